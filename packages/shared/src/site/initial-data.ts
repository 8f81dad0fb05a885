import type { PublicMenusResponse } from '../menus/menu.schemas';
import type { PublicRestaurant } from '../restaurants/restaurant.schemas';

/**
 * What the server hands a restaurant's public page inside its HTML (a JSON `<script>` with this
 * id), so that the web app renders its first screen without asking the API first: the restaurant
 * of the host, and on a menu page its menus. Both are the API's own answers, of this moment.
 */
export const INITIAL_DATA_ELEMENT_ID = 'coperto-initial-data';

export interface PageInitialData {
  restaurant: PublicRestaurant;
  menus?: PublicMenusResponse;
}

/**
 * The class of the `<template>`s holding the links to the app's code (the build's index.html and
 * the server's page preloads): the page's loader adds them, then starts the app, once the first
 * paint is on screen (decision 016). Inside a template the browser fetches nothing.
 */
export const AFTER_FIRST_PAINT_CLASS = 'after-first-paint';
