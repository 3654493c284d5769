// The development mobile-host simulator: plays the app's part of docs/mobile-host.md against a framed portal.
const frame = document.getElementById('portal');
const log = document.getElementById('log');

/** One line of the log: "in" is what the portal sent, "out" what the simulator sent. */
function record(direction, message) {
  const item = document.createElement('li');
  item.className = `sim-${direction}`;
  item.dataset.direction = direction;
  item.dataset.type = message.type;
  item.dataset.payload = JSON.stringify(message.payload ?? null);
  const arrow = document.createElement('span');
  arrow.className = 'sim-arrow';
  arrow.textContent = direction === 'in' ? '← portal' : '→ host';
  const type = document.createElement('strong');
  type.textContent = message.type;
  const payload = document.createElement('code');
  payload.textContent = JSON.stringify(message.payload ?? {});
  item.append(arrow, ' ', type, ' ', payload);
  log.append(item);
}

function send(type, payload) {
  const message = payload === undefined ? { type } : { type, payload };
  frame.contentWindow.postMessage(JSON.stringify(message), location.origin);
  record('out', message);
}

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
  try {
    const message = JSON.parse(event.data);
    if (message && typeof message.type === 'string') record('in', message);
  } catch {
    // not a host message
  }
});

/** Only this origin's own paths: the simulator frames the portal it is served by. */
function open(entry) {
  const url = new URL(entry || '/mobile', location.origin);
  if (url.origin === location.origin) frame.src = url.pathname + url.search;
}

document.getElementById('open').addEventListener('submit', (event) => {
  event.preventDefault();
  open(event.target.entry.value);
});
document.getElementById('ping').addEventListener('click', () => send('Ping'));
document.getElementById('action').addEventListener('submit', (event) => {
  event.preventDefault();
  send('NavigateToAction', { action: event.target.action.value });
});
document.getElementById('task').addEventListener('submit', (event) => {
  event.preventDefault();
  send('NavigateToTask', { taskId: event.target.taskId.value });
});
document.getElementById('clear').addEventListener('click', () => log.replaceChildren());

const start = new URLSearchParams(location.search).get('src');
document.getElementById('entry').value = start || '/mobile';
open(start || '/mobile');
