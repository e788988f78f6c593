import { toast } from '@travel/shared-ui/toast';
import { EXPORT_FILE_NAME, useExportData } from './api/exportData';

/** Saves the export as a JSON file through a temporary link. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "Download my data": profile, devices, bookings and price alerts as one JSON file. */
export function DownloadDataSection() {
  const exporting = useExportData();
  const onDownload = async () => {
    try {
      saveJson(await exporting.mutate(), EXPORT_FILE_NAME);
      toast.success('Your data has been downloaded');
    } catch {
      // The message is in exporting's state.
    }
  };
  return (
    <section className="ma-account__section" aria-labelledby="download-data">
      <h2 id="download-data">Download your data</h2>
      <p>One JSON file with your profile, signed-in devices, flight and hotel bookings, payments and price alerts.</p>
      {exporting.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {exporting.message}
        </p>
      )}
      <button
        type="button"
        className="tp-button"
        disabled={exporting.status === 'pending'}
        onClick={() => void onDownload()}
      >
        {exporting.status === 'pending' ? 'Preparing…' : 'Download my data'}
      </button>
    </section>
  );
}
