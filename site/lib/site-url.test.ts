import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as robotsTxt } from '../pages/robots.txt';
import { DEFAULT_SITE_URL, siteUrl } from './site-url';

afterEach(() => vi.unstubAllEnvs());

describe('SITE_URL', () => {
  it('defaults to the shop’s own domain when unset or blank', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('takes an http(s) origin, with or without a trailing slash, and normalises it', () => {
    expect(siteUrl('https://shop.example.pk')).toBe('https://shop.example.pk');
    expect(siteUrl(' HTTPS://Shop.Example.PK/ ')).toBe('https://shop.example.pk');
    expect(siteUrl('http://localhost:8787')).toBe('http://localhost:8787');
  });

  it('refuses what is not an absolute http(s) address of the domain alone', () => {
    expect(() => siteUrl('mehakperfumes.pk')).toThrow(/SITE_URL must be .*not a URL .*got "mehakperfumes.pk"/);
    expect(() => siteUrl('ftp://mehakperfumes.pk')).toThrow(/https:\/\/ or http:\/\//);
    expect(() => siteUrl('https://owner:secret@mehakperfumes.pk')).toThrow(/user name or password/);
    expect(() => siteUrl('https://mehakperfumes.pk/shop')).toThrow(/without a path/);
    expect(() => siteUrl('https://mehakperfumes.pk/?ref=1')).toThrow(/without a path/);
  });
});

describe('the build', () => {
  const config = async () => {
    vi.resetModules();
    return (await import('../../astro.config.mjs')).default;
  };

  it('takes the site from SITE_URL, else the default domain, and stops on a bad value', async () => {
    vi.stubEnv('SITE_URL', 'https://shop.example.pk/');
    expect((await config()).site).toBe('https://shop.example.pk');
    vi.stubEnv('SITE_URL', '');
    expect((await config()).site).toBe(DEFAULT_SITE_URL);
    vi.stubEnv('SITE_URL', 'shop.example.pk');
    await expect(config()).rejects.toThrow(/SITE_URL must be/);
  });

  it('points robots.txt to the sitemap on the site’s domain', async () => {
    const response = await robotsTxt({ site: new URL('https://shop.example.pk') } as APIContext);
    const text = await response.text();
    expect(text).toContain('Sitemap: https://shop.example.pk/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });
});
