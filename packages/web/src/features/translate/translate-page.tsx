import { MESSAGES } from '@swedish-translator/core';
import { Outlet, useLocation } from 'react-router';
import { DirectionSwitcher } from './direction-switcher';
import { ModelDownloadNotice } from './model-download-notice';

export function TranslatePage() {
  const isImage = useLocation().pathname.startsWith('/translate/image');
  return (
    <div className="space-y-6">
      <div className="text-center">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {isImage ? MESSAGES.imageTabHeading : MESSAGES.textTabHeading}
        </h2>
        <p className="mt-1 text-muted">{isImage ? MESSAGES.imageTabSubtitle : MESSAGES.textTabSubtitle}</p>
      </div>
      <ModelDownloadNotice />
      <DirectionSwitcher />
      <Outlet />
    </div>
  );
}
