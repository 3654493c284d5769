import { isMobileHost } from './host-flag';
import { parseInbound, type InboundType, type OutboundMessages, type OutboundType } from './messages';

interface NativeWebView {
  postMessage(message: string): void;
}

/** What the bridge needs from the page; tests pass a stand-in. */
export interface BridgeWindow {
  ReactNativeWebView?: NativeWebView;
  /** The window itself when the portal is not framed. */
  parent: { postMessage(message: string, targetOrigin: string): void };
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface BridgeOptions {
  win?: BridgeWindow;
  /** Whether the host flag is on; read on every send, so turning it on later needs no new bridge. */
  enabled?: () => boolean;
  /**
   * Origins a parent frame may have (checked on every inbound message and used as the target of every outbound
   * one). The portal's own origin, where the development host simulator lives, by default.
   */
  hostOrigins?: readonly string[];
}

export type InboundHandler = (payload: unknown) => void;

/**
 * The transport between the portal and a mobile-app host: JSON `{ type, payload }` through the React Native
 * web view when the host injected one, else to the parent window when the portal is framed; nothing at all
 * while the host flag is off. Inbound `message` events are accepted from the web view (the host posts into
 * this window) or from a parent frame of a configured origin, and dispatched by type; anything else is ignored.
 */
export class MobileBridge {
  private readonly win: BridgeWindow;
  private readonly enabled: () => boolean;
  private readonly hostOrigins: readonly string[];
  private readonly handlers = new Map<InboundType, InboundHandler>();
  private readonly listener = (event: MessageEvent) => this.receive(event);

  constructor(options: BridgeOptions = {}) {
    this.win = options.win ?? (window as unknown as BridgeWindow);
    this.enabled = options.enabled ?? (() => isMobileHost());
    this.hostOrigins = options.hostOrigins ?? [this.win.location.origin];
  }

  /** Sends one message to the host; false when the flag is off or there is no host to send to. */
  send<T extends OutboundType>(type: T, payload: OutboundMessages[T]): boolean {
    if (!this.enabled()) return false;
    const message = JSON.stringify({ type, payload });
    const native = this.win.ReactNativeWebView;
    if (native && typeof native.postMessage === 'function') {
      native.postMessage(message);
      return true;
    }
    if (!this.framed()) return false;
    // A target origin per allowed host: the browser delivers only to the one that actually frames the portal.
    for (const origin of this.hostOrigins) this.win.parent.postMessage(message, origin);
    return true;
  }

  on(type: InboundType, handler: InboundHandler): void {
    this.handlers.set(type, handler);
  }

  start(): void {
    this.win.addEventListener('message', this.listener);
  }

  stop(): void {
    this.win.removeEventListener('message', this.listener);
  }

  private framed(): boolean {
    return (this.win.parent as unknown) !== this.win;
  }

  private receive(event: MessageEvent): void {
    if (!this.enabled() || !this.trusted(event)) return;
    const message = parseInbound(event.data);
    if (message) this.handlers.get(message.type)?.(message.payload);
  }

  /**
   * React Native's web view delivers the host's messages as events of this window (source this window, or
   * none on Android); a framed portal takes them only from its parent, and only from an allowed origin.
   */
  private trusted(event: MessageEvent): boolean {
    const source = event.source as unknown;
    if (this.win.ReactNativeWebView) return source === null || source === this.win;
    return this.framed() && source === this.win.parent && this.hostOrigins.includes(event.origin);
  }
}
