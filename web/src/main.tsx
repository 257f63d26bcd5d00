import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { I18nProvider } from './i18n/I18nProvider.tsx';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The first render is a transition: React works in slices that leave the main thread free between
// them, so the cheap phone stays responsive while the prerendered Welcome (index.html) is on screen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Router>
        <I18nProvider>
          <App />
        </I18nProvider>
      </Router>
    </StrictMode>,
  );
});

// Sync and the service worker start once the page has loaded (see offline/start.ts). Their code is a
// chunk of its own, asked for in a task of its own: neither its evaluation nor the preload links of
// its imports lengthen the first one, which evaluates the app and starts React. The app's follow-ups
// are given here, so the offline layer never imports a feature: a synced expense checks the budgets.
const checkBudgets = () => void import('./analytics/budgetAlerts.ts').then((alerts) => alerts.checkBudgetAlerts());
setTimeout(() => void import('./offline/start.ts').then(({ startOffline }) => startOffline({ expenseRecorded: checkBudgets })), 0);
