// The seed's pictures: each file of studio/seed/images/ once, with what it shows. A seed document
// shows a picture with `seedImage(name)`, which writes the file and its alt text, so the alt text
// is said here once; the sandbox's warehouse serves them as product photos, its own `warehouse-`
// pictures first, choosing by the places they show and the kind of trip
// (scripts/sandbox/warehouseImages.ts).
//
// A picture's name says whose it is, then what it shows: `<brand>-…` for a brand's documents
// (studio/seed/pictures.test.ts: a picture belongs to one brand), `warehouse-…` for product photos,
// which no document shows. A drawn picture is named as its drawing, studio/seed/illustrations/<name>.svg;
// `npm run seed:illustrations <name>` prints the file to write here.

import type { ProductType } from '../../web/src/site/products'

export interface Picture {
  /** The file of studio/seed/images/. */
  file: `${string}-${number}x${number}.${'jpg' | 'svg'}`
  /**
   * The places it shows, the most precise first (a town or a course, then its region, then its
   * country), as the warehouse names destinations; empty for a picture of no one place.
   */
  places: readonly string[]
  /**
   * The kind of trip it shows, where it shows one (a golf course, a train, a ship): a product
   * photo of another kind of trip does not use it. A landscape has none and suits any trip.
   */
  kind?: Exclude<ProductType, 'tour'>
  /** What it shows, for people who cannot see it: the alt text wherever it is shown. */
  alt: string
}

