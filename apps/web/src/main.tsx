// First: zod must know it may not use eval before any schema parses (decision 020).
import './app/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareApp } from './app/app';
import './app/base.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const { siteKind, queryClient, ready } = prepareApp();
// index.html's placeholder shows until the first screen can render without waiting.
await ready;
const root = createRoot(rootElement);
// On Preact (decision 097) a render runs in one task: the public screens render their first
// screen in slices themselves (useRenderInSlices), the bar first, then the page, then the footer.
root.render(
  <StrictMode>
    <App siteKind={siteKind} queryClient={queryClient} />
  </StrictMode>,
);
