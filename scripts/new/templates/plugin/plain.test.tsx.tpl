import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderPlugin } from '@portico/plugin/testing';
import feature from '../feature';
import __pluginCamel__ from './manifest';

describe('__PluginTitle__ (__pluginId__)', () => {
  it('renders with its title from its feature', async () => {
    const kernel = await createTestKernel({ plugins: [feature] });
    renderPlugin(__pluginCamel__, { kernel });
    expect(await screen.findByRole('heading', { name: '__PluginTitle__' })).toBeInTheDocument();
    expect(screen.getByText('This plugin is ready to be built.')).toBeInTheDocument();
  });
});
