import type { Locator, Page } from 'playwright-core';

/** The Image tab of the Translate page. */
export class ImageTabPage {
  constructor(readonly page: Page) {}

  fileInput(): Locator {
    return this.page.locator('input[type="file"]');
  }

  dropZone(): Locator {
    return this.page.getByTestId('drop-zone');
  }

  preview(): Locator {
    return this.page.getByTestId('image-preview');
  }

  uploadButton(): Locator {
    return this.page.getByRole('button', { name: /^(Upload and Translate|Processing\.\.\.)$/ });
  }

  clearButton(): Locator {
    return this.page.getByRole('button', { name: 'Clear Image', exact: true });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  outputHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Translated Text:' });
  }

  output(): Locator {
    return this.page.getByTestId('image-translation-output');
  }

  result(): Locator {
    return this.page.getByTestId('image-result');
  }

  extracted(): Locator {
    return this.page.getByTestId('extracted-text');
  }

  async outputText(): Promise<string | null> {
    return (await this.output().count()) ? (await this.output().innerText()).trim() : null;
  }

  async alertText(): Promise<string | null> {
    return (await this.alert().count()) ? (await this.alert().innerText()).trim() : null;
  }

  /** Drops a file on the drop zone the way a desktop drag-and-drop does. */
  async drop(name: string, mimeType: string, bytes: Buffer): Promise<void> {
    await this.dropZone().evaluate(
      (zone, file) => {
        const data = new DataTransfer();
        const binary = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([binary], file.name, { type: file.mimeType }));
        zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      { name, mimeType, base64: bytes.toString('base64') },
    );
  }

  /** Pastes an image from the clipboard (Ctrl+V of a screenshot). */
  async paste(name: string, mimeType: string, bytes: Buffer): Promise<void> {
    await this.page.evaluate(
      (file) => {
        const data = new DataTransfer();
        const binary = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([binary], file.name, { type: file.mimeType }));
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      { name, mimeType, base64: bytes.toString('base64') },
    );
  }
}
