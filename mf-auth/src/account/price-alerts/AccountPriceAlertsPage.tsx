import { AccountLayout } from '../layout/AccountLayout';
import { PriceAlertList } from './PriceAlertList';
import './PriceAlerts.css';

/** /account/price-alerts: the alerts of the account's address (the footer's /price-alerts leads here once signed in). */
export default function AccountPriceAlertsPage() {
  return <AccountLayout title="Price alerts">{() => <PriceAlertList />}</AccountLayout>;
}
