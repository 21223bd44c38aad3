import '@switchback/ui/styles.css';
import '@switchback/content-blocks/styles.css';
import './frame.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FrameApp } from './FrameApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FrameApp />
  </StrictMode>,
);