export const PICTURES = {
  // Wayfarer Tours
  'tours-alpine-lake-peaks': {
    file: 'c26fc0e7cc151b4a6083809d2c8e63e8789cc206-1600x1000.jpg',
    places: ['Alps'],
    alt: 'Illustration of a turquoise lake below snow-capped peaks, with a village of chalets and a church on the far shore, pine trees and a rowing boat',
  },
  'tours-fjord-village': {
    file: '57f3c030e4770b72bc57fb1bbabaa9b802a80013-1600x1000.jpg',
    places: ['Norwegian Fjords', 'Norway'],
    alt: 'Illustration of a Norwegian fjord between steep green walls, with a waterfall, snowy peaks at its head and a village of red and ochre cabins by a jetty',
  },
  'tours-greek-island-village': {
    file: '29e8ed2bce61fc9977994162e239fc7aa531d148-1600x1000.jpg',
    places: ['Greek Islands', 'Greece'],
    alt: 'Illustration of whitewashed houses with blue doors and a blue-domed church stepping down a Greek island hillside to a deep blue sea, with a windmill on the ridge and pink bougainvillea',
  },
  'tours-highland-loch-castle': {
    file: '47c7e8e905489c4ba1f5ce1af60c1ad9efcad004-1600x1000.jpg',
    places: ['Scottish Highlands', 'Scotland'],
    alt: 'Illustration of a stone castle on a small island in a Highland loch, with purple heather hills behind, heather and bracken on the shore and a stag',
  },
  'tours-hoi-an-lanterns': {
    file: '20dad227746d577fc4e77a226afa9ff7495e8d47-1200x1200.jpg',
    places: ['Hoi An', 'Vietnam'],
    alt: 'Illustration of Hoi An’s ochre shophouses at night, strung with red, yellow, pink and green silk lanterns reflected in the Thu Bon River',
  },
  'tours-hue-imperial-gate': {
    file: 'ce919d1d7b64029042c9e26c522cc4f8d4602084-1600x1000.jpg',
    places: ['Hue', 'Vietnam'],
    alt: 'Illustration of the Imperial City gate at Hue, a red pavilion with tiered golden roofs on a stone base with three arches, above a lotus pond with palms at sunset',
  },
  'tours-inca-trail-machu-picchu': {
    file: '09f15433796fbfc4d2bb37a2cfb76d9ed3155afb-1600x1000.jpg',
    places: ['Machu Picchu', 'Inca Trail', 'Peru'],
    alt: 'Illustration of the stone ruins of Machu Picchu on their terraced ridge below the green peak of Huayna Picchu, cloud in the valleys and a llama on a terrace',
  },
  'tours-japan-pagoda-fuji': {
    file: '29872c0d60b64566a5f885beb1fcea2ab698c630-1600x1000.jpg',
    places: ['Mt Fuji', 'Japan'],
    alt: 'Illustration of a red five-storey pagoda on a lakeshore below snow-capped Mt Fuji, with pink cherry blossom trees in the foreground',
  },
  'tours-kyoto-yasaka-pagoda': {
    file: 'b8cffeb7100219db9610a86ee41fcabee01f94b9-1600x1000.jpg',
    places: ['Kyoto', 'Japan'],
    alt: 'Illustration of a stone-paved lane in Kyoto between dark wooden townhouses, rising to the five-storey Yasaka pagoda, with cherry blossom and a figure in a red kimono under a parasol',
  },
  'tours-lan-ha-bay-karsts': {
    file: '042be4f5a5188ce3b6ce5e0ed0c212b3ceae7d86-1600x1000.jpg',
    places: ['Lan Ha Bay', 'Vietnam'],
    alt: 'Illustration of rows of limestone karsts rising from Lan Ha Bay at sunset, with a wooden tour boat and two kayaks on the calm green water',
  },
  'tours-local-leader-group': {
    file: 'a2d0e4a80947a39491151fce153ca4437229184a-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a local leader in red pointing the way along a village lane to a small group of travellers with day packs and sun hats, tiled houses and trees on the hills behind',
  },
  'tours-mountain-ridges-dawn': {
    file: 'b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
    places: [],
    alt: 'Illustration of layered mountain ridges in soft pink and violet at dawn, with a low sun rising behind the peaks and a flock of birds',
  },
  'tours-old-town-river-bridge': {
    file: '0390cb820f545c360c6cbb4c9ebb838ce4415eb8-1600x1000.jpg',
    places: ['Central Europe'],
    alt: 'Illustration of an old town of colourful gabled houses, a green-domed church and a tall spire along a river, with a stone arched bridge in front and a castle on the hill behind',
  },
  'tours-outback-red-rock': {
    file: '983a34b2f7c8399f16325c1c2181a0bc91813d16-1600x1000.jpg',
    places: ['Red Centre', 'Australia'],
    alt: 'Illustration of a great red monolith rising from the flat red desert of the Australian outback at sunset, with spinifex tufts and desert oaks',
  },
  'tours-plane-window-coast': {
    file: '6875667ff7f5cb5a5413b00e2d68fc8eb488e116-1600x1000.jpg',
    places: [],
    alt: 'Illustration of the view from an aeroplane window, a wing over white clouds and a coastline far below, with a passport and boarding pass tucked in a seat pocket',
  },
  'tours-porto-riverside': {
    file: '41028d33e93325a9ff1f81116a9dbf63a0e8725d-1600x1000.jpg',
    places: ['Porto', 'Portugal'],
    alt: 'Illustration of Porto’s hillside of tall coloured houses below the cathedral’s twin towers, with the two-deck iron arch bridge over the Douro and rabelo boats with square sails',
  },
  'tours-rice-terraces': {
    file: '444b5006d3874348f9726f2b87435590e990ffa3-1600x1000.jpg',
    places: ['Northern Vietnam', 'Vietnam'],
    alt: 'Illustration of bright green rice terraces curving across a hillside in northern Vietnam, with water-filled paddies, a small wooden hut and misty mountains behind',
  },
  'tours-sahara-desert-camp': {
    file: 'f141e4356b7b0b11a04cc79e4c4f8ded2b3d7557-1600x1000.jpg',
    places: ['Erg Chebbi', 'Sahara', 'Morocco'],
    alt: 'Illustration of a desert camp of pale tents round a fire among the orange dunes of Erg Chebbi at dusk, two camels on the ridge and a crescent moon in a starry sky',
  },
  'tours-sahara-kasbah': {
    file: '15a688118dace1eefc9ceb0b5073536179818aa8-1600x1000.jpg',
    places: ['Sahara', 'Morocco'],
    alt: 'Illustration of a mud-brick kasbah with crenellated towers and date palms on a ridge of orange Saharan dunes under a low, glowing sun',
  },
  'tours-sailing-ship-cove': {
    file: '91ec520a56b7e2d834dabc364790f06989969b94-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a small two-masted sailing ship at anchor in a turquoise cove between pine-topped limestone headlands, with a paddleboarder near the beach',
  },
  'tours-sapa-village-school': {
    file: '60ff7fed80f32cbc0a2d667c28e8aa9117d6988a-1600x1000.jpg',
    places: ['Sapa', 'Northern Vietnam', 'Vietnam'],
    alt: 'Illustration of a new village school with a blue tin roof and a Vietnamese flag among the rice terraces above Sapa, misty mountains behind and children with school bags in front',
  },
  'tours-steam-train-valley': {
    file: '65ce8e126d6ce13c1af8f285f57c09ec1383b3a1-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a black steam locomotive with red wheels pulling green carriages along a valley at sunset, trailing white steam, with a village church on the hill and a river in front',
  },

  // Tidewater Cruises
  'cruises-alaska-glacier': {
    file: '3d2a74b5274a717185beafecb4930325f97d328e-1600x1000.jpg',
    places: ['Alaska'],
    kind: 'cruise',
    alt: 'Illustration of a small white expedition ship below the blue-white face of a glacier between snow-capped Alaskan mountains, with ice floes, spruce trees and a humpback whale’s tail',
  },
  'cruises-budapest-danube': {
    file: '64cfc25f6d8cdad8c995649b16ebf831dfb9191f-1600x1000.jpg',
    places: ['Budapest', 'Danube', 'Hungary'],
    kind: 'cruise',
    alt: 'Illustration of Budapest’s Parliament lit gold on the bank of the Danube at dusk, with a river cruise ship passing, its windows glowing',
  },
  'cruises-danube-river-ship': {
    file: '285e2cfa8071b4ee70987262cbcc309895e17df0-1600x1000.jpg',
    places: ['Danube'],
    kind: 'cruise',
    alt: 'Illustration of a long white river cruise ship on the Danube, passing a village with a blue church tower, striped vineyard slopes and a ruined castle on the hill',
  },
  'cruises-dubrovnik-harbour': {
    file: '2d54294e2b75ce3a8a444fe340d30d82d8f9dafb-1600x1000.jpg',
    places: ['Dubrovnik', 'Croatia', 'Mediterranean'],
    kind: 'cruise',
    alt: 'Illustration of a small white cruise ship tied up at the quay below Dubrovnik’s city walls, a round fort and the red roofs of the old town, with a sailing boat in the bay',
  },
  'cruises-fjord-northern-lights': {
    file: 'c1fae036af3baec78d1592dc23a9c588806c844c-1600x1000.jpg',
    places: ['Norwegian Fjords', 'Norway'],
    kind: 'cruise',
    alt: 'Illustration of a white cruise ship with lit decks sailing a dark fjord under green northern lights and a full moon',
  },
  'cruises-fjord-seven-sisters': {
    file: '905c377513bdd6679e0c6f1d3f9f7082f5040168-1600x1000.jpg',
    places: ['Geirangerfjord', 'Norwegian Fjords', 'Norway'],
    kind: 'cruise',
    alt: 'Illustration of a boat full of guests heading in under the Seven Sisters, seven waterfalls down a green cliff in Geirangerfjord, with their small cruise ship waiting further out',
  },
  'cruises-fjord-ship-waterfall': {
    file: '25f7175edcd29a54503d89155ec1b359b2a2d8e3-1600x1000.jpg',
    places: ['Norwegian Fjords', 'Norway'],
    kind: 'cruise',
    alt: 'Illustration of a small white cruise ship sailing between steep green fjord cliffs, with a tall waterfall on the left and snow-capped mountains in the distance',
  },
  'cruises-logo-blue-meridian': {
    file: 'f44af442e159ebcbdaf0afa09568e1c2aa04bccd-360x120.svg',
    places: [],
    alt: 'Blue Meridian Ocean Voyages',
  },
  'cruises-logo-coral-passage': {
    file: '927d6c61501d08e13a61460eb06896c7e30383d6-360x120.svg',
    places: [],
    alt: 'Coral Passage Yachts',
  },
  'cruises-logo-harbourline': {
    file: '027b0e3b98b076b6d1ada7530912533b8d780e49-360x120.svg',
    places: [],
    alt: 'Harbourline Port Transfers',
  },
  'cruises-logo-lotus-delta': {
    file: 'dce00e77981fccfc0a9499d2dbf19bf2d9a65905-360x120.svg',
    places: [],
    alt: 'Lotus Delta Mekong Cruises',
  },
  'cruises-logo-northbound': {
    file: '258c20109b3ffc42f04f030d77c68a45e526e013-360x120.svg',
    places: [],
    alt: 'Northbound Expeditions',
  },
  'cruises-logo-rhine-rhone': {
    file: '91634f6cd427b566a13c0b4c9dcce534c8d04396-360x120.svg',
    places: [],
    alt: 'Rhine & Rhône River Company',
  },
  'cruises-mekong-river-boat': {
    file: 'c5e8ec27f953150f3e6ee3752f2056a49253fda3-1600x1000.jpg',
    places: ['Mekong'],
    kind: 'cruise',
    alt: 'Illustration of a two-deck teak river ship with a red canopy on the brown Mekong at sunset, palms and a temple with a golden spire on the far bank',
  },
  'cruises-north-cape-midnight-sun': {
    file: 'be462abff6f132671b0db2a78149e75b3bbf886d-1600x1000.jpg',
    places: ['North Cape', 'Norway'],
    kind: 'cruise',
    alt: 'Illustration of the globe monument on the edge of the North Cape’s sheer dark cliff, the midnight sun low over the Arctic Ocean and a small cruise ship below',
  },
  'cruises-santorini-ship': {
    file: '4235f79b19aa334553fa27e47365361fdec75051-1200x1200.jpg',
    places: ['Santorini', 'Greek Islands', 'Greece', 'Mediterranean'],
    kind: 'cruise',
    alt: 'Illustration of whitewashed houses with blue domes and a windmill on a Santorini caldera cliff, above a white cruise ship anchored in a deep blue bay',
  },
  'cruises-ship-sunset': {
    file: 'e1d4dc0ed8076fb455b698211de182f58626a130-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a cruise ship silhouette with rows of lit cabin windows on a calm sea at sunset, the sun half-set on the horizon and a golden path across the water',
  },

  // Fairway Golf Journeys
  'golf-algarve-clifftop': {
    file: '9598d91218bc800511aeb98296ef1ec03a9b6bd6-1200x1200.jpg',
    places: ['Algarve', 'Portugal'],
    kind: 'golf-package',
    alt: 'Illustration of a clifftop green with a red flag above golden Algarve cliffs, with umbrella pines, a turquoise sea and a rock arch standing offshore',
  },
  'golf-clubhouse-terrace': {
    file: 'd35c9a11d24d3d77ee65a99f32d182a8b6498ef3-1600x1000.jpg',
    places: [],
    alt: 'Illustration of golfers raising their glasses at a table on a clubhouse terrace at dusk, lanterns strung above and the flag on the last green beyond the rail',
  },
  'golf-coastal-walk': {
    file: '98f68e0037025d7b01188e3508f7d3c14cf67e6f-1600x1000.jpg',
    places: [],
    alt: 'Illustration of two walkers with rucksacks on a clifftop path through wildflowers, above a turquoise cove and its beach',
  },
  'golf-england-birkdale-dunes': {
    file: '3833814165c81a8b02b94c726a6006388c07b8d3-1600x1000.jpg',
    places: ['Southport', 'England'],
    kind: 'golf-package',
    alt: 'Illustration of a white 1930s clubhouse among tall sand dunes on an English links, the fairway running up to a green with a red flag and pot bunkers either side',
  },
  'golf-group-first-tee': {
    file: 'e7d89ab786e645a005e83529d1aa28622f9da395-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a group of golfers on the first tee, one driving off while the others wait beside a buggy, the fairway falling away to a green among trees',
  },
  'golf-ireland-old-head': {
    file: '741253b7a8bba9c70c048a297961d778f1254813-1600x1000.jpg',
    places: ['Old Head of Kinsale', 'Ireland'],
    kind: 'golf-package',
    alt: 'Illustration of a links on a headland of sheer Atlantic cliffs in Ireland, with a whitewashed cottage, a stone wall, a red flag on the green and a black-and-white lighthouse at the point',
  },
  'golf-isle-of-man-links': {
    file: '87f0d3466976403389685c2d9fa58e67958b0523-1600x1000.jpg',
    places: ['Castletown', 'Isle of Man'],
    kind: 'golf-package',
    alt: 'Illustration of a links on a low rocky peninsula in the Irish Sea, with the island’s green hills across the bay and a white tower at the point',
  },
  'golf-junior-coaching': {
    file: 'e1d59d8cfd65be27b0d37b925799f8680b53711f-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a coach teaching three children to putt on a practice green, with little flags, a bucket of balls and trees behind',
  },
  'golf-links-lighthouse': {
    file: '0844e80dc3dc23153b75ffc879f6f2fb60b798f5-1600x1000.jpg',
    places: ['Scotland'],
    kind: 'golf-package',
    alt: 'Illustration of a Scottish links course by the sea, with a yellow flag on the green, a deep pot bunker, marram grass on the dunes and a red-and-white lighthouse on the headland',
  },
  'golf-new-zealand-lupins': {
    file: '418327c5932aae216555db9a49293e9d52ac4de2-1600x1000.jpg',
    places: ['South Island', 'New Zealand'],
    kind: 'golf-package',
    alt: 'Illustration of a fairway beneath the snowy Southern Alps of New Zealand, a braided river across the valley and purple, pink and white lupins in front',
  },
  'golf-northern-ireland-dunluce': {
    file: 'bac734cbce5c08292bf2b1cbc46f9b61aff27b3d-1600x1000.jpg',
    places: ['Dunluce', 'Causeway Coast', 'Northern Ireland'],
    kind: 'golf-package',
    alt: 'Illustration of the ruins of Dunluce Castle on their sea cliff on the Causeway Coast at sunset, with a links and its green in front',
  },
  'golf-old-town-links': {
    file: '4df1201cccda2f2c2e3cae91e5960f3cc0e3c8ae-1600x1000.jpg',
    places: ['St Andrews', 'Scotland'],
    kind: 'golf-package',
    alt: 'Illustration of the links at St Andrews beside the old grey stone town, with a clubhouse, a square church tower, a little stone bridge over a burn and a red flag on the green',
  },
  'golf-parkland-fairway': {
    file: '2ee30c300c63a63cd311093b47abee58d489220e-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a striped fairway winding between sand bunkers and leafy trees to a green with a red flag, with a pond in the foreground and hills beyond',
  },
  'golf-scotland-bass-rock': {
    file: 'bf537b791560f7c96020d7f11e9e893cf10e17a0-1600x1000.jpg',
    places: ['North Berwick', 'Scotland'],
    kind: 'golf-package',
    alt: 'Illustration of the links at North Berwick in evening light, a green with a bunker in front and a stone wall across the course, the white-topped Bass Rock and its lighthouse out at sea',
  },
  'golf-scotland-crail-harbour': {
    file: 'd3abb7184f39982b3b39ee1ffd5beb2e3053ee9f-1600x1000.jpg',
    places: ['Crail', 'East Neuk', 'Scotland'],
    kind: 'golf-package',
    alt: 'Illustration of the fishing village of Crail with red pantiled roofs round its little harbour and two boats, and a links running along the shore beyond',
  },
  'golf-spain-valderrama-cork': {
    file: '4a14997caaec573467c1350b85df7deeb37dfc8e-1600x1000.jpg',
    places: ['Sotogrande', 'Andalusia', 'Spain'],
    kind: 'golf-package',
    alt: 'Illustration of a fairway among spreading cork oaks in southern Spain, running to a green with a yellow flag, with the Rock of Gibraltar across the bay',
  },
  'golf-tailor-made-planning': {
    file: '12262fe4090165d4fe582f4054fff3e8fa74020c-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a desk seen from above, with a map marked with a route and a flag, a scorecard, a pencil, a golf ball on a tee, a passport and a cup of coffee',
  },
  'golf-travel-bag': {
    file: 'ee0d9f4b4c83d88310f35d4fb77d5324cb1f8a8a-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a padded golf travel bag and a red suitcase by an airport window, a plane climbing away from the runway',
  },
  'golf-vietnam-coast-sunset': {
    file: '36416978d6fc1a38045fb1b28fc54ed0c01db7a1-1600x1000.jpg',
    places: ['Central Vietnam', 'Vietnam'],
    kind: 'golf-package',
    alt: 'Illustration of a seaside green and bunkers on Vietnam’s central coast at sunset, framed by coconut palms, with the sun low over the sea and purple mountains behind',
  },
  'golf-wales-links-mountains': {
    file: '2eab9097b542c111c7d6e3379edd297da32a0a07-1600x1000.jpg',
    places: ['Wales'],
    kind: 'golf-package',
    alt: 'Illustration of a Welsh links by the sea, its fairway running up a valley towards mountains, with a stone chapel, sheep and a red flag on the green',
  },

  // Silver Line Rail Journeys
  'rail-adelaide-office-desk': {
    file: 'd238e70cd49d1744386b891dfb2cff7bb4e814c7-1600x1000.jpg',
    // An office, not a place to travel to.
    places: [],
    alt: 'Illustration of an office desk with a telephone, a timetable, tickets and a lamp, a map of rail lines across Australia on the wall and a tram passing the window',
  },
  'rail-alpine-viaduct': {
    file: '4c72077bb490d76cd11c3981b93239b57431663a-1600x1000.jpg',
    places: ['Swiss Alps', 'Switzerland'],
    kind: 'rail',
    alt: 'Illustration of a red panoramic train crossing a tall stone arched viaduct over a forested gorge, with snow-capped Alpine peaks behind',
  },
  'rail-bullet-train-fuji': {
    file: 'f61a135c1faab3e7c2f3a61a465766b187bcfd1f-1600x1000.jpg',
    places: ['Mt Fuji', 'Japan'],
    kind: 'rail',
    alt: 'Illustration of a white bullet train with a blue stripe on an elevated track, with snow-capped Mt Fuji behind and pink cherry blossom trees in the foreground',
  },
  'rail-dining-car-outback': {
    file: '56c94eb4cbefe13d55c7eb9756221c400548b416-1600x1000.jpg',
    places: ['Red Centre', 'Australia'],
    kind: 'rail',
    alt: 'Illustration of a dining-car table laid for two, with wine and lamplight, beside a window onto red outback desert and purple ranges at sunset',
  },
  'rail-ghan-desert': {
    file: 'fece1a0d8194980b67b1ee83e7bc260d5882ac20-1600x1000.jpg',
    places: ['Red Centre', 'Australia'],
    kind: 'rail',
    alt: 'Illustration of a long silver passenger train led by two red locomotives crossing flat red desert dotted with spinifex and desert oaks, with low purple ranges on the horizon',
  },
  'rail-grand-station-dusk': {
    file: '65ae22efd5de4d0e7023ae4428a258f930622745-1200x1200.jpg',
    places: [],
    alt: 'Illustration of a grand arched railway station at dusk, with a burgundy train at the platform, glowing lamp posts, a hanging clock and a couple with a suitcase',
  },
  'rail-highland-viaduct': {
    file: '1a5925a96d103f6bde707242d1e716135483c0d8-1600x1000.jpg',
    places: ['Scottish Highlands', 'Scotland'],
    kind: 'rail',
    alt: 'Illustration of a steam train crossing a curving stone viaduct of many arches in a Highland glen, with heather hills and a loch behind',
  },
  'rail-rockies-dome-train': {
    file: '479325bcbac7446d4e641c8c061c7282d13ec164-1600x1000.jpg',
    places: ['Rocky Mountains', 'Canada'],
    kind: 'rail',
    alt: 'Illustration of a blue-and-gold train of glass-domed carriages running beside a turquoise river below the jagged, snow-capped Rocky Mountains, with fir forest',
  },
  'rail-sleeper-cabin-night': {
    file: '666f9a95b25c09d3b217dec8004b6df743a4a0bc-1600x1000.jpg',
    places: [],
    alt: 'Illustration of a sleeper cabin made up for the night, its reading lamp lit, a book and a cup of tea on the little table and moonlit hills in the window',
  },

  // The warehouse's product photos (scripts/sandbox/warehouseImages.ts): no document shows them
  'warehouse-england-lytham-windmill': {
    file: '6e80c4f96905107d2d89203039db925c6734e760-1200x800.jpg',
    places: ['Lytham St Annes', 'North West', 'England'],
    kind: 'golf-package',
    alt: 'Illustration of a links in north-west England, with a white windmill, a red-brick clubhouse, deep bunkers and a red flag on the green',
  },
  'warehouse-england-surrey-heath': {
    file: '9dadb3fe0b070a8e41760e8c2bbbaae9a392bee6-1200x800.jpg',
    places: ['Surrey', 'England'],
    kind: 'golf-package',
    alt: 'Illustration of a heathland course in Surrey, with purple heather, Scots pines, silver birches and a half-timbered clubhouse behind the green',
  },
  'warehouse-halong-bay-junk': {
    file: '812587076a8f2b4b7d184b47d6f5517fb2b547c2-1200x800.jpg',
    places: ['Halong Bay', 'Vietnam'],
    alt: 'Illustration of a junk with ribbed orange sails among the limestone karsts of Halong Bay in soft morning light',
  },
  'warehouse-hanoi-hoan-kiem': {
    file: '5745d991ab66b3b9db0eaaf22e32be7263fdb886-1200x800.jpg',
    places: ['Hanoi', 'Vietnam'],
    alt: 'Illustration of Hoan Kiem Lake in Hanoi at sunset, with the red Huc bridge to its temple, the Turtle Tower on its islet and the city beyond',
  },
  'warehouse-himeji-castle-blossom': {
    file: '93872133e1bdcfac586b0329bf3a2f820b669150-1200x800.jpg',
    places: ['Himeji', 'Japan'],
    alt: 'Illustration of the white keep of Himeji Castle with its grey tiered roofs on a stone base, framed by pink cherry trees in blossom',
  },
  'warehouse-hokkaido-snow-onsen': {
    file: '894ca6a121ba57c4af9f6fc9a5ab344ddd92c1aa-1200x800.jpg',
    places: ['Hokkaido', 'Japan'],
    alt: 'Illustration of a steaming outdoor hot spring among snowy rocks in Hokkaido, a wooden inn with lit windows, snowy pines and two red-crowned cranes',
  },
  'warehouse-ireland-dublin-bay-martello': {
    file: '927219f9ddeeaedc62d815ebd1f4a181b20a815f-1200x800.jpg',
    places: ['Dublin', 'Ireland'],
    kind: 'golf-package',
    alt: 'Illustration of a links on Dublin Bay, with a round stone Martello tower on the shore and the green hill of Howth Head across the water',
  },
  'warehouse-ireland-kerry-dunes': {
    file: 'd9be6c6044489f2d92209d192efc7da5546b50ad-1200x800.jpg',
    places: ['Kerry', 'Ireland'],
    kind: 'golf-package',
    alt: 'Illustration of a links among great grassy dunes on Ireland’s Atlantic coast, with a ruined castle tower on the cliff and a whitewashed cottage',
  },
  'warehouse-isle-of-man-castle-rushen': {
    file: 'dcc6ad296460c1dbd2cd51b98d9197aef0be2ea3-1200x800.jpg',
    places: ['Castletown', 'Isle of Man'],
    alt: 'Illustration of Castle Rushen, a medieval stone castle flying the flag of the Isle of Man, above Castletown’s harbour with a fishing boat and a sailing boat',
  },
  'warehouse-isle-of-man-laxey-wheel': {
    file: '323d4bea0bf24e97d4ac63ecebe3b7885c049674-1200x800.jpg',
    places: ['Laxey', 'Isle of Man'],
    alt: 'Illustration of the great red Laxey Wheel beside its white tower in a green glen on the Isle of Man, with the stone viaduct that carried its water and sheep grazing',
  },
  'warehouse-japan-alps-village': {
    file: '4a38f7c7dd1f60b4c108a6ec3755c44a9a3bde54-1200x800.jpg',
    places: ['Shirakawa-go', 'Japan Alps', 'Japan'],
    alt: 'Illustration of steep thatched farmhouses among rice paddies in a village of the Japan Alps, below snow-capped peaks',
  },
  'warehouse-kyoto-golden-pavilion': {
    file: '4ffa804ebb1b81727c876cc0b05e579576866e06-1200x800.jpg',
    places: ['Kinkaku-ji', 'Kyoto', 'Japan'],
    alt: 'Illustration of Kyoto’s Golden Pavilion reflected in its pond, with pine trees on little islands and wooded hills behind',
  },
  'warehouse-kyoto-torii-path': {
    file: 'caad031dc322d5448df279ffc9eba4546a9efd47-1200x800.jpg',
    places: ['Fushimi Inari', 'Kyoto', 'Japan'],
    alt: 'Illustration of a path of stone steps through a tunnel of vermilion torii gates at Fushimi Inari in Kyoto, between cedar forest and stone lanterns',
  },
  'warehouse-mekong-floating-market': {
    file: '5691138fa23d298b2eb9de52573ca397f32a4f28-1200x800.jpg',
    places: ['Mekong Delta', 'Mekong', 'Vietnam'],
    alt: 'Illustration of a floating market on the Mekong Delta, boats piled with fruit, a woman rowing a sampan of pineapples and dragon fruit, palms and a stilt house on the bank',
  },
  'warehouse-new-zealand-cape-kidnappers': {
    file: 'c20d08c48bd21a57ba1762d5f0da9959b29d004b-1200x800.jpg',
    places: ['Cape Kidnappers', 'Hawke’s Bay', 'New Zealand'],
    kind: 'golf-package',
    alt: 'Illustration of a green with a red flag on a narrow clifftop ridge at Cape Kidnappers, the fairways on sheer sandstone fingers high above the Pacific',
  },
  'warehouse-new-zealand-queenstown-lake': {
    file: '0d255c05e3f8b52c960e52f70638f9eebe24f363-1200x800.jpg',
    places: ['Queenstown', 'Lake Wakatipu', 'New Zealand'],
    kind: 'golf-package',
    alt: 'Illustration of a green on the shore of Lake Wakatipu below the jagged snowy Remarkables, with golden poplars and lupins',
  },
  'warehouse-northern-ireland-giants-causeway': {
    file: '95b8d17052fa3b78081f768c6f6a3068e3b59526-1200x800.jpg',
    places: ['Giant’s Causeway', 'Portrush', 'Causeway Coast', 'Northern Ireland'],
    kind: 'golf-package',
    alt: 'Illustration of the basalt columns of the Giant’s Causeway stepping into the sea, a clifftop green above them and a castle ruin along the coast',
  },
  'warehouse-northern-ireland-mourne-links': {
    file: '139868c29f698c3cca27c44c6fa5d791fa699d6e-1200x800.jpg',
    places: ['Royal County Down', 'County Down', 'Northern Ireland'],
    kind: 'golf-package',
    alt: 'Illustration of a links in County Down among yellow gorse, with the Mountains of Mourne sweeping down to the bay and a church spire in the town',
  },
  'warehouse-okinawa-beach': {
    file: '74049b7e4cd8f2a842a7bbfa78273ca06648e12e-1200x800.jpg',
    places: ['Okinawa', 'Japan'],
    alt: 'Illustration of a white beach on a turquoise sea in Okinawa, a house with a red-tiled roof and a shisa lion on top, a palm tree and red hibiscus',
  },
  'warehouse-portugal-estoril-sintra': {
    file: 'e177f7805c825c4fcb4ed554e5483c236011c214-1200x800.jpg',
    places: ['Estoril', 'Lisbon Coast', 'Portugal'],
    kind: 'golf-package',
    alt: 'Illustration of a course above the Atlantic on the Lisbon coast, with umbrella pines and the red and yellow Pena Palace on the green hills of Sintra',
  },
  'warehouse-portugal-obidos-walls': {
    file: '4e6dfe86852fe60669d0b2df0244b60b15ffa0b1-1200x800.jpg',
    places: ['Óbidos', 'Portugal'],
    kind: 'golf-package',
    alt: 'Illustration of the walled hilltop town of Óbidos, whitewashed houses with red roofs and a castle tower, above a fairway with cork oaks and olive trees at sunset',
  },
  'warehouse-scotland-dornoch-gorse': {
    file: '9eaec080c020935b0c7e7f9c19e866084d6ad3e8-1200x800.jpg',
    places: ['Dornoch', 'Scottish Highlands', 'Scotland'],
    kind: 'golf-package',
    alt: 'Illustration of a Highland links among yellow gorse beside the Dornoch Firth, with heather hills across the water and a red flag on the green',
  },
  'warehouse-scotland-st-andrews-cathedral': {
    file: '9e98b1e4763077fd319eb0b0d2b1a79af13dce64-1200x800.jpg',
    places: ['St Andrews', 'Scotland'],
    kind: 'golf-package',
    alt: 'Illustration of the ruined cathedral of St Andrews on its headland above the North Sea, the curve of the West Sands and a links in front',
  },
  'warehouse-spain-barcelona-sagrada': {
    file: '3d5d1ef375683e3f7707a3ea4712a78758a823a5-1200x800.jpg',
    places: ['Barcelona', 'Catalonia', 'Spain'],
    kind: 'golf-package',
    alt: 'Illustration of the spires of the Sagrada Família above Barcelona, seen beyond a fairway among umbrella pines',
  },
  'warehouse-spain-costa-del-sol': {
    file: 'f28d10e12311c26747cab652621ff167eaa24ff9-1200x800.jpg',
    places: ['Marbella', 'Costa del Sol', 'Spain'],
    kind: 'golf-package',
    alt: 'Illustration of a course on the Costa del Sol with palms and a lake, a white hill village below the sierra and the blue Mediterranean',
  },
  'warehouse-tokyo-skyline': {
    file: '8c41e2299520c81eda527cbabb389541071f535e-1200x800.jpg',
    places: ['Tokyo', 'Japan'],
    alt: 'Illustration of Tokyo at dusk, the red-and-white Tokyo Tower among tall buildings with lit windows, a river in front and Mt Fuji faint in the distance',
  },
  'warehouse-wales-harlech-castle': {
    file: '99b101093a886568e08ce74b6ac7d8dce2fe96d7-1200x800.jpg',
    places: ['Harlech', 'Snowdonia', 'Wales'],
    kind: 'golf-package',
    alt: 'Illustration of Harlech Castle on its crag above a links by the sea, with the mountains of Snowdonia behind and sheep on the course',
  },
  'warehouse-wales-porthcawl-coast': {
    file: '784f26af52e0c34440b18087a16cf31cb12a64ac-1200x800.jpg',
    places: ['Porthcawl', 'Wales'],
    kind: 'golf-package',
    alt: 'Illustration of a links along a rocky Welsh shore, its clubhouse flying the red dragon, with the Bristol Channel and the far coast beyond',
  },
  'warehouse-cambodia-angkor-wat': {
    file: '1aa70c4d1106d37ff48417ec2e9a53f2a59d464b-1200x800.jpg',
    places: ['Angkor Wat', 'Siem Reap', 'Cambodia'],
    alt: 'Illustration of the five lotus-bud towers of Angkor Wat against a low sun, above its moat with pink lotus flowers and palm trees on the banks',
  },
  'warehouse-egypt-nile-pyramids': {
    file: '70f7e0bdc5a9da5515176d787a5716fe629e9068-1200x800.jpg',
    places: ['Giza', 'Cairo', 'Nile', 'Egypt'],
    alt: 'Illustration of the three pyramids of Giza above the desert, with a felucca under a white sail on the Nile and palm trees on the green bank',
  },
  'warehouse-galapagos-tortoise': {
    file: 'd987eb89adfc03ee5f141b57ff89d8f788f6fe96-1200x800.jpg',
    places: ['Galapagos'],
    alt: 'Illustration of a giant tortoise on a lava shore of the Galapagos among prickly-pear cactus, with a small expedition ship anchored off volcanic islands',
  },
  'warehouse-india-taj-mahal': {
    file: 'f82d163901bb7ab22ba3a05a3e0a3d69c74083f6-1200x800.jpg',
    places: ['Taj Mahal', 'Agra', 'India'],
    alt: 'Illustration of the white domes and four minarets of the Taj Mahal at dawn, its long pool lined with cypress trees and gardens',
  },
  'warehouse-italy-tuscany-cypress': {
    file: '80d942ab991c627558414cf4dadf40b11bae3d38-1200x800.jpg',
    places: ['Tuscany', 'Italy'],
    alt: 'Illustration of Tuscany’s rolling golden fields, a farmhouse at the end of a lane of cypress trees, poppies and a hill town with a tower beyond',
  },
  'warehouse-kenya-savanna-giraffes': {
    file: '42f0dea0db7c14d520a01fe64164d9c3e5e9331d-1200x800.jpg',
    places: ['Maasai Mara', 'Kenya'],
    alt: 'Illustration of two giraffes on the golden savanna of the Maasai Mara at sunset, with flat-topped acacia trees and a safari jeep',
  },
  'warehouse-new-zealand-milford-sound': {
    file: '6f1b1fd4cc618d1b655839dab75a6c80bdbe711a-1200x800.jpg',
    places: ['Milford Sound', 'Fiordland', 'New Zealand'],
    alt: 'Illustration of Mitre Peak rising over the dark water of Milford Sound between steep green walls, with a waterfall, a small cruise boat and ferns on the shore',
  },
  'warehouse-south-africa-table-mountain': {
    file: 'f4329630a53d8e7c59b83660ad191a01420afc5b-1200x800.jpg',
    places: ['Table Mountain', 'Cape Town', 'South Africa'],
    alt: 'Illustration of Table Mountain under its cloth of white cloud above Cape Town and Table Bay, with a sailing boat and pink proteas in the fynbos',
  },
  'warehouse-thailand-hua-hin-golf': {
    file: '25685820553f59edb4719a128f9340e982330724-1200x800.jpg',
    places: ['Hua Hin', 'Thailand'],
    kind: 'golf-package',
    alt: 'Illustration of a golf course by a lake at Hua Hin, with palm trees, a green with a blue flag and a hilltop temple with a golden chedi in the evening sun',
  },
  'warehouse-vietnam-da-nang-golf': {
    file: 'e0ab1c1f1390145349fad660b62e38b726e637be-1200x800.jpg',
    places: ['Da Nang', 'Central Vietnam', 'Vietnam'],
    kind: 'golf-package',
    alt: 'Illustration of a links among the dunes behind Da Nang’s white beach, a green with a red flag, pines, the East Sea and the Marble Mountains beyond',
  },
  'warehouse-vietnam-ninh-binh-karsts': {
    file: 'f543b572cc13bb48a8ea22e20336359ee28be771-1200x800.jpg',
    places: ['Ninh Binh', 'Northern Vietnam', 'Vietnam'],
    alt: 'Illustration of a sampan rowed by a boatman in a conical hat along a river through rice fields at Ninh Binh, between tall green limestone karsts',
  },
  'warehouse-vietnam-lang-co-lagoon-golf': {
    file: 'eb44463fbbfa5f445ac7d9d68060e61421ae3739-1200x800.jpg',
    places: ['Lang Co', 'Central Vietnam', 'Vietnam'],
    kind: 'golf-package',
    alt: 'Illustration of a green with a red flag by the Lang Co lagoon below forested mountains, a caddie in a conical hat, coconut palms and a water buffalo in a rice paddy',
  },
  'warehouse-peru-machu-picchu-dawn': {
    file: 'a4d5d0eceef72fd0a169e98a67da85d387f72522-1200x800.jpg',
    places: ['Machu Picchu', 'Inca Trail', 'Peru'],
    alt: 'Illustration of the grey stone walls of Machu Picchu on their grass terraces at dawn, below the green peak of Huayna Picchu, with a llama grazing',
  },
  'warehouse-peru-sacred-valley-terraces': {
    file: 'ad0d6af506bfa1e0c6eccfceefb74d1e3d82e3be-1200x800.jpg',
    places: ['Sacred Valley', 'Peru'],
    alt: 'Illustration of curved Inca farming terraces climbing a green hill in the Sacred Valley, a walker in a red poncho on them, snow peaks and red-roofed houses around',
  },
  'warehouse-morocco-atlas-kasbah': {
    file: '182e9aa45a14aa1ee4e36d487a6ee53f87f3e063-1200x800.jpg',
    places: ['Ait Benhaddou', 'High Atlas', 'Atlas', 'Morocco'],
    alt: 'Illustration of the ochre earth houses and towers of a kasbah stacked on a hill below the snowy High Atlas, with palms and a mule crossing the river',
  },
  'warehouse-scotland-fife-harbour-links': {
    file: '76f5518b82713b6cbe9c15fec149ee2336ba5545-1200x800.jpg',
    places: ['Kingdom of Fife', 'Fife', 'Scotland'],
    kind: 'golf-package',
    alt: 'Illustration of a links above the shore in Fife, a golfer with his trolley below a green with a blue flag, and a fishing village of red pantile roofs round its harbour across the bay',
  },
  'warehouse-portugal-algarve-golden-cliffs': {
    file: '301570c6397b541cc2d92bd8615aaf9f8056cbe9-1200x800.jpg',
    places: ['Algarve', 'Portugal'],
    kind: 'golf-package',
    alt: 'Illustration of a golfer on a green at the top of the Algarve’s golden cliffs, a white villa and an umbrella pine beyond, sandstone stacks and an arch in the turquoise sea',
  },
  'warehouse-morocco-fes-blue-gate': {
    file: 'a908fe2c113855a7610c0a3120a955b2c249869b-1200x800.jpg',
    places: ['Fes', 'Morocco'],
    alt: 'Illustration of the blue-tiled gate of the Fes medina with its three horseshoe arches in the ochre city wall, a green-topped minaret and a cart of oranges',
  },
  'warehouse-japan-nara-deer-pagoda': {
    file: '4c32c237135aa18e8f4a544b9ba16079d2acf164-1200x800.jpg',
    places: ['Nara', 'Japan'],
    alt: 'Illustration of the five-storey pagoda of Nara among cedars, a stone lantern by the path and sika deer grazing on the lawn',
  },
  'warehouse-japan-matsumoto-castle': {
    file: '1057a6fbf89dcc09a204ab6647a91ede5d563bee-1200x800.jpg',
    places: ['Matsumoto', 'Japan'],
    alt: 'Illustration of the black keep of Matsumoto Castle reflected in its moat below the snowy Northern Alps, a red bridge, a leaning pine and a walker with a parasol',
  },
  'warehouse-switzerland-glacier-express': {
    file: '1a8baeaf96707e236185636560e4ecfc7a0aa966-1200x800.jpg',
    places: ['Zermatt', 'Swiss Alps', 'Switzerland'],
    kind: 'rail',
    alt: 'Illustration of a red panorama train crossing green alpine meadows on a stone viaduct below the snow-capped Matterhorn, a wooden chalet with red geraniums on the slope',
  },
  'warehouse-canada-rockies-lake-train': {
    file: 'aefbb9fad96fec5c45915410afd52a0d6f4d9620-1200x800.jpg',
    places: ['Banff', 'Rocky Mountains', 'Canada'],
    kind: 'rail',
    alt: 'Illustration of a blue train with glass-roofed carriages and a gold band running beside a turquoise glacial lake, fir forest and the Rockies’ snowy peaks in the evening light',
  },
  'warehouse-australia-ghan-red-centre': {
    file: 'acf410f0f51d5f63d5fa782bb5fc47962bc823bb-1200x800.jpg',
    places: ['MacDonnell Ranges', 'Red Centre', 'Australia'],
    kind: 'rail',
    alt: 'Illustration of a long silver train with a red band and lit windows crossing the red desert at sunset below the MacDonnell Ranges, a kangaroo watching it pass',
  },
  'warehouse-australia-ghan-katherine-bridge': {
    file: '3ef021ba0e835c3d3569ff48f064fd0f772a75cd-1200x800.jpg',
    places: ['Katherine', 'Northern Territory', 'Australia'],
    kind: 'rail',
    alt: 'Illustration of a silver train with a red band crossing a steel bridge over the Katherine River between red escarpments, a canoe on the water below',
  },
  'warehouse-australia-kimberley-gorge': {
    file: '0ce651c55f7bda8f21f19b31f3601771be36b5e8-1200x800.jpg',
    places: ['Kimberley', 'Western Australia', 'Australia'],
    alt: 'Illustration of a waterfall down the banded red sandstone walls of a Kimberley gorge opening to the sea, a boab tree on the clifftop and an expedition boat on the water',
  },
  'warehouse-northern-ireland-portstewart-dunes': {
    file: '41adc3600707ef69efa77cdf373702b0539f1ce7-1200x800.jpg',
    places: ['Portstewart', 'Causeway Coast', 'Northern Ireland'],
    kind: 'golf-package',
    alt: 'Illustration of two golfers walking up a fairway between tall marram dunes on the Causeway Coast to a green with a yellow flag, the Atlantic strand and a headland beyond',
  },
  'warehouse-mediterranean-valletta-cruise': {
    file: '148fbdb732a92630c8eedda9e13ad0ae40117d71-1200x800.jpg',
    places: ['Valletta', 'Malta', 'Mediterranean'],
    kind: 'cruise',
    alt: 'Illustration of a white cruise ship sailing into Valletta’s harbour below the honey-coloured bastions, a grey dome and a spire, with a painted Maltese fishing boat',
  },
  'warehouse-alaska-humpback-glacier': {
    file: '55f429c72b0ba4acf9ed5e591c7cd5a80154cb9f-1200x800.jpg',
    places: ['Glacier Bay', 'Alaska'],
    kind: 'cruise',
    alt: 'Illustration of a humpback whale’s tail rising from grey-green water before a small expedition ship, ice floes and a blue-white glacier below snowy peaks in Alaska',
  },
  'warehouse-norway-geiranger-cruise': {
    file: 'dd697ec18d81c1a8404833948441863bb378aa4b-1200x800.jpg',
    places: ['Geirangerfjord', 'Norwegian Fjords'],
    kind: 'cruise',
    alt: 'Illustration of a small cruise ship sailing up a narrow Norwegian fjord between steep green walls, a red farmhouse on a ledge, a ribbon waterfall and snowy peaks ahead',
  },
  'warehouse-danube-wachau-abbey': {
    file: '2991cb4d09a3cd72478c8e973d54fc238d220105-1200x800.jpg',
    places: ['Dürnstein', 'Wachau Valley', 'Danube'],
    kind: 'cruise',
    alt: 'Illustration of a long, low river ship on the Danube passing the blue-and-white baroque tower of Dürnstein’s abbey, vineyard hills and a castle ruin on the crag above',
  },
  'warehouse-italy-puglia-trulli': {
    file: 'b6a38dfc1ee1fdf69f677ecb948644dfe5364f5b-1200x800.jpg',
    places: ['Alberobello', 'Puglia', 'Italy'],
    alt: 'Illustration of a cluster of white trulli with grey stone cones in Puglia’s Itria Valley, olive trees, poppies by a dry-stone wall and a cyclist on the lane',
  },
} as const satisfies Record<string, Picture>

export type PictureName = keyof typeof PICTURES

type SeedImageFile = `image@file://./images/${string}`

/** An image field of a seed document showing the picture, with its alt text. */
export function seedImage(name: PictureName): { _type: 'image'; _sanityAsset: SeedImageFile; alt: string } {
  return { ...decorativeSeedImage(name), alt: PICTURES[name].alt }
}

/**
 * An image field without alt text (an overview tile's, which its label names): the picture
 * alone.
 */
export function decorativeSeedImage(name: PictureName): { _type: 'image'; _sanityAsset: SeedImageFile } {
  return { _type: 'image', _sanityAsset: `image@file://./images/${PICTURES[name].file}` }
}
