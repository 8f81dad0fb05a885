/**
 * Features register here how to forget their state when the user logs out (spec §4: invoice,
 * discount, user profile, contact form, cash-up, restaurant details and error states), so the
 * logout cleanup can clear them without importing every feature.
 */
type LogoutReset = () => void | Promise<void>;

const resets = new Map<string, LogoutReset>();

/** Registers (or replaces) the reset called `name`; answers a function that unregisters it. */
export function registerLogoutReset(name: string, reset: LogoutReset): () => void {
  resets.set(name, reset);
  return () => {
    if (resets.get(name) === reset) resets.delete(name);
  };
}

/** Runs every registered reset; one failing does not stop the others (failures are only logged). */
export async function runLogoutResets(): Promise<void> {
  for (const [name, reset] of resets) {
    try {
      await reset();
    } catch (error) {
      console.error(`Logout: resetting "${name}" failed`, error);
    }
  }
}
