/** A side panel's content while it loads: its code, or the data it shows. */
export function PanelLoading({ text }: { text: string }) {
  return (
    <p className="panel-loading" role="status">
      {text}
    </p>
  );
}
