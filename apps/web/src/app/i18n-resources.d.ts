import 'i18next';
import type auth from '../locales/it/auth.json';
import type booking from '../locales/it/booking.json';
import type bookings from '../locales/it/bookings.json';
import type business from '../locales/it/business.json';
import type cart from '../locales/it/cart.json';
import type cashups from '../locales/it/cashups.json';
import type common from '../locales/it/common.json';
import type contact from '../locales/it/contact.json';
import type cookies from '../locales/it/cookies.json';
import type dashboard from '../locales/it/dashboard.json';
import type discounts from '../locales/it/discounts.json';
import type expenses from '../locales/it/expenses.json';
import type floor from '../locales/it/floor.json';
import type forms from '../locales/it/forms.json';
import type gallery from '../locales/it/gallery.json';
import type galleryEditor from '../locales/it/gallery-editor.json';
import type giftcardShop from '../locales/it/giftcard-shop.json';
import type giftcards from '../locales/it/giftcards.json';
import type maps from '../locales/it/maps.json';
import type marketing from '../locales/it/marketing.json';
import type menu from '../locales/it/menu.json';
import type menuEditor from '../locales/it/menu-editor.json';
import type ordering from '../locales/it/ordering.json';
import type orders from '../locales/it/orders.json';
import type ordersAdmin from '../locales/it/orders-admin.json';
import type privacy from '../locales/it/privacy.json';
import type publicSite from '../locales/it/public.json';
import type reports from '../locales/it/reports.json';
import type restaurantSettings from '../locales/it/restaurant-settings.json';
import type restaurantSettingsExtra from '../locales/it/restaurant-settings-extra.json';
import type staff from '../locales/it/staff.json';
import type subscription from '../locales/it/subscription.json';
import type ui from '../locales/it/ui.json';
import type users from '../locales/it/users.json';

/**
 * The Italian strings are the source (decision 021): every `t('…')` key is checked against them
 * by tsc, so a key that no Italian file has does not compile, with or without a `defaultValue`.
 * The other languages are kept complete by locales-complete.test.ts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    strictKeyChecks: true;
    resources: {
      auth: typeof auth;
      booking: typeof booking;
      bookings: typeof bookings;
      business: typeof business;
      cashups: typeof cashups;
      cart: typeof cart;
      common: typeof common;
      contact: typeof contact;
      cookies: typeof cookies;
      dashboard: typeof dashboard;
      discounts: typeof discounts;
      expenses: typeof expenses;
      floor: typeof floor;
      forms: typeof forms;
      gallery: typeof gallery;
      'gallery-editor': typeof galleryEditor;
      'giftcard-shop': typeof giftcardShop;
      giftcards: typeof giftcards;
      maps: typeof maps;
      marketing: typeof marketing;
      menu: typeof menu;
      'menu-editor': typeof menuEditor;
      ordering: typeof ordering;
      orders: typeof orders;
      'orders-admin': typeof ordersAdmin;
      privacy: typeof privacy;
      reports: typeof reports;
      public: typeof publicSite;
      'restaurant-settings': typeof restaurantSettings;
      'restaurant-settings-extra': typeof restaurantSettingsExtra;
      staff: typeof staff;
      subscription: typeof subscription;
      ui: typeof ui;
      users: typeof users;
    };
  }
}
