import { startConsole } from './runtime/start.tsx';
import { PROFILE_SCREEN, SCREENS } from './widgets/registry.ts';

// The composition root: the generic runtime, given this product's screens.
startConsole({ screens: SCREENS, profileComponent: PROFILE_SCREEN });
