import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareApp } from './app/app';
import './app/base.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const siteKind = prepareApp();
createRoot(rootElement).render(
  <StrictMode>
    <App siteKind={siteKind} />
  </StrictMode>,
);
