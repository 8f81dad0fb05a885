import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Navigator, UNSAFE_NavigationContext } from 'react-router';
import { useUiStore } from '../stores/ui-store';

/** Asks the user whether to leave, and calls `leave` if they say yes. */
type AskToLeave = (leave: () => void) => void;

/** The guards of the dirty forms on screen; the newest one asks. */
const dirtyGuards: AskToLeave[] = [];
const gatedNavigators = new WeakSet<Navigator>();

function newestGuard(): AskToLeave | undefined {
  return dirtyGuards[dirtyGuards.length - 1];
}

/** react-router's index of the browser history entry (its `history.state.idx`), if any. */
function historyIndex(): number | undefined {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
}

/**
 * Puts a gate in front of the router's navigator, once: every in-app navigation (links, the
 * navigation drawer, `navigate()`) goes through `push`/`replace`, so a dirty form can hold it
 * until the user confirms. The app uses a declarative <BrowserRouter>, where react-router's
 * useBlocker does not exist (docs/decisions/013). The browser's back and forward buttons move the
 * history before anyone is told: the gate sees that first (a capture listener on window runs
 * before react-router's), steps back to where the user was, and replays the move if they confirm.
 */
function gateNavigator(navigator: Navigator) {
  if (gatedNavigators.has(navigator)) return;
  gatedNavigators.add(navigator);
  const push = navigator.push.bind(navigator);
  const replace = navigator.replace.bind(navigator);
  const browserHistory = historyIndex() !== undefined;
  let currentIndex = historyIndex();

  const afterNavigation = () => {
    currentIndex = historyIndex();
  };
  navigator.push = (...args) => {
    const go = () => {
      push(...args);
      afterNavigation();
    };
    const ask = newestGuard();
    if (ask) ask(go);
    else go();
  };
  navigator.replace = (...args) => {
    const go = () => {
      replace(...args);
      afterNavigation();
    };
    const ask = newestGuard();
    if (ask) ask(go);
    else go();
  };

  if (!browserHistory) return;
  let stepping: 'undo' | 'replay' | null = null;
  window.addEventListener(
    'popstate',
    (event) => {
      if (stepping === 'undo') {
        // The step back to where the user was: react-router never saw them leave.
        stepping = null;
        event.stopImmediatePropagation();
        return;
      }
      const nextIndex = historyIndex();
      const ask = newestGuard();
      if (stepping === 'replay' || !ask || nextIndex === undefined || currentIndex === undefined) {
        stepping = null;
        currentIndex = nextIndex;
        return;
      }
      event.stopImmediatePropagation();
      const delta = nextIndex - currentIndex;
      stepping = 'undo';
      window.history.go(-delta);
      ask(() => {
        stepping = 'replay';
        window.history.go(delta);
      });
    },
    { capture: true },
  );
}

function warnBeforeUnload(event: BeforeUnloadEvent) {
  // The browser shows its own "leave site?" text; a custom one is no longer allowed.
  event.preventDefault();
  event.returnValue = '';
}

/**
 * While `dirty`, leaving the page asks first: in-app navigation with the generic confirm dialog,
 * closing or reloading the tab with the browser's own prompt (beforeunload).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('forms');
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator: Navigator } | null;
  const navigator = navigation?.navigator;
  const askConfirm = useUiStore((state) => state.askConfirm);

  useEffect(() => {
    if (!dirty) return;
    const askToLeave: AskToLeave = (leave) =>
      askConfirm({
        title: t('leave.title'),
        message: t('leave.message'),
        confirmLabel: t('leave.confirm'),
        onConfirm: leave,
      });
    if (navigator) gateNavigator(navigator);
    dirtyGuards.push(askToLeave);
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      dirtyGuards.splice(dirtyGuards.indexOf(askToLeave), 1);
      window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty, navigator, askConfirm, t]);
}
