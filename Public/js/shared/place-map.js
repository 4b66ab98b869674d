// A place on a map: Leaflet (Debian's libjs-leaflet, served by us at /vendor/leaflet/) when the
// server names a tile source and the network is there. The page always shows the coordinates
// and an "Open in Maps" link beside the holder; they are all there is offline or without tiles.
//
// The holder: <div data-map hidden data-lat data-lon data-tiles data-attribution data-label>.
// It stays hidden until Leaflet draws, and hides again when no tile loads.

/** Draws the map in `holder`, if it names tiles; resolves once drawn or given up. */
export async function mountPlaceMap(holder) {
  if (!holder || !holder.dataset.tiles || !navigator.onLine) return;
  const { lat, lon, tiles, attribution, label } = holder.dataset;
  try {
    if (!document.querySelector('link[href="/vendor/leaflet/leaflet.css"]')) {
      const style = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/vendor/leaflet/leaflet.css" });
      document.head.append(style);
    }
    const L = await import("/vendor/leaflet/leaflet.esm.js");
    holder.hidden = false;
    const map = L.map(holder, { scrollWheelZoom: false, attributionControl: true }).setView([Number(lat), Number(lon)], 13);
    let loaded = 0;
    const layer = L.tileLayer(tiles, { maxZoom: 18, attribution: attribution ?? "" });
    layer.on("tileload", () => { loaded += 1; });
    layer.on("tileerror", () => { if (loaded === 0) holder.hidden = true; });
    layer.addTo(map);
    L.marker([Number(lat), Number(lon)], {
      icon: L.divIcon({ className: "map-pin", html: "", iconSize: [18, 18] }),
      title: label ?? "", alt: label ?? "",
    }).addTo(map);
  } catch {
    holder.hidden = true;
  }
}
