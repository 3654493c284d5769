// The reference for the bundle budget: one component rendered into a root, nothing else.
import { createRoot } from 'react-dom/client';

function App() {
  return <h1>Hello</h1>;
}
createRoot(document.getElementById('root')!).render(<App />);
