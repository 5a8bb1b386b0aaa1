import { existsSync, readFileSync } from 'node:fs';
import { APP_LINK_PATH_PREFIXES, STORE_APP_ID } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import config from './capacitor.config.ts';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** `name = 36` in android/variables.gradle. */
function gradleVariable(name: string): number {
  const match = new RegExp(`\\b${name}\\s*=\\s*(\\d+)`).exec(read('android/variables.gradle'));
  if (!match?.[1]) throw new Error(`${name} is not in variables.gradle`);
  return Number(match[1]);
}

describe('the store apps’ native projects (issue 32, ADR 069 and 070)', () => {
  it('Android targets and compiles against API 36, as Google Play requires since 31 August 2026', () => {
    expect(gradleVariable('targetSdkVersion')).toBe(36);
    expect(gradleVariable('compileSdkVersion')).toBe(36);
    expect(gradleVariable('minSdkVersion')).toBe(24);
    expect(read('android/build.gradle')).toContain("'com.android.tools.build:gradle:8.13.0'");
    expect(read('android/gradle/wrapper/gradle-wrapper.properties')).toContain('gradle-8.14.3-all.zip');
  });

  it('iOS deploys to iOS 15, in the Xcode project and the Swift package alike', () => {
    const targets = [...read('ios/App/App.xcodeproj/project.pbxproj').matchAll(/IPHONEOS_DEPLOYMENT_TARGET = ([\d.]+);/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(targets)).toEqual(new Set(['15.0']));
    expect(read('ios/App/CapApp-SPM/Package.swift')).toContain('platforms: [.iOS(.v15)]');
  });

  it('both apps are the one app id the site vouches for', () => {
    expect(config.appId).toBe(STORE_APP_ID);
    expect(read('android/app/build.gradle')).toContain(`applicationId "${STORE_APP_ID}"`);
    expect(read('ios/App/App.xcodeproj/project.pbxproj')).toContain(`PRODUCT_BUNDLE_IDENTIFIER = ${STORE_APP_ID};`);
  });

  it('Android opens the site’s plan and place links itself, verified (App Links)', () => {
    const manifest = read('android/app/src/main/AndroidManifest.xml');
    const filter = /<intent-filter android:autoVerify="true">([\s\S]*?)<\/intent-filter>/.exec(manifest)?.[1] ?? '';
    expect(filter).toContain('android.intent.action.VIEW');
    expect(filter).toContain('android.intent.category.BROWSABLE');
    expect(filter).toContain('android:scheme="https" android:host="${appLinkHost}"');
    const prefixes = [...filter.matchAll(/android:pathPrefix="([^"]+)"/g)].map((m) => m[1]);
    expect(prefixes).toEqual([...APP_LINK_PATH_PREFIXES]);
    expect(read('android/app/build.gradle')).toMatch(/manifestPlaceholders = \[appLinkHost: .*'planmywalk\.nz'\)\]/);
  });

  it('iOS claims the site for Universal Links, with the entitlements file in the build', () => {
    expect(read('ios/App/App/App.entitlements')).toContain('<string>applinks:planmywalk.nz</string>');
    const project = read('ios/App/App.xcodeproj/project.pbxproj');
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App.entitlements;/g)).toHaveLength(2);
    // The scene delegate hands a tapped link (an NSUserActivity) to Capacitor, which tells the page (appUrlOpen).
    expect(read('ios/App/App/SceneDelegate.swift')).toContain('SceneDelegateProxy.shared.scene(scene, continue: userActivity)');
  });

  it('the splash screen and status bar wear the app’s colours, and the splash cannot stay forever', () => {
    expect(config.plugins?.SplashScreen).toMatchObject({ launchAutoHide: true, backgroundColor: '#1F4D3A' });
    expect(config.plugins?.StatusBar).toMatchObject({ backgroundColor: '#1F4D3A' });
  });

  it('the icons and splash screens are drawn from the project’s mark, every one the projects name present', () => {
    for (const source of ['icon-only', 'icon-foreground', 'icon-background', 'splash', 'splash-dark']) {
      expect(existsSync(new URL(`assets/${source}.png`, import.meta.url))).toBe(true);
    }
    for (const set of ['AppIcon.appiconset', 'Splash.imageset']) {
      const dir = `ios/App/App/Assets.xcassets/${set}/`;
      const names = [...read(`${dir}Contents.json`).matchAll(/"filename"\s*:\s*"([^"]+)"/g)].map((m) => m[1]);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(existsSync(new URL(`${dir}${name}`, import.meta.url)), `${set}/${name}`).toBe(true);
    }
    const adaptive = read('android/app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml');
    expect(adaptive).toContain('@mipmap/ic_launcher_foreground');
    for (const density of ['mdpi', 'hdpi', 'xhdpi', 'xxhdpi', 'xxxhdpi']) {
      for (const icon of ['ic_launcher', 'ic_launcher_round', 'ic_launcher_foreground', 'ic_launcher_background']) {
        expect(existsSync(new URL(`android/app/src/main/res/mipmap-${density}/${icon}.png`, import.meta.url)), `${density}/${icon}`).toBe(true);
      }
    }
  });
});
