import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PluginSlot } from '@portico/plugin';
import { createTestKernel, renderWithKernel } from '@portico/plugin/testing';
import feature from '../feature';
import __pluginCamel__ from './manifest';

describe('__PluginTitle__ (__pluginId__)', () => {
  it('opens with its title from its feature', async () => {
    const kernel = await createTestKernel({ plugins: [feature] });
    // The modal host renders a dialog plugin so, with the function that closes it.
    renderWithKernel(<PluginSlot manifest={__pluginCamel__} props={{ close: vi.fn() }} />, { kernel });
    expect(await screen.findByRole('dialog', { name: '__PluginTitle__' })).toBeInTheDocument();
    expect(screen.getByText('This plugin is ready to be built.')).toBeInTheDocument();
  });
});
