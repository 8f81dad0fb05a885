// First: zod must know it may not use eval before any schema parses (decision 020).
import './app/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareApp } from './app/app';
import './app/base.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const { siteKind, queryClient, ready } = prepareApp();
// index.html's placeholder shows until the first screen can render without waiting.
await ready;
const root = createRoot(rootElement);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page at once (a phone's taps and paints stay responsive;
// this is why the build stays on React, decision 032).
startTransition(() => {
  root.render(
    <StrictMode>
      <App siteKind={siteKind} queryClient={queryClient} />
    </StrictMode>,
  );
});
