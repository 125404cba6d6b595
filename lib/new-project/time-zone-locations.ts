import type { LatLng } from '@/lib/catalog/regions'

/**
 * A representative city per IANA time zone, as [lat, lng]. Browsers only tell us their time zone
 * (no geolocation prompt), so the zone's city stands in for "where the user is" when ranking regions.
 * Zones not listed (UTC, Etc/*, rare zones) mean the position is unknown.
 */
export const TIME_ZONE_LOCATIONS: Readonly<Record<string, LatLng>> = {
  // Americas
  'America/New_York': [40.7128, -74.006],
  'America/Detroit': [42.3314, -83.0458],
  'America/Toronto': [43.6532, -79.3832],
  'America/Montreal': [45.5019, -73.5674],
  'America/Halifax': [44.6488, -63.5752],
  'America/Chicago': [41.8781, -87.6298],
  'America/Winnipeg': [49.8951, -97.1384],
  'America/Denver': [39.7392, -104.9903],
  'America/Edmonton': [53.5461, -113.4938],
  'America/Phoenix': [33.4484, -112.074],
  'America/Los_Angeles': [34.0522, -118.2437],
  'America/Vancouver': [49.2827, -123.1207],
  'America/Anchorage': [61.2181, -149.9003],
  'America/Mexico_City': [19.4326, -99.1332],
  'America/Bogota': [4.711, -74.0721],
  'America/Caracas': [10.4806, -66.9036],
  'America/Lima': [-12.0464, -77.0428],
  'America/Santiago': [-33.4489, -70.6693],
  'America/Sao_Paulo': [-23.5505, -46.6333],
  'America/Argentina/Buenos_Aires': [-34.6037, -58.3816],
  'America/Buenos_Aires': [-34.6037, -58.3816],
  'Pacific/Honolulu': [21.3069, -157.8583],
  // Europe
  'Europe/London': [51.5072, -0.1276],
  'Europe/Dublin': [53.3498, -6.2603],
  'Europe/Lisbon': [38.7223, -9.1393],
  'Europe/Madrid': [40.4168, -3.7038],
  'Europe/Paris': [48.8566, 2.3522],
  'Europe/Brussels': [50.8503, 4.3517],
  'Europe/Amsterdam': [52.3676, 4.9041],
  'Europe/Berlin': [52.52, 13.405],
  'Europe/Zurich': [47.3769, 8.5417],
  'Europe/Rome': [41.9028, 12.4964],
  'Europe/Vienna': [48.2082, 16.3738],
  'Europe/Prague': [50.0755, 14.4378],
  'Europe/Warsaw': [52.2297, 21.0122],
  'Europe/Copenhagen': [55.6761, 12.5683],
  'Europe/Oslo': [59.9139, 10.7522],
  'Europe/Stockholm': [59.3293, 18.0686],
  'Europe/Helsinki': [60.1699, 24.9384],
  'Europe/Athens': [37.9838, 23.7275],
  'Europe/Bucharest': [44.4268, 26.1025],
  'Europe/Istanbul': [41.0082, 28.9784],
  'Europe/Kyiv': [50.4501, 30.5234],
  'Europe/Kiev': [50.4501, 30.5234],
  'Europe/Moscow': [55.7558, 37.6173],
  // Africa and the Middle East
  'Africa/Cairo': [30.0444, 31.2357],
  'Africa/Lagos': [6.5244, 3.3792],
  'Africa/Nairobi': [-1.2921, 36.8219],
  'Africa/Johannesburg': [-26.2041, 28.0473],
  'Asia/Jerusalem': [31.7683, 35.2137],
  'Asia/Riyadh': [24.7136, 46.6753],
  'Asia/Dubai': [25.2048, 55.2708],
  // Asia-Pacific
  'Asia/Karachi': [24.8607, 67.0011],
  'Asia/Kolkata': [22.5726, 88.3639],
  'Asia/Calcutta': [22.5726, 88.3639],
  'Asia/Dhaka': [23.8103, 90.4125],
  'Asia/Bangkok': [13.7563, 100.5018],
  'Asia/Ho_Chi_Minh': [10.8231, 106.6297],
  'Asia/Jakarta': [-6.2088, 106.8456],
  'Asia/Kuala_Lumpur': [3.139, 101.6869],
  'Asia/Singapore': [1.3521, 103.8198],
  'Asia/Manila': [14.5995, 120.9842],
  'Asia/Hong_Kong': [22.3193, 114.1694],
  'Asia/Shanghai': [31.2304, 121.4737],
  'Asia/Taipei': [25.033, 121.5654],
  'Asia/Seoul': [37.5665, 126.978],
  'Asia/Tokyo': [35.6762, 139.6503],
  'Australia/Perth': [-31.9505, 115.8605],
  'Australia/Adelaide': [-34.9285, 138.6007],
  'Australia/Brisbane': [-27.4698, 153.0251],
  'Australia/Melbourne': [-37.8136, 144.9631],
  'Australia/Sydney': [-33.8688, 151.2093],
  'Pacific/Auckland': [-36.8485, 174.7633],
}

/** The representative point of a time zone, or undefined when the zone says nothing about position. */
export function locationFromTimeZone(timeZone: string | undefined): LatLng | undefined {
  if (!timeZone || !Object.hasOwn(TIME_ZONE_LOCATIONS, timeZone)) return undefined
  return TIME_ZONE_LOCATIONS[timeZone]
}

/** "Europe/Berlin" → "Berlin", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')
}
