/** The channel open tabs of the portal share: a sign-out in one signs the others out. */
const CHANNEL = 'portico-auth';
const SIGNED_OUT = 'signed-out';

type Channel = BroadcastChannel & { unref?: () => void };

function open(): Channel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL) as Channel;
  channel.unref?.(); // Node's (tests): a listening channel must not keep the process alive
  return channel;
}

/** Tells every other tab of this origin that the user signed out (the sender does not hear itself). */
export function announceSignOut(): void {
  const channel = open();
  channel?.postMessage({ type: SIGNED_OUT });
  channel?.close();
}

/** Calls back when another tab signs out; returns the unsubscribe. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const channel = open();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === SIGNED_OUT) listener();
  };
  return () => channel.close();
}
