import { useState } from 'react';
import { Icon } from './Icon.js';
import styles from './MapFacade.module.css';

export interface MapFacadeProps {
  /** What the map shows, e.g. "Clayton, MO" (used in the map query and the labels). */
  place: string;
  /** Zoom level of the embedded map. */
  zoom?: number;
  /** Visible caption under the facade heading. */
  caption?: string;
}

/**
 * A map that costs nothing until the visitor asks for it: a drawn placeholder with a link to the
 * place on Google Maps (all it is without JavaScript); with the part's script, the link opens the
 * third-party map frame here instead (its requests and cookies only then). `data-script-control`
 * tells the page's part watcher that a tap before the script is ready is kept and replayed.
 */
export function MapFacade({ place, zoom = 11, caption }: MapFacadeProps) {
  const [open, setOpen] = useState(false);
  const src = `https://maps.google.com/maps?q=${encodeURIComponent(place)}&z=${zoom}&output=embed`;
  const link = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
  return (
    <div className={styles.map}>
      {open ? (
        <iframe
          className={styles.frame}
          src={src}
          title={`Map of ${place}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className={styles.facade}>
          <Icon name="mapPin" className={styles.pin} size={40} />
          <p className={styles.place}>{place}</p>
          {caption ? <p className={styles.caption}>{caption}</p> : null}
          <a
            className="btn btn-secondary"
            href={link}
            rel="noopener"
            data-script-control=""
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            {`Show map of ${place}`}
          </a>
        </div>
      )}
    </div>
  );
}
