import { hasPermission, type Permission } from '@coperto/shared/auth/permissions';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { GiftCardsSectionTabs } from '../components/giftcards-section-tabs';
import { GiftCardTemplatesPage } from './giftcard-templates-page';
import { GiftCardsListPage } from './giftcards-list-page';
import { RedeemGiftCardPage } from './redeem-giftcard-page';

/** A page only a role with `permission` opens; the others read why (the API refuses them too). */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const user = useSignedInUser();
  if (!user || !hasPermission(user.user.role, permission))
    return <SectionMessage kind="noAccess" />;
  return children;
}

/**
 * The "Gift cards" screen (decision 069): the cards with their totals, the counter's redeem
 * screen (staff too) and the templates, below /dashboard/gift-cards.
 */
export default function GiftCardsScreen() {
  return (
    <Routes>
      <Route element={<GiftCardsSectionTabs />}>
        <Route
          index
          element={
            <Allowed permission="read:giftcards">
              <GiftCardsListPage />
            </Allowed>
          }
        />
        <Route
          path="redeem"
          element={
            <Allowed permission="redeem:giftcards">
              <RedeemGiftCardPage />
            </Allowed>
          }
        />
        <Route
          path="templates"
          element={
            <Allowed permission="update:giftcards">
              <GiftCardTemplatesPage />
            </Allowed>
          }
        />
      </Route>
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
