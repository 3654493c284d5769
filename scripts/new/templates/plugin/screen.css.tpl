/* __PluginTitle__'s look, scoped to its root; the portal's colours and radius are core/app/portal.css's custom properties. */
.__handle__ form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem 1rem; margin: 1rem 0; }
.__handle__ label { display: flex; flex-direction: column; gap: 0.25rem; color: var(--portico-muted); font-size: 0.875rem; }
.__handle__ input { font: inherit; color: var(--portico-text); padding: 0.4rem 0.6rem; border: 1px solid var(--portico-border); border-radius: var(--portico-radius); }
.__handle__ input[type='number'] { width: 7rem; }
.__handle__ table { width: 100%; max-width: 56rem; border-collapse: collapse; background: var(--portico-surface); border: 1px solid var(--portico-border); }
.__handle__ th, .__handle__ td { text-align: left; padding: 0.6rem 0.75rem; border-bottom: 1px solid var(--portico-border); }
.__handle__ th { color: var(--portico-muted); font-size: 0.875rem; font-weight: 600; }
.__handle__ th:last-child, .__handle__ td:last-child { text-align: right; }
.__handle__ [role='alert'] { color: var(--portico-danger); }
.__handle__ ul { margin: 0; padding-left: 1.25rem; }
