import type { GenreName } from '../music/styles';

/** An album as written by hand: its name, its tracks' names, and whether the music runs on between tracks. */
export interface AlbumDraft {
  name: string;
  year: number;
  tags: string[];
  /** A continuous album (a live set, a suite) is rendered as one piece and cut at bar lines between tracks. */
  continuous: boolean;
  tracks: string[];
}

export interface ArtistDraft {
  name: string;
  genre: GenreName;
  /** A second genre the artist is also listed under. */
  alsoGenre: GenreName | null;
  verified: boolean;
  city: string;
  country: string;
  bio: string;
  albums: AlbumDraft[];
}

/** The demo artists. Every name, place and word here is invented for the demo catalogue. */
export const ARTISTS: ArtistDraft[] = [
  {
    name: 'Neon Harbor',
    genre: 'synthwave',
    alsoGenre: null,
    verified: true,
    city: 'Rotterdam',
    country: 'Netherlands',
    bio: 'Neon Harbor builds long night drives out of analogue-style pads, gated snares and arpeggios that never quite sit still. The project started in a container studio by the port and still sounds like sodium light on wet asphalt.',
    albums: [
      {
        name: 'Night Drive Atlas',
        year: 2023,
        tags: ['night drive', 'retro', 'late night'],
        continuous: false,
        tracks: [
          'Coastal Highway',
          'Sodium Lights',
          'Overpass',
          'Mirror Lake Exit',
          'Tail Lights',
          'Last Ferry Home',
        ],
      },
      {
        name: 'Chrome Tides',
        year: 2025,
        tags: ['retro', 'upbeat'],
        continuous: false,
        tracks: ['Chrome Tides', 'Afterglow Arcade', 'Harbour Radio', 'Vapour Trails', 'Low Tide Signal'],
      },
    ],
  },
  {
    name: 'Velvet Static',
    genre: 'lo-fi',
    alsoGenre: 'jazz',
    verified: true,
    city: 'Montréal',
    country: 'Canada',
    bio: 'Velvet Static records electric piano loops onto a worn cassette deck and lets the hiss stay. Beats for rainy afternoons, written between shifts at a second-hand record shop.',
    albums: [
      {
        name: 'Rainy Windowsill Tapes',
        year: 2022,
        tags: ['study', 'chill', 'rainy day'],
        continuous: false,
        tracks: ['Kettle On', 'Windowsill', 'Umbrella Queue', 'Tram 55', 'Folded Letters', 'Soft Radiator'],
      },
      {
        name: 'Late Library',
        year: 2024,
        tags: ['study', 'focus', 'late night'],
        continuous: false,
        tracks: ['Reading Room', 'Index Cards', 'Overdue', 'Quiet Stacks', 'Lamp Hum'],
      },
    ],
  },
  {
    name: 'Aster Vale',
    genre: 'ambient',
    alsoGenre: null,
    verified: false,
    city: 'Reykjavík',
    country: 'Iceland',
    bio: 'Aster Vale makes slow, weather-shaped music: drones that open like fog lifting, and bell tones placed far apart. Each album is meant to be heard from start to end, without a pause.',
    albums: [
      {
        name: 'Tidal Rooms',
        year: 2021,
        tags: ['dreamy', 'focus', 'sleep'],
        continuous: true,
        tracks: ['First Room', 'Salt Window', 'Undertow Hall', 'Moon Stair', 'Last Room'],
      },
      {
        name: 'Glass Meadows',
        year: 2024,
        tags: ['dreamy', 'sleep'],
        continuous: false,
        tracks: ['Frost Lines', 'Glass Meadow', 'Slow Aurora', 'Snowlight'],
      },
    ],
  },
  {
    name: 'Kessler Grid',
    genre: 'techno',
    alsoGenre: null,
    verified: true,
    city: 'Berlin',
    country: 'Germany',
    bio: 'Kessler Grid plays hypnotic, hardware-only techno: a resonant bassline, a kick that does not stop, and stabs that drift in and out of phase. The live sets are recorded in one take.',
    albums: [
      {
        name: 'Live at Halle 9',
        year: 2025,
        tags: ['live', 'dance', 'deep'],
        continuous: true,
        tracks: [
          'Doors Open',
          'Pressure Room',
          'Concrete Bloom',
          'Strobe Sequence',
          'Hall of Mirrors',
          'Daybreak Exit',
        ],
      },
      {
        name: 'Signal / Noise',
        year: 2023,
        tags: ['dance', 'deep'],
        continuous: false,
        tracks: ['Carrier', 'Interference', 'Phase Lock', 'Dead Channel'],
      },
    ],
  },
  {
    name: 'Pixel Parade',
    genre: 'chiptune',
    alsoGenre: null,
    verified: false,
    city: 'Lisbon',
    country: 'Portugal',
    bio: 'Pixel Parade writes bright, fast tunes with the limits of an 8-bit console: two square waves, a triangle and a noise channel. Every song is a level you have not played yet.',
    albums: [
      {
        name: 'Cartridge Summer',
        year: 2022,
        tags: ['8-bit', 'upbeat', 'retro'],
        continuous: false,
        tracks: ['Press Start', 'Cloud Kingdom', 'Boss Rush', 'Secret Warp', 'High Score', 'Credits Roll'],
      },
    ],
  },
  {
    name: 'Juniper Keys Quartet',
    genre: 'jazz',
    alsoGenre: 'lo-fi',
    verified: true,
    city: 'Chicago',
    country: 'United States',
    bio: 'A small band around an electric piano: walking bass, brushed ride, and tunes that take the long way home. Juniper Keys Quartet plays late sets in a basement club on the South Side.',
    albums: [
      {
        name: 'Blue Hour Sessions',
        year: 2020,
        tags: ['late night', 'warm', 'instrumental'],
        continuous: false,
        tracks: ['Blue Hour', 'Elevated Train', 'Corner Booth', 'Marigold', 'One More Chorus'],
      },
      {
        name: 'Midnight Standards',
        year: 2024,
        tags: ['warm', 'late night'],
        continuous: false,
        tracks: ['Lakeshore Drive Time', 'Velvet Rope', 'Slow Burn Waltz', 'Night Owl Stomp', 'Last Call'],
      },
    ],
  },
  {
    name: 'Wren & the Willows',
    genre: 'folk',
    alsoGenre: null,
    verified: false,
    city: 'Galway',
    country: 'Ireland',
    bio: 'Fingerpicked guitars, a tin whistle and songs about roads and weather. Wren & the Willows began as a kitchen session and never quite left the kitchen.',
    albums: [
      {
        name: 'Salt Road Songs',
        year: 2023,
        tags: ['acoustic', 'warm', 'vocal'],
        continuous: false,
        tracks: [
          'Salt Road',
          'The Weaver',
          'Low Tide at Spiddal',
          'Whitethorn',
          'Lantern Field',
          'Home by the Shore',
        ],
      },
    ],
  },
  {
    name: 'Sublevel',
    genre: 'drum-and-bass',
    alsoGenre: null,
    verified: true,
    city: 'Bristol',
    country: 'United Kingdom',
    bio: 'Sublevel makes liquid drum & bass: rolling breaks at 174, a sub you feel more than hear, and warm chords floating on top. Made for the last hour of a long night.',
    albums: [
      {
        name: 'Undercurrent',
        year: 2024,
        tags: ['dance', 'night drive', 'deep'],
        continuous: false,
        tracks: ['Undercurrent', 'Riverlight', 'Fathom', 'Night Bus', 'Harbour Wall', 'Deep Blue Hour'],
      },
    ],
  },
];
