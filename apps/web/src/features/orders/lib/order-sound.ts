import { create } from 'zustand';

/** The chime repeats this often while an order waits to be accepted. */
export const CHIME_REPEAT_MS = 8000;
/** The choice to hear new orders, kept on this device. */
export const SOUND_STORAGE_KEY = 'coperto.orders.sound';

function readWanted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeWanted(on: boolean) {
  try {
    if (on) window.localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    else window.localStorage.removeItem(SOUND_STORAGE_KEY);
  } catch {
    // Private mode: the choice lasts this visit only.
  }
}

let context: AudioContext | null = null;

interface OrderSoundState {
  /** The user turned the sounds on (remembered on this device). */
  wanted: boolean;
  /** The browser lets the page play them: a tap since the page was loaded unlocked the audio. */
  ready: boolean;
  /** In a tap or click: the browser plays sounds only after one. */
  enable(): Promise<void>;
  disable(): void;
  /** After a reload the choice is remembered but the audio is locked: the next tap unlocks it. */
  unlock(): Promise<void>;
}

async function startAudio(): Promise<boolean> {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return false;
  context ??= new AudioContextClass();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  return context.state === 'running';
}

export const useOrderSound = create<OrderSoundState>((set, get) => ({
  wanted: readWanted(),
  ready: false,
  async enable() {
    writeWanted(true);
    set({ wanted: true });
    const ready = await startAudio();
    set({ ready });
    if (ready) playChime();
  },
  disable() {
    writeWanted(false);
    set({ wanted: false });
  },
  async unlock() {
    if (!get().wanted || get().ready) return;
    set({ ready: await startAudio() });
  },
}));

/**
 * A short two-note chime (WebAudio, no file to download): played when the sounds are on and
 * the audio unlocked; otherwise nothing, silently.
 */
export function playChime(): boolean {
  const { wanted, ready } = useOrderSound.getState();
  if (!wanted || !ready || !context) return false;
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1320].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  }
  return true;
}

/** Tests start from a locked, unwanted audio. */
export function resetOrderSoundForTests() {
  context = null;
  useOrderSound.setState({ wanted: readWanted(), ready: false });
}
