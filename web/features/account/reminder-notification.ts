export const REMINDER_TITLE = 'Time for your daily rituals';
export const REMINDER_BODY =
  'A few minutes of alignment keeps your streak glowing. Your rituals are waiting.';
export const REMINDER_URL = '/rituals';

/** Shows the reminder once per day across all open tabs (the first tab to fire claims the day). */
export async function showDailyReminder(today: string): Promise<boolean> {
  const key = `abundance:reminder-shown:${today}`;
  if (localStorage.getItem(key)) return false;
  localStorage.setItem(key, '1');
  const options = {
    body: REMINDER_BODY,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: 'daily-reminder',
    data: { url: REMINDER_URL },
  };
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) {
    await registration.showNotification(REMINDER_TITLE, options);
    return true;
  }
  const notification = new Notification(REMINDER_TITLE, options);
  notification.onclick = () => {
    window.focus();
    window.location.assign(REMINDER_URL);
  };
  return true;
}
