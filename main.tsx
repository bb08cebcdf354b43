import { startConsole } from './runtime/start.tsx';
import { PROFILE_SCREEN, PUBLIC_PAGES, SCHEMA_SCREENS, SCREENS } from './widgets/registry.ts';

// The composition root: the generic runtime, given this product's screens.
startConsole({ screens: SCREENS, schemaScreens: SCHEMA_SCREENS, profileComponent: PROFILE_SCREEN, publicPages: PUBLIC_PAGES });
