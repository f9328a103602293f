import { describe, expect, it } from 'vitest';
import { menuEntries, searchMenu } from './menu-entries';

const titles = (query: string, canSeeCloaking = false) =>
  searchMenu(query, { canSeeCloaking }).map((entry) => entry.title);

describe('menuEntries', () => {
  it('holds the spec’s fourteen pages with their paths and categories', () => {
    expect(menuEntries.map((entry) => `${entry.title} ${entry.path} (${entry.category})`)).toEqual([
      'Dashboard /dashboard (Main)',
      'Create Shortlink /create (Link Management)',
      'Recent Links /shortlinks (Link Management)',
      'Cloaking Rules /cloaking (Link Management)',
      'Analytics /analytics (Insights)',
      'Add Domains /domains (Domain Tools)',
      'Check Domains /check-domains (Domain Tools)',
      'Cron Settings /cron-settings (Automation)',
      'Pricing Plans /pricing (Billing & Account)',
      'Payment History /payments (Billing & Account)',
      'User Profile /profile (Billing & Account)',
      'Bot Notifications /bot-settings (Notification Settings)',
      'Feedback /feedback (Support)',
      'Telegram Support /telegram-support (Support)',
    ]);
  });
});

describe('searchMenu', () => {
  it('matches titles case-insensitively', () => {
    expect(titles('DASH')).toEqual(['Dashboard']);
    expect(titles('  analytics ')).toEqual(['Analytics']);
  });

  it('matches paths and categories too', () => {
    expect(titles('/payments')).toEqual(['Payment History']);
    expect(titles('insights')).toEqual(['Analytics']);
    expect(titles('automation')).toEqual(['Cron Settings']);
  });

  it('puts title matches before path and category matches', () => {
    // Feedback comes first in the menu but only its category says Support.
    expect(titles('support')).toEqual(['Telegram Support', 'Feedback']);
    // Recent Links is found by its path; Create Shortlink by its title.
    expect(titles('shortlink')).toEqual(['Create Shortlink', 'Recent Links']);
  });

  it('returns at most four entries', () => {
    const all = menuEntries.filter((entry) =>
      [entry.title, entry.path, entry.category].some((text) => text.toLowerCase().includes('s')),
    );
    expect(all.length).toBeGreaterThan(4);
    expect(titles('s')).toHaveLength(4);
  });

  it('hides Cloaking Rules unless the user may see it', () => {
    expect(titles('cloak')).toEqual([]);
    expect(titles('link management')).toEqual(['Create Shortlink', 'Recent Links']);
    expect(titles('cloak', true)).toEqual(['Cloaking Rules']);
    expect(titles('link management', true)).toEqual(['Create Shortlink', 'Recent Links', 'Cloaking Rules']);
  });

  it('matches nothing for an empty query', () => {
    expect(titles('')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });
});
