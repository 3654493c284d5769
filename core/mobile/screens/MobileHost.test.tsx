import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { createTestKernel } from '@portico/test/support/test-kernel';
import { enterMobileHost } from '../host-flag';
import { MobileHost } from './MobileHost';

type WithWebView = { ReactNativeWebView?: { postMessage: ReturnType<typeof vi.fn> } };
const webView = () => (window as WithWebView).ReactNativeWebView!;
const sentTypes = () => webView().postMessage.mock.calls.map(([m]) => (JSON.parse(m as string) as { type: string }).type);

async function renderHost(path = '/mobile/actions') {
  const kernel = await createTestKernel();
  const location = memoryLocation({ path, record: true });
  render(
    <StrictMode>
      <KernelProvider kernel={kernel}>
        <Router hook={location.hook}><MobileHost /></Router>
      </KernelProvider>
    </StrictMode>,
  );
  return location;
}

describe('MobileHost (in development StrictMode)', () => {
  beforeEach(() => {
    (window as WithWebView).ReactNativeWebView = { postMessage: vi.fn() };
  });
  afterEach(() => {
    delete (window as WithWebView).ReactNativeWebView;
    sessionStorage.clear();
  });

  it('sends nothing and loads no bridge while the flag is off', async () => {
    await renderHost();
    window.postMessage('{"type":"Ping"}', '*');
    await new Promise((r) => setTimeout(r, 50));
    expect(webView().postMessage).not.toHaveBeenCalled();
  });

  it('starts when the entry turns the flag on: announces itself once, then reports each host screen change', async () => {
    const location = await renderHost();
    act(() => enterMobileHost());
    await waitFor(() => expect(sentTypes()).toEqual(['InitMobileSuccess']));
    act(() => location.navigate('/mobile/actions/tools/one'));
    act(() => location.navigate('/documents'));
    await waitFor(() => expect(sentTypes()).toEqual(['InitMobileSuccess', 'StepChanged']));
    const [init, step] = webView().postMessage.mock.calls.map(([m]) => JSON.parse(m as string));
    expect(init.payload).toEqual({ version: 'test', path: '/mobile/actions', signedIn: false });
    expect(step.payload).toEqual({ path: '/mobile/actions/tools/one' });
  });
});
