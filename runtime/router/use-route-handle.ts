import { createContext, useContext } from 'react';
import type { RouteHandle } from './route-handle.ts';

/** The handle of the route being shown, set by the guard. */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export const useRouteHandle = () => useContext(RouteHandleContext);

/** Every page route the user has, for the tags view, breadcrumb and search. */
export const RouteTableContext = createContext<RouteHandle[]>([]);

export const useRouteTable = () => useContext(RouteTableContext);
