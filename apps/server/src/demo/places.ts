import type { Country } from '@fleetwatt/shared';

/** Where drivers live: towns with their postcodes, map position and licence-plate district. */
export interface Place {
  city: string;
  zips: readonly string[];
  lat: number;
  lon: number;
  plate: string;
}

export interface Region {
  country: Country;
  names: NameSet;
  places: readonly Place[];
  streets: readonly string[];
  /** Hours from UTC in winter; summer adds one (close enough for evening charging times). */
  utcOffsetWinter: number;
}

export type NameSet = 'DE' | 'AT' | 'CH' | 'US';
export type RegionKey = 'MUC' | 'BER' | 'VIE' | 'IBK' | 'ZRH' | 'AUS';

export const REGIONS: Record<RegionKey, Region> = {
  MUC: {
    country: 'GERMANY',
    names: 'DE',
    utcOffsetWinter: 1,
    places: [
      { city: 'München', zips: ['80331', '80469', '80538', '80634', '80796', '80802', '81369', '81541', '81667', '81925'], lat: 48.137, lon: 11.575, plate: 'M' },
      { city: 'Garching b. München', zips: ['85748'], lat: 48.249, lon: 11.651, plate: 'M' },
      { city: 'Ottobrunn', zips: ['85521'], lat: 48.064, lon: 11.664, plate: 'M' },
      { city: 'Freising', zips: ['85354', '85356'], lat: 48.403, lon: 11.749, plate: 'FS' },
      { city: 'Dachau', zips: ['85221'], lat: 48.26, lon: 11.434, plate: 'DAH' },
      { city: 'Starnberg', zips: ['82319'], lat: 47.999, lon: 11.34, plate: 'STA' },
      { city: 'Germering', zips: ['82110'], lat: 48.133, lon: 11.367, plate: 'FFB' },
    ],
    streets: [
      'Leopoldstraße', 'Schellingstraße', 'Nymphenburger Straße', 'Lindwurmstraße', 'Rosenheimer Straße',
      'Landsberger Straße', 'Ungererstraße', 'Belgradstraße', 'Hohenzollernstraße', 'Fraunhoferstraße',
      'Wörthstraße', 'Bahnhofstraße', 'Hauptstraße', 'Lindenweg', 'Am Mühlbach', 'Gartenstraße',
    ],
  },
  BER: {
    country: 'GERMANY',
    names: 'DE',
    utcOffsetWinter: 1,
    places: [
      { city: 'Berlin', zips: ['10115', '10119', '10243', '10405', '10437', '10961', '12047', '12437'], lat: 52.52, lon: 13.405, plate: 'B' },
      { city: 'Potsdam', zips: ['14467', '14469'], lat: 52.391, lon: 13.064, plate: 'P' },
    ],
    streets: ['Kastanienallee', 'Schönhauser Allee', 'Danziger Straße', 'Bergmannstraße', 'Sonnenallee', 'Warschauer Straße', 'Brunnenstraße'],
  },
  VIE: {
    country: 'AUSTRIA',
    names: 'AT',
    utcOffsetWinter: 1,
    places: [
      { city: 'Wien', zips: ['1020', '1030', '1040', '1050', '1070', '1090', '1100', '1120', '1180', '1190'], lat: 48.208, lon: 16.373, plate: 'W' },
      { city: 'Mödling', zips: ['2340'], lat: 48.086, lon: 16.288, plate: 'MD' },
      { city: 'Klosterneuburg', zips: ['3400'], lat: 48.305, lon: 16.325, plate: 'TU' },
      { city: 'Schwechat', zips: ['2320'], lat: 48.139, lon: 16.47, plate: 'BL' },
    ],
    streets: [
      'Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Währinger Straße', 'Favoritenstraße', 'Alser Straße',
      'Wiedner Hauptstraße', 'Hietzinger Kai', 'Grinzinger Allee', 'Hauptplatz', 'Schubertgasse',
    ],
  },
  IBK: {
    country: 'AUSTRIA',
    names: 'AT',
    utcOffsetWinter: 1,
    places: [
      { city: 'Innsbruck', zips: ['6020'], lat: 47.269, lon: 11.404, plate: 'I' },
      { city: 'Hall in Tirol', zips: ['6060'], lat: 47.283, lon: 11.508, plate: 'IL' },
      { city: 'Telfs', zips: ['6410'], lat: 47.307, lon: 11.073, plate: 'IL' },
      { city: 'Schwaz', zips: ['6130'], lat: 47.352, lon: 11.709, plate: 'SZ' },
      { city: 'Wörgl', zips: ['6300'], lat: 47.489, lon: 12.062, plate: 'KU' },
    ],
    streets: ['Maria-Theresien-Straße', 'Anichstraße', 'Amraser Straße', 'Höttinger Au', 'Dorfstraße', 'Salzburger Straße', 'Innstraße'],
  },
  ZRH: {
    country: 'SWITZERLAND',
    names: 'CH',
    utcOffsetWinter: 1,
    places: [
      { city: 'Zürich', zips: ['8003', '8004', '8006', '8008', '8032', '8037', '8045', '8050', '8057'], lat: 47.377, lon: 8.54, plate: 'ZH' },
      { city: 'Winterthur', zips: ['8400', '8404'], lat: 47.5, lon: 8.724, plate: 'ZH' },
      { city: 'Uster', zips: ['8610'], lat: 47.348, lon: 8.718, plate: 'ZH' },
      { city: 'Dübendorf', zips: ['8600'], lat: 47.397, lon: 8.618, plate: 'ZH' },
      { city: 'Baden', zips: ['5400'], lat: 47.473, lon: 8.306, plate: 'AG' },
    ],
    streets: ['Langstrasse', 'Seefeldstrasse', 'Badenerstrasse', 'Hardturmstrasse', 'Winterthurerstrasse', 'Forchstrasse', 'Dorfstrasse', 'Seestrasse'],
  },
  AUS: {
    country: 'UNITED_STATES',
    names: 'US',
    utcOffsetWinter: -6,
    places: [
      { city: 'Austin', zips: ['78702', '78704', '78731', '78745', '78751', '78757'], lat: 30.267, lon: -97.743, plate: 'TX' },
      { city: 'Round Rock', zips: ['78664', '78681'], lat: 30.508, lon: -97.679, plate: 'TX' },
      { city: 'Cedar Park', zips: ['78613'], lat: 30.505, lon: -97.82, plate: 'TX' },
      { city: 'Pflugerville', zips: ['78660'], lat: 30.439, lon: -97.62, plate: 'TX' },
    ],
    streets: ['Burnet Rd', 'S Lamar Blvd', 'Guadalupe St', 'Manor Rd', 'Airport Blvd', 'E Riverside Dr', 'Brodie Ln', 'Parmer Ln'],
  },
};

