/** Words for a song: verses are sung in turn, the chorus each time the chorus comes round. */
export interface SongWords {
  /** Synced words become LRC lines at the melody's phrases; plain words are stored as text only. */
  synced: boolean;
  verses: string[][];
  chorus: string[];
}

/** Original words for some demo tracks, by track name. */
export const SONG_WORDS: Record<string, SongWords> = {
  'Coastal Highway': {
    synced: true,
    verses: [
      [
        'Salt on the windscreen, the radio low',
        'Mile after mile where the night rivers go',
        'Your hand on the dial, the city behind',
        'Nothing ahead but the white broken line',
      ],
      [
        'Cranes in the harbour like sleeping giants',
        'Streetlights that flicker in quiet defiance',
        'We never said where we were heading to',
        'Only that morning was overdue',
      ],
    ],
    chorus: [
      'Drive, drive, the coast is on fire',
      'Neon and water and wire',
      'Hold on, hold on, the road is a song',
      'And we have been singing it all night long',
    ],
  },
  'Tail Lights': {
    synced: true,
    verses: [
      [
        'Red in the rear-view, fading from sight',
        'Two little embers that burn through the night',
        'I counted the exits, I counted to ten',
        'I never could count on you coming again',
      ],
    ],
    chorus: [
      'Tail lights, tail lights',
      'Leaving a trail in the rain',
      'Tail lights, tail lights',
      'Calling me back down the lane',
    ],
  },
  Windowsill: {
    synced: true,
    verses: [
      [
        'Rain on the glass like a slow drum loop',
        'Tea going cold and a half-written note',
        'The plants on the sill are leaning to light',
        'I am leaning too, into Sunday night',
      ],
      [
        'Pages of songs that I never will play',
        'Stacked like the clouds on a grey holiday',
        'The kettle is singing a key of its own',
        'I hum along softly, alone but at home',
      ],
    ],
    chorus: [
      'Stay a while, stay a while',
      'Nothing is urgent today',
      'Stay a while, stay a while',
      'Let the rain carry the day',
    ],
  },
  'Reading Room': {
    synced: true,
    verses: [
      [
        'Green lamps in rows and a clock that is slow',
        'Whispers of pages wherever you go',
        'I came here to study, I stayed for the sound',
        'Of a thousand quiet stories all around',
      ],
    ],
    chorus: [
      'Turn the page, turn the page',
      'The night is long and kind',
      'Turn the page, turn the page',
      'And leave the day behind',
    ],
  },
  'Salt Road': {
    synced: true,
    verses: [
      [
        'Down by the salt road the gorse is in bloom',
        'My father walked here with a song and a tune',
        'The wind off the water was bitter and bright',
        'He sang to the gulls till the fall of the night',
      ],
      [
        'I carry his whistle, I carry his name',
        'The road is the same though the walker is changed',
        'And every grey stone that I pass on the way',
        'Remembers a verse that he taught me to play',
      ],
    ],
    chorus: [
      'Oh the salt road, the salt road',
      'Winding along by the sea',
      'Oh the salt road, the salt road',
      'Carry me home, carry me',
    ],
  },
  'The Weaver': {
    synced: true,
    verses: [
      [
        'She weaves by the window in morning light',
        'Blue for the ocean and grey for the night',
        'A thread for the sailor, a thread for the bride',
        'A thread for the ones on the far side of the tide',
      ],
    ],
    chorus: [
      'Weave it slow, weave it true',
      'Every thread comes back to you',
      'Weave it slow, weave it fine',
      'Yours is the pattern and mine',
    ],
  },
  Whitethorn: {
    synced: true,
    verses: [
      [
        'Leave the whitethorn standing where it grows',
        'Nobody cuts it and everyone knows',
        'The old ones are sleeping beneath its white crown',
        'So go round the field and not through it, go round',
      ],
    ],
    chorus: ['Whitethorn, whitethorn', 'Blossom of May', 'Whitethorn, whitethorn', 'Guard us today'],
  },
  'Blue Hour': {
    synced: true,
    verses: [
      [
        'The sky turns the colour of a saxophone',
        'The city exhales and the day has gone home',
        'A table for two by the window is free',
        'The band has a song that was written for me',
      ],
    ],
    chorus: [
      'Blue hour, blue hour',
      'Hold the light a little while',
      'Blue hour, blue hour',
      'Give me one more smile',
    ],
  },
  Riverlight: {
    synced: true,
    verses: [
      [
        'Under the bridges the water is gold',
        'Stories of rain that the river has told',
        'Bass in my chest like a second heartbeat',
        'Carrying me through the sleep of the street',
      ],
    ],
    chorus: [
      'Riverlight, riverlight',
      'Flowing through the dark',
      'Riverlight, riverlight',
      'Every wave a spark',
    ],
  },
  'Cloud Kingdom': {
    synced: true,
    verses: [
      [
        'Jump to the clouds, there is gold in the sky',
        'Three little hearts and a reason to try',
        'The castle is floating, the music is fast',
        'One life remaining, make it the last',
      ],
    ],
    chorus: [
      'Up, up, up to the Cloud Kingdom',
      'Higher than ever before',
      'Up, up, up to the Cloud Kingdom',
      'Open the very last door',
    ],
  },
  'Home by the Shore': {
    synced: false,
    verses: [
      [
        'The kettle is on and the fire is lit',
        'The dog at the door and the chair where you sit',
        'Whatever the weather, wherever you roam',
        'There is a light in the window at home',
      ],
    ],
    chorus: ['Home by the shore, home by the shore', 'Nobody asks for anything more'],
  },
  'Moon Stair': {
    synced: false,
    verses: [
      [
        'A stair of light across the water',
        'Each step a breath, each breath slower',
        'Climb without moving',
        'Arrive without leaving',
      ],
    ],
    chorus: [],
  },
  'Daybreak Exit': {
    synced: false,
    verses: [['Lights up', 'Ears ringing', 'Cold air on the stairs', 'Everyone singing the bassline home']],
    chorus: [],
  },
};