export const FIRST_NAMES: Record<NameSet, readonly string[]> = {
  DE: [
    'Jonas', 'Felix', 'Lukas', 'Maximilian', 'Paul', 'Leon', 'Tim', 'Jan', 'Niklas', 'Sebastian', 'Tobias', 'Moritz',
    'Florian', 'Matthias', 'Stefan', 'Laura', 'Anna', 'Lea', 'Sophie', 'Julia', 'Hannah', 'Lena', 'Marie', 'Katrin',
    'Sandra', 'Claudia', 'Miriam', 'Franziska', 'Johanna', 'Carina',
  ],
  AT: [
    'Lukas', 'Tobias', 'Florian', 'Stefan', 'Markus', 'Thomas', 'Christoph', 'Andreas', 'Bernhard', 'Clemens', 'Dominik',
    'Katharina', 'Julia', 'Lisa', 'Anna', 'Sabine', 'Elisabeth', 'Theresa', 'Magdalena', 'Johanna', 'Valentina', 'Verena',
  ],
  CH: [
    'Luca', 'Noah', 'Leon', 'Jan', 'Nico', 'Reto', 'Urs', 'Beat', 'Marco', 'Simon', 'Adrian', 'Mia', 'Lea', 'Anna',
    'Laura', 'Sarah', 'Nadine', 'Corinne', 'Sandra', 'Seraina', 'Andrea', 'Martina',
  ],
  US: [
    'James', 'Michael', 'Robert', 'David', 'William', 'Joshua', 'Tyler', 'Austin', 'Brandon', 'Carlos', 'Diego',
    'Emily', 'Jessica', 'Ashley', 'Sarah', 'Madison', 'Olivia', 'Megan', 'Rachel', 'Lauren', 'Maria', 'Sofia',
  ],
};

export const LAST_NAMES: Record<NameSet, readonly string[]> = {
  DE: [
    'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer',
    'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger',
    'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Lehmann', 'Huber', 'Brandl', 'Obermaier',
  ],
  AT: [
    'Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs',
    'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier', 'Reiter', 'Wimmer', 'Egger', 'Brunner', 'Lang',
    'Baumgartner', 'Auer', 'Haas', 'Strasser',
  ],
  CH: [
    'Meier', 'Müller', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber',
    'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth', 'Kälin', 'Bachmann',
  ],
  US: [
    'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
    'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White',
    'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young',
  ],
};

/** Lower-case ASCII for an address part: "Schröder" -> "schroeder". */
export function asciiSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
