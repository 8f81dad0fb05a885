import { eurosToCents } from '@coperto/shared/common/money';
import type { Translations } from '@coperto/shared/common/translations';
import type { Allergen, DietaryTag } from '@coperto/shared/menus/menu.constants';
import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';
import { insertItems, insertMenu, insertSections } from '../../modules/menus/menus.repository';
import { newPublicId } from '../../shared/secrets';
import type { TenantTx } from '../tenant-scope';

/**
 * The demo restaurants' menus (DESIGN.md §7): what a real trattoria, pizzeria and Tuscan osteria
 * would print, translated into each restaurant's languages, allergens as EU Regulation 1169/2011
 * lists them. Prices in euros here, cents in the database.
 */

interface DemoDish {
  name: Translations;
  description?: Translations;
  price: number;
  allergens?: Allergen[];
  tags?: DietaryTag[];
  variants?: { name: Translations; price: number }[];
  available?: boolean;
}

interface DemoSection {
  name: Translations;
  description?: Translations;
  dishes: DemoDish[];
}

interface DemoMenu {
  name: Translations;
  description?: Translations;
  active?: boolean;
  availability?: MenuAvailability;
  sections: DemoSection[];
}

const it_en = (it: string, en: string): Translations => ({ it, en });
const it_en_de = (it: string, en: string, de: string): Translations => ({ it, en, de });
const it_en_fr = (it: string, en: string, fr: string): Translations => ({ it, en, fr });

const VEGAN: DietaryTag[] = ['vegan', 'vegetarian', 'lactose-free'];

// ---------------------------------------------------------------- Trattoria Demo (it, en)

const HALF_OR_FULL = (half: number, full: number) => [
  { name: it_en('Mezza porzione', 'Half portion'), price: half },
  { name: it_en('Porzione intera', 'Full portion'), price: full },
];

const TRATTORIA_A_LA_CARTE: DemoMenu = {
  name: it_en('Menù alla carta', 'À la carte menu'),
  description: it_en(
    'La cucina romana di sempre, con la pasta tirata a mano ogni mattina.',
    'Classic Roman cooking, with pasta rolled by hand every morning.',
  ),
  sections: [
    {
      name: it_en('Antipasti', 'Starters'),
      dishes: [
        {
          name: it_en('Vitello tonnato', 'Vitello tonnato'),
          description: it_en(
            'Fettine di vitello rosa con salsa tonnata e capperi di Pantelleria',
            'Thin slices of pink veal with tuna sauce and Pantelleria capers',
          ),
          price: 13,
          allergens: ['fish', 'eggs'],
          tags: ['gluten-free'],
        },
        {
          name: it_en('Carciofi alla giudia', 'Jewish-style fried artichokes'),
          description: it_en(
            'Carciofi romaneschi fritti due volte, croccanti come un fiore',
            'Roman artichokes fried twice until crisp as a flower',
          ),
          price: 9.5,
          tags: [...VEGAN, 'gluten-free'],
          // Out of season: the one-click switch in action.
          available: false,
        },
        {
          name: it_en('Supplì al telefono (2 pezzi)', 'Supplì al telefono (2 pieces)'),
          description: it_en(
            'Crocchette di riso al ragù con cuore di mozzarella filante',
            'Rice croquettes with meat ragù and a stringy mozzarella heart',
          ),
          price: 6,
          allergens: ['gluten', 'eggs', 'milk', 'celery'],
        },
        {
          name: it_en('Bruschetta al pomodoro', 'Tomato bruschetta'),
          description: it_en(
            'Pane casareccio tostato, pomodori, basilico e olio extravergine',
            'Toasted country bread, tomatoes, basil and extra virgin olive oil',
          ),
          price: 6.5,
          allergens: ['gluten'],
          tags: VEGAN,
        },
        {
          name: it_en('Tagliere di salumi e formaggi laziali', 'Lazio cured meats and cheeses'),
          description: it_en(
            'Prosciutto di Bassiano, coppiette, pecorino romano e ricotta di pecora',
            'Bassiano ham, coppiette, Pecorino Romano and sheep’s milk ricotta',
          ),
          price: 14,
          allergens: ['milk'],
          variants: [
            { name: it_en('Per una persona', 'For one'), price: 14 },
            { name: it_en('Per due persone', 'For two'), price: 24 },
          ],
        },
      ],
    },
    {
      name: it_en('Primi', 'First courses'),
      description: it_en('Pasta fresca fatta in casa', 'Fresh homemade pasta'),
      dishes: [
        {
          name: it_en('Cacio e pepe', 'Cacio e pepe'),
          description: it_en(
            'Tonnarelli, pecorino romano DOP e pepe nero macinato al momento',
            'Tonnarelli with Pecorino Romano PDO and freshly ground black pepper',
          ),
          price: 12,
          allergens: ['gluten', 'eggs', 'milk'],
          variants: HALF_OR_FULL(8.5, 12),
        },
        {
          name: it_en('Rigatoni alla carbonara', 'Rigatoni carbonara'),
          description: it_en(
            'Guanciale croccante, tuorlo d’uovo, pecorino romano e pepe',
            'Crispy guanciale, egg yolk, Pecorino Romano and black pepper',
          ),
          price: 13,
          allergens: ['gluten', 'eggs', 'milk'],
          variants: HALF_OR_FULL(9, 13),
        },
        {
          name: it_en('Bucatini all’amatriciana', 'Bucatini all’amatriciana'),
          description: it_en(
            'Guanciale di Amatrice, pomodoro San Marzano e pecorino',
            'Amatrice guanciale, San Marzano tomatoes and pecorino',
          ),
          price: 12,
          allergens: ['gluten', 'milk'],
        },
        {
          name: it_en('Tagliatelle al ragù', 'Tagliatelle with meat ragù'),
          description: it_en(
            'Tagliatelle all’uovo con ragù di manzo e maiale cotto sei ore',
            'Egg tagliatelle with a beef and pork ragù simmered for six hours',
          ),
          price: 13,
          allergens: ['gluten', 'eggs', 'celery', 'milk', 'sulphites'],
        },
        {
          name: it_en('Gnocchi al pomodoro e basilico', 'Potato gnocchi with tomato and basil'),
          description: it_en(
            'Come vuole la tradizione romana: solo il giovedì',
            'As Roman tradition has it: Thursdays only',
          ),
          price: 11,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
          available: false,
        },
      ],
    },
    {
      name: it_en('Secondi', 'Main courses'),
      dishes: [
        {
          name: it_en('Saltimbocca alla romana', 'Saltimbocca alla romana'),
          description: it_en(
            'Fettine di vitello con prosciutto crudo e salvia, sfumate al vino bianco',
            'Veal escalopes with prosciutto and sage, deglazed with white wine',
          ),
          price: 18,
          allergens: ['gluten', 'milk', 'sulphites'],
        },
        {
          name: it_en('Coda alla vaccinara', 'Oxtail stew, Roman style'),
          description: it_en(
            'Coda di manzo stufata con pomodoro, sedano, pinoli e uvetta',
            'Oxtail braised with tomato, celery, pine nuts and raisins',
          ),
          price: 19,
          allergens: ['celery', 'sulphites'],
          tags: ['gluten-free', 'lactose-free'],
        },
        {
          name: it_en('Abbacchio a scottadito', 'Grilled lamb chops'),
          description: it_en(
            'Costolette di agnello alla brace con patate al rosmarino',
            'Chargrilled lamb chops with rosemary potatoes',
          ),
          price: 21,
          tags: ['gluten-free', 'lactose-free'],
        },
        {
          name: it_en('Pollo alla romana con i peperoni', 'Roman-style chicken with peppers'),
          price: 16,
          allergens: ['sulphites'],
          tags: ['gluten-free', 'lactose-free'],
        },
        {
          name: it_en('Filetti di baccalà in pastella', 'Battered salt cod fillets'),
          description: it_en(
            'Baccalà dissalato in casa, fritto al momento',
            'Desalted in house, fried to order',
          ),
          price: 15,
          allergens: ['fish', 'gluten'],
          tags: ['lactose-free'],
        },
      ],
    },
    {
      name: it_en('Contorni', 'Side dishes'),
      dishes: [
        {
          name: it_en('Cicoria ripassata', 'Sautéed chicory'),
          description: it_en('Con aglio e peperoncino', 'With garlic and chilli'),
          price: 5.5,
          tags: [...VEGAN, 'gluten-free', 'spicy'],
        },
        {
          name: it_en('Puntarelle alla romana', 'Puntarelle, Roman style'),
          description: it_en(
            'Con salsa di alici, aglio e aceto',
            'With an anchovy, garlic and vinegar dressing',
          ),
          price: 6.5,
          allergens: ['fish', 'sulphites'],
          tags: ['gluten-free', 'lactose-free'],
        },
        {
          name: it_en('Carciofi alla romana', 'Roman-style artichokes'),
          description: it_en('Stufati con mentuccia e aglio', 'Braised with wild mint and garlic'),
          price: 7,
          tags: [...VEGAN, 'gluten-free'],
        },
        {
          name: it_en('Patate al forno al rosmarino', 'Roast potatoes with rosemary'),
          price: 5,
          tags: [...VEGAN, 'gluten-free'],
        },
        {
          name: it_en('Insalata mista', 'Mixed salad'),
          price: 5,
          tags: [...VEGAN, 'gluten-free'],
        },
      ],
    },
    {
      name: it_en('Dolci', 'Desserts'),
      dishes: [
        {
          name: it_en('Tiramisù della casa', 'Homemade tiramisù'),
          description: it_en(
            'Savoiardi, caffè espresso, crema al mascarpone e cacao amaro',
            'Ladyfingers, espresso, mascarpone cream and bitter cocoa',
          ),
          price: 6.5,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
        },
        {
          name: it_en('Maritozzo con la panna', 'Maritozzo with whipped cream'),
          description: it_en(
            'Il panino dolce romano, farcito di panna montata',
            'The Roman sweet bun, filled with whipped cream',
          ),
          price: 5,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
        },
        {
          name: it_en('Crostata ricotta e visciole', 'Ricotta and sour cherry tart'),
          price: 6,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
        },
        {
          name: it_en('Panna cotta ai frutti di bosco', 'Panna cotta with berries'),
          price: 6,
          allergens: ['milk'],
          tags: ['gluten-free'],
        },
        {
          name: it_en('Gelato artigianale (tre gusti)', 'Artisan gelato (three flavours)'),
          price: 5,
          allergens: ['milk', 'eggs', 'nuts'],
          tags: ['vegetarian', 'gluten-free'],
        },
      ],
    },
  ],
};

const TRATTORIA_LUNCH: DemoMenu = {
  name: it_en('Pranzo di lavoro', 'Business lunch'),
  description: it_en(
    'Dal lunedì al venerdì, a pranzo. Acqua e coperto inclusi.',
    'Monday to Friday, lunchtime. Water and cover charge included.',
  ),
  availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '12:00', to: '15:00' },
  sections: [
    {
      name: it_en('Formule', 'Set menus'),
      description: it_en('I piatti del giorno a scelta', 'Your choice of the day’s dishes'),
      dishes: [
        {
          name: it_en('Primo e contorno', 'First course and side dish'),
          price: 12,
        },
        {
          name: it_en('Secondo e contorno', 'Main course and side dish'),
          price: 14,
        },
        {
          name: it_en('Primo, secondo, contorno e caffè', 'First course, main, side and coffee'),
          price: 18,
        },
      ],
    },
    {
      name: it_en('Piatti del giorno', 'Today’s dishes'),
      dishes: [
        {
          name: it_en('Pasta e ceci', 'Pasta and chickpea soup'),
          price: 9,
          allergens: ['gluten', 'celery'],
          tags: VEGAN,
        },
        {
          name: it_en('Rigatoni alla gricia', 'Rigatoni alla gricia'),
          description: it_en(
            'Guanciale, pecorino romano e pepe',
            'Guanciale, Pecorino Romano and pepper',
          ),
          price: 10,
          allergens: ['gluten', 'milk'],
        },
        {
          name: it_en('Polpette al sugo', 'Meatballs in tomato sauce'),
          price: 11,
          allergens: ['gluten', 'eggs', 'milk'],
        },
        {
          name: it_en('Insalatona con tonno e uova sode', 'Big salad with tuna and boiled eggs'),
          price: 10,
          allergens: ['fish', 'eggs'],
          tags: ['gluten-free', 'lactose-free'],
        },
      ],
    },
  ],
};

const GLASS_OR_BOTTLE = (glass: number, bottle: number) => [
  { name: it_en('Calice', 'Glass'), price: glass },
  { name: it_en('Bottiglia 0,75 l', 'Bottle 0.75 l'), price: bottle },
];

const TRATTORIA_DRINKS: DemoMenu = {
  name: it_en('Vini e bevande', 'Wines and drinks'),
  sections: [
    {
      name: it_en('Vini rossi', 'Red wines'),
      dishes: [
        {
          name: it_en('Cesanese del Piglio DOCG', 'Cesanese del Piglio DOCG'),
          description: it_en('Lazio, rosso fruttato e speziato', 'Lazio, a fruity and spicy red'),
          price: 6,
          allergens: ['sulphites'],
          variants: GLASS_OR_BOTTLE(6, 28),
        },
        {
          name: it_en('Montepulciano d’Abruzzo DOC', 'Montepulciano d’Abruzzo DOC'),
          price: 5,
          allergens: ['sulphites'],
          variants: GLASS_OR_BOTTLE(5, 22),
        },
      ],
    },
    {
      name: it_en('Vini bianchi', 'White wines'),
      dishes: [
        {
          name: it_en('Frascati Superiore DOCG', 'Frascati Superiore DOCG'),
          description: it_en(
            'Dai Castelli Romani, fresco e sapido',
            'From the Castelli Romani, fresh and savoury',
          ),
          price: 5,
          allergens: ['sulphites'],
          variants: GLASS_OR_BOTTLE(5, 20),
        },
        {
          name: it_en(
            'Est! Est!! Est!!! di Montefiascone DOC',
            'Est! Est!! Est!!! di Montefiascone DOC',
          ),
          price: 5.5,
          allergens: ['sulphites'],
          variants: GLASS_OR_BOTTLE(5.5, 24),
        },
      ],
    },
    {
      name: it_en('Vino della casa', 'House wine'),
      dishes: [
        {
          name: it_en('Rosso o bianco sfuso', 'Red or white, by the carafe'),
          price: 4,
          allergens: ['sulphites'],
          variants: [
            { name: it_en('¼ litro', '¼ litre'), price: 4 },
            { name: it_en('½ litro', '½ litre'), price: 7 },
            { name: it_en('1 litro', '1 litre'), price: 12 },
          ],
        },
      ],
    },
    {
      name: it_en('Bevande e caffetteria', 'Soft drinks and coffee'),
      dishes: [
        {
          name: it_en(
            'Acqua minerale naturale o frizzante 0,75 l',
            'Still or sparkling water 0.75 l',
          ),
          price: 3,
        },
        {
          name: it_en('Birra Peroni alla spina', 'Peroni on draught'),
          price: 3.5,
          allergens: ['gluten'],
          variants: [
            { name: it_en('Piccola 0,2 l', 'Small 0.2 l'), price: 3.5 },
            { name: it_en('Media 0,4 l', 'Medium 0.4 l'), price: 5.5 },
          ],
        },
        { name: it_en('Coca-Cola 33 cl', 'Coca-Cola 33 cl'), price: 3.5 },
        { name: it_en('Caffè espresso', 'Espresso'), price: 1.5 },
        { name: it_en('Amaro', 'Amaro (herbal liqueur)'), price: 4 },
      ],
    },
  ],
};

/** Prepared for December, not yet published: the editor shows it, guests do not. */
const TRATTORIA_CHRISTMAS: DemoMenu = {
  name: it_en('Menù di Natale', 'Christmas menu'),
  active: false,
  sections: [
    {
      name: it_en('Il pranzo di Natale', 'Christmas lunch'),
      dishes: [
        {
          name: it_en('Stracciatella in brodo', 'Stracciatella soup'),
          description: it_en(
            'Brodo di cappone con uovo e parmigiano',
            'Capon broth with egg and Parmesan',
          ),
          price: 9,
          allergens: ['eggs', 'milk', 'celery'],
        },
        {
          name: it_en('Abbacchio al forno con patate', 'Roast lamb with potatoes'),
          price: 22,
          tags: ['gluten-free', 'lactose-free'],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------- Pizzeria Demo (it, en, de)

const PIZZA_SIZES = (normal: number, maxi: number, glutenFree: number) => [
  { name: it_en_de('Normale', 'Regular', 'Normal'), price: normal },
  { name: it_en_de('Maxi', 'Maxi', 'Maxi'), price: maxi },
  {
    name: it_en_de('Impasto senza glutine', 'Gluten-free dough', 'Glutenfreier Teig'),
    price: glutenFree,
  },
];

const pizza = (
  name: Translations,
  description: Translations,
  [normal, maxi, glutenFree]: [number, number, number],
  allergens: Allergen[],
  tags: DietaryTag[] = [],
): DemoDish => ({
  name,
  description,
  price: normal,
  allergens,
  tags,
  variants: PIZZA_SIZES(normal, maxi, glutenFree),
});

const PIZZERIA_MENU: DemoMenu = {
  name: it_en_de('Pizze', 'Pizzas', 'Pizzen'),
  description: it_en_de(
    'Impasto a 48 ore di lievitazione, cotto nel forno a legna a 450 °C.',
    'Dough left to rise for 48 hours, baked in the wood-fired oven at 450 °C.',
    'Teig mit 48 Stunden Reifezeit, bei 450 °C im Holzofen gebacken.',
  ),
  sections: [
    {
      name: it_en_de('Pizze rosse', 'Red pizzas', 'Rote Pizzen'),
      description: it_en_de(
        'Con pomodoro San Marzano DOP',
        'With San Marzano PDO tomatoes',
        'Mit San-Marzano-Tomaten g.U.',
      ),
      dishes: [
        pizza(
          it_en_de('Marinara', 'Marinara', 'Marinara'),
          it_en_de(
            'Pomodoro, aglio, origano e olio extravergine',
            'Tomato, garlic, oregano and extra virgin olive oil',
            'Tomaten, Knoblauch, Oregano und natives Olivenöl extra',
          ),
          [6, 9, 8.5],
          ['gluten'],
          VEGAN,
        ),
        pizza(
          it_en_de('Margherita', 'Margherita', 'Margherita'),
          it_en_de(
            'Pomodoro, fior di latte e basilico',
            'Tomato, fior di latte mozzarella and basil',
            'Tomaten, Fior-di-Latte-Mozzarella und Basilikum',
          ),
          [7, 10.5, 9.5],
          ['gluten', 'milk'],
          ['vegetarian'],
        ),
        pizza(
          it_en_de('Diavola', 'Diavola', 'Diavola'),
          it_en_de(
            'Pomodoro, fior di latte e salame piccante calabrese',
            'Tomato, fior di latte and spicy Calabrian salami',
            'Tomaten, Fior di Latte und scharfe kalabrische Salami',
          ),
          [8.5, 12.5, 11],
          ['gluten', 'milk'],
          ['spicy'],
        ),
        pizza(
          it_en_de('Capricciosa', 'Capricciosa', 'Capricciosa'),
          it_en_de(
            'Pomodoro, fior di latte, prosciutto cotto, funghi, carciofini e olive',
            'Tomato, fior di latte, cooked ham, mushrooms, artichokes and olives',
            'Tomaten, Fior di Latte, Kochschinken, Pilze, Artischocken und Oliven',
          ),
          [9.5, 14, 12],
          ['gluten', 'milk'],
        ),
        pizza(
          it_en_de('Napoli', 'Napoli', 'Napoli'),
          it_en_de(
            'Pomodoro, fior di latte, alici di Cetara, capperi e origano',
            'Tomato, fior di latte, Cetara anchovies, capers and oregano',
            'Tomaten, Fior di Latte, Sardellen aus Cetara, Kapern und Oregano',
          ),
          [8.5, 12.5, 11],
          ['gluten', 'milk', 'fish'],
        ),
        pizza(
          it_en_de('Bufalina', 'Bufalina', 'Bufalina'),
          it_en_de(
            'Pomodorini, mozzarella di bufala campana DOP e basilico',
            'Cherry tomatoes, buffalo mozzarella PDO and basil',
            'Kirschtomaten, Büffelmozzarella g.U. und Basilikum',
          ),
          [10, 15, 12.5],
          ['gluten', 'milk'],
          ['vegetarian'],
        ),
      ],
    },
    {
      name: it_en_de('Pizze bianche', 'White pizzas', 'Weiße Pizzen'),
      description: it_en_de('Senza pomodoro', 'Without tomato', 'Ohne Tomaten'),
      dishes: [
        pizza(
          it_en_de('Quattro formaggi', 'Four cheeses', 'Vier Käse'),
          it_en_de(
            'Fior di latte, gorgonzola, provola affumicata e parmigiano',
            'Fior di latte, gorgonzola, smoked provola and Parmesan',
            'Fior di Latte, Gorgonzola, geräucherter Provola und Parmesan',
          ),
          [9.5, 14, 12],
          ['gluten', 'milk'],
        ),
        pizza(
          it_en_de('Patate e salsiccia', 'Potato and sausage', 'Kartoffeln und Salsiccia'),
          it_en_de(
            'Fior di latte, patate al rosmarino e salsiccia di maiale',
            'Fior di latte, rosemary potatoes and pork sausage',
            'Fior di Latte, Rosmarinkartoffeln und Schweinswurst',
          ),
          [9, 13.5, 11.5],
          ['gluten', 'milk'],
        ),
        pizza(
          it_en_de(
            'Mortadella e pistacchio',
            'Mortadella and pistachio',
            'Mortadella und Pistazie',
          ),
          it_en_de(
            'Stracciatella, mortadella di Bologna IGP e granella di pistacchio',
            'Stracciatella, Mortadella Bologna PGI and crushed pistachios',
            'Stracciatella, Mortadella Bologna g.g.A. und gehackte Pistazien',
          ),
          [11, 16, 13.5],
          ['gluten', 'milk', 'nuts'],
        ),
        pizza(
          it_en_de('Ortolana', 'Garden vegetable', 'Gemüsepizza'),
          it_en_de(
            'Fior di latte, zucchine, melanzane e peperoni grigliati',
            'Fior di latte, grilled courgettes, aubergines and peppers',
            'Fior di Latte, gegrillte Zucchini, Auberginen und Paprika',
          ),
          [9, 13.5, 11.5],
          ['gluten', 'milk'],
          ['vegetarian'],
        ),
        {
          ...pizza(
            it_en_de(
              'Fiori di zucca e alici',
              'Courgette flowers and anchovies',
              'Zucchiniblüten und Sardellen',
            ),
            it_en_de(
              'Fior di latte, fiori di zucca freschi e alici',
              'Fior di latte, fresh courgette flowers and anchovies',
              'Fior di Latte, frische Zucchiniblüten und Sardellen',
            ),
            [10, 15, 12.5],
            ['gluten', 'milk', 'fish'],
          ),
          // Only while courgette flowers are in season.
          available: false,
        },
      ],
    },
    {
      name: it_en_de('Fritti', 'Fried starters', 'Frittiertes'),
      dishes: [
        {
          name: it_en_de('Supplì classico', 'Classic supplì', 'Klassischer Supplì'),
          description: it_en_de(
            'Riso al ragù con mozzarella, impanato e fritto',
            'Rice with meat ragù and mozzarella, breaded and fried',
            'Reis mit Fleischragù und Mozzarella, paniert und frittiert',
          ),
          price: 2.5,
          allergens: ['gluten', 'eggs', 'milk', 'celery'],
        },
        {
          name: it_en_de('Crocchetta di patate', 'Potato croquette', 'Kartoffelkrokette'),
          price: 2,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
        },
        {
          name: it_en_de(
            'Olive ascolane (6 pezzi)',
            'Ascoli stuffed olives (6 pieces)',
            'Gefüllte Oliven nach Ascoli-Art (6 Stück)',
          ),
          description: it_en_de(
            'Olive verdi ripiene di carne, impanate e fritte',
            'Green olives stuffed with meat, breaded and fried',
            'Grüne Oliven mit Fleischfüllung, paniert und frittiert',
          ),
          price: 5,
          allergens: ['gluten', 'eggs', 'milk', 'celery'],
          // Bought in frozen: Italian law wants guests told.
          tags: ['frozen'],
        },
        {
          name: it_en_de('Patatine fritte', 'French fries', 'Pommes frites'),
          price: 4,
          tags: [...VEGAN, 'frozen'],
        },
      ],
    },
    {
      name: it_en_de('Bevande', 'Drinks', 'Getränke'),
      dishes: [
        {
          name: it_en_de('Acqua minerale 0,5 l', 'Mineral water 0.5 l', 'Mineralwasser 0,5 l'),
          price: 2,
        },
        {
          name: it_en_de('Birra alla spina', 'Draught beer', 'Bier vom Fass'),
          price: 3,
          allergens: ['gluten'],
          variants: [
            { name: it_en_de('Piccola 0,2 l', 'Small 0.2 l', 'Klein 0,2 l'), price: 3 },
            { name: it_en_de('Media 0,4 l', 'Medium 0.4 l', 'Mittel 0,4 l'), price: 5 },
          ],
        },
        {
          name: it_en_de('Birra artigianale', 'Craft beer', 'Craft-Bier'),
          description: it_en_de(
            'Chiedi le etichette del mese',
            'Ask for this month’s labels',
            'Fragen Sie nach den Sorten des Monats',
          ),
          price: 5.5,
          allergens: ['gluten'],
          variants: [
            { name: it_en_de('33 cl', '33 cl', '33 cl'), price: 5.5 },
            { name: it_en_de('75 cl', '75 cl', '75 cl'), price: 11 },
          ],
        },
        {
          name: it_en_de(
            'Coca-Cola, Fanta o Sprite 33 cl',
            'Coca-Cola, Fanta or Sprite 33 cl',
            'Coca-Cola, Fanta oder Sprite 33 cl',
          ),
          price: 3,
        },
        {
          name: it_en_de('Calice di vino della casa', 'Glass of house wine', 'Glas Hauswein'),
          price: 4.5,
          allergens: ['sulphites'],
        },
      ],
    },
    {
      name: it_en_de('Dolci', 'Desserts', 'Desserts'),
      dishes: [
        {
          name: it_en_de('Tiramisù', 'Tiramisù', 'Tiramisu'),
          price: 5.5,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
        },
        {
          name: it_en_de('Pizza alla Nutella', 'Nutella pizza', 'Nutella-Pizza'),
          description: it_en_de(
            'Da dividere, con granella di nocciole',
            'For sharing, with crushed hazelnuts',
            'Zum Teilen, mit gehackten Haselnüssen',
          ),
          price: 7,
          allergens: ['gluten', 'milk', 'nuts', 'soybeans'],
          tags: ['vegetarian'],
        },
        {
          name: it_en_de('Babà al rum', 'Rum babà', 'Rum-Babà'),
          price: 5,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
        },
        {
          name: it_en_de('Cannolo siciliano', 'Sicilian cannolo', 'Sizilianischer Cannolo'),
          // No German description yet: German guests see the Italian one (the fallback).
          description: it_en(
            'Cialda croccante ripiena di ricotta di pecora e gocce di cioccolato',
            'Crisp pastry shell filled with sheep’s ricotta and chocolate chips',
          ),
          price: 4.5,
          allergens: ['gluten', 'milk'],
          tags: ['vegetarian'],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------- Osteria Altro Gusto (it, en, fr)

const OSTERIA_MENU: DemoMenu = {
  name: it_en_fr(
    'Menù della tradizione toscana',
    'Traditional Tuscan menu',
    'Menu de la tradition toscane',
  ),
  sections: [
    {
      name: it_en_fr('Antipasti', 'Starters', 'Entrées'),
      dishes: [
        {
          name: it_en_fr(
            'Crostini neri',
            'Chicken liver crostini',
            'Crostini aux foies de volaille',
          ),
          description: it_en_fr(
            'Pane toscano con paté di fegatini, capperi e Vin Santo',
            'Tuscan bread with chicken liver pâté, capers and Vin Santo',
            'Pain toscan, pâté de foies de volaille, câpres et Vin Santo',
          ),
          price: 8,
          allergens: ['gluten', 'celery', 'sulphites'],
        },
        {
          name: it_en_fr('Tagliere toscano', 'Tuscan board', 'Planche toscane'),
          description: it_en_fr(
            'Finocchiona, prosciutto toscano DOP, salame di cinta senese e pecorino',
            'Finocchiona, Tuscan ham PDO, Cinta Senese salami and pecorino',
            'Finocchiona, jambon toscan AOP, salami de Cinta Senese et pecorino',
          ),
          price: 14,
          allergens: ['milk'],
          variants: [
            { name: it_en_fr('Per uno', 'For one', 'Pour une personne'), price: 14 },
            { name: it_en_fr('Per due', 'For two', 'Pour deux personnes'), price: 25 },
          ],
        },
        {
          name: it_en_fr('Panzanella', 'Panzanella bread salad', 'Panzanella'),
          description: it_en_fr(
            'Pane raffermo, pomodori, cipolla rossa, cetrioli e basilico',
            'Day-old bread, tomatoes, red onion, cucumber and basil',
            'Pain rassis, tomates, oignon rouge, concombre et basilic',
          ),
          price: 9,
          allergens: ['gluten', 'sulphites'],
          tags: VEGAN,
        },
        {
          name: it_en_fr(
            'Fettunta con olio nuovo',
            'Fettunta with new-season oil',
            'Fettunta à l’huile nouvelle',
          ),
          price: 5,
          allergens: ['gluten'],
          tags: VEGAN,
        },
      ],
    },
    {
      name: it_en_fr('Primi', 'First courses', 'Premiers plats'),
      dishes: [
        {
          name: it_en_fr('Ribollita', 'Ribollita', 'Ribollita'),
          description: it_en_fr(
            'Zuppa di pane, cavolo nero e fagioli, ribollita come una volta',
            'Bread, black cabbage and bean soup, reboiled the old way',
            'Soupe de pain, chou noir et haricots, recuite comme autrefois',
          ),
          price: 11,
          allergens: ['gluten', 'celery'],
          tags: VEGAN,
        },
        {
          name: it_en_fr('Pappa al pomodoro', 'Pappa al pomodoro', 'Pappa al pomodoro'),
          description: it_en_fr(
            'Pane toscano, pomodoro, aglio e basilico',
            'Tuscan bread, tomato, garlic and basil',
            'Pain toscan, tomate, ail et basilic',
          ),
          price: 10,
          allergens: ['gluten'],
          tags: VEGAN,
        },
        {
          name: it_en_fr(
            'Pici all’aglione',
            'Pici with garlic tomato sauce',
            'Pici à la sauce aglione',
          ),
          description: it_en_fr(
            'Pasta tirata a mano con sugo di pomodoro e aglione della Valdichiana',
            'Hand-rolled pasta with tomato sauce and Valdichiana giant garlic',
            'Pâtes roulées à la main, sauce tomate et ail géant du Valdichiana',
          ),
          price: 12,
          allergens: ['gluten'],
          tags: VEGAN,
        },
        {
          name: it_en_fr(
            'Pappardelle al cinghiale',
            'Pappardelle with wild boar ragù',
            'Pappardelle au ragoût de sanglier',
          ),
          price: 15,
          allergens: ['gluten', 'eggs', 'celery', 'sulphites'],
        },
      ],
    },
    {
      name: it_en_fr('Secondi', 'Main courses', 'Plats'),
      dishes: [
        {
          name: it_en_fr(
            'Bistecca alla fiorentina',
            'Florentine T-bone steak',
            'Côte de bœuf à la florentine',
          ),
          description: it_en_fr(
            'Scottona alla brace, al sangue come tradizione; prezzo al chilo',
            'Chargrilled young beef, served rare as tradition wants; price per kilo',
            'Génisse grillée, saignante comme le veut la tradition ; prix au kilo',
          ),
          price: 55,
          tags: ['gluten-free', 'lactose-free'],
        },
        {
          name: it_en_fr(
            'Peposo all’imprunetana',
            'Peposo, Impruneta-style beef stew',
            'Peposo de l’Impruneta',
          ),
          description: it_en_fr(
            'Manzo cotto lentamente nel Chianti con pepe nero',
            'Beef slow-cooked in Chianti with black pepper',
            'Bœuf mijoté dans le Chianti au poivre noir',
          ),
          price: 18,
          allergens: ['sulphites'],
          tags: ['gluten-free', 'lactose-free'],
        },
        {
          name: it_en_fr(
            'Trippa alla fiorentina',
            'Florentine-style tripe',
            'Tripes à la florentine',
          ),
          price: 14,
          allergens: ['celery', 'milk'],
          tags: ['gluten-free'],
        },
        {
          name: it_en_fr(
            'Cinghiale in umido con olive',
            'Wild boar stew with olives',
            'Civet de sanglier aux olives',
          ),
          price: 17,
          allergens: ['celery', 'sulphites'],
          tags: ['gluten-free', 'lactose-free'],
        },
      ],
    },
    {
      name: it_en_fr('Contorni', 'Side dishes', 'Accompagnements'),
      dishes: [
        {
          name: it_en_fr(
            'Fagioli all’uccelletto',
            'Cannellini beans with sage and tomato',
            'Haricots à la sauge et à la tomate',
          ),
          price: 6,
          tags: [...VEGAN, 'gluten-free'],
        },
        {
          name: it_en_fr('Patate arrosto', 'Roast potatoes', 'Pommes de terre rôties'),
          price: 5,
          tags: [...VEGAN, 'gluten-free'],
        },
        {
          name: it_en_fr('Verdure grigliate', 'Grilled vegetables', 'Légumes grillés'),
          price: 6,
          tags: [...VEGAN, 'gluten-free'],
        },
      ],
    },
    {
      name: it_en_fr('Dolci', 'Desserts', 'Desserts'),
      dishes: [
        {
          name: it_en_fr('Cantucci e Vin Santo', 'Cantucci and Vin Santo', 'Cantucci et Vin Santo'),
          description: it_en_fr(
            'Biscotti di Prato alle mandorle da intingere nel Vin Santo',
            'Prato almond biscuits to dip in Vin Santo',
            'Biscuits de Prato aux amandes à tremper dans le Vin Santo',
          ),
          price: 8,
          allergens: ['gluten', 'eggs', 'nuts', 'sulphites'],
          tags: ['vegetarian'],
        },
        {
          name: it_en_fr('Torta della nonna', 'Grandma’s custard tart', 'Tarte de grand-mère'),
          description: it_en_fr(
            'Pasta frolla, crema pasticcera e pinoli',
            'Shortcrust pastry, custard and pine nuts',
            'Pâte sablée, crème pâtissière et pignons de pin',
          ),
          price: 6,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
        },
        {
          name: it_en_fr(
            'Schiacciata alla fiorentina',
            'Florentine carnival sponge cake',
            'Schiacciata florentine',
          ),
          description: it_en_fr(
            'Il dolce di Carnevale, all’arancia',
            'The orange-scented Carnival cake',
            'Le gâteau du Carnaval, parfumé à l’orange',
          ),
          price: 6,
          allergens: ['gluten', 'eggs', 'milk'],
          tags: ['vegetarian'],
          available: false,
        },
      ],
    },
  ],
};

const OSTERIA_WINES: DemoMenu = {
  name: it_en_fr('Carta dei vini', 'Wine list', 'Carte des vins'),
  sections: [
    {
      name: it_en_fr('Rossi di Toscana', 'Tuscan reds', 'Rouges de Toscane'),
      dishes: [
        {
          name: it_en_fr('Chianti Classico DOCG', 'Chianti Classico DOCG', 'Chianti Classico DOCG'),
          price: 7,
          allergens: ['sulphites'],
          variants: [
            { name: it_en_fr('Calice', 'Glass', 'Verre'), price: 7 },
            { name: it_en_fr('Bottiglia', 'Bottle', 'Bouteille'), price: 30 },
          ],
        },
        {
          name: it_en_fr(
            'Rosso di Montepulciano DOC',
            'Rosso di Montepulciano DOC',
            'Rosso di Montepulciano DOC',
          ),
          price: 26,
          allergens: ['sulphites'],
        },
        {
          name: it_en_fr(
            'Brunello di Montalcino DOCG',
            'Brunello di Montalcino DOCG',
            'Brunello di Montalcino DOCG',
          ),
          price: 75,
          allergens: ['sulphites'],
        },
      ],
    },
    {
      name: it_en_fr('Bianchi e dolci', 'Whites and dessert wines', 'Blancs et vins doux'),
      dishes: [
        {
          name: it_en_fr(
            'Vernaccia di San Gimignano DOCG',
            'Vernaccia di San Gimignano DOCG',
            'Vernaccia di San Gimignano DOCG',
          ),
          price: 6,
          allergens: ['sulphites'],
          variants: [
            { name: it_en_fr('Calice', 'Glass', 'Verre'), price: 6 },
            { name: it_en_fr('Bottiglia', 'Bottle', 'Bouteille'), price: 26 },
          ],
        },
        {
          name: it_en_fr(
            'Vin Santo del Chianti DOC',
            'Vin Santo del Chianti DOC',
            'Vin Santo del Chianti DOC',
          ),
          price: 6,
          allergens: ['sulphites'],
        },
      ],
    },
  ],
};

/** Each restaurant's menus in the order its site lists them. */
export const DEMO_MENUS = {
  trattoria: [TRATTORIA_A_LA_CARTE, TRATTORIA_LUNCH, TRATTORIA_DRINKS, TRATTORIA_CHRISTMAS],
  pizzeria: [PIZZERIA_MENU],
  osteria: [OSTERIA_MENU, OSTERIA_WINES],
} as const;

interface SeededRestaurant {
  id: number;
  business_id: number;
}

async function seedMenusOf(
  tx: TenantTx,
  restaurant: SeededRestaurant,
  menus: readonly DemoMenu[],
  now: Date,
) {
  const owner = { business_id: restaurant.business_id, restaurant_id: restaurant.id };
  for (const [menuPosition, menu] of menus.entries()) {
    const created = await insertMenu(tx, {
      ...owner,
      hashed_id: newPublicId(),
      name: menu.name,
      description: menu.description ?? {},
      active: menu.active ?? true,
      availability: menu.availability ?? null,
      position: menuPosition,
      created_at: now,
      updated_at: now,
    });
    const sections = await insertSections(
      tx,
      menu.sections.map((section, position) => ({
        ...owner,
        menu_id: created.id,
        name: section.name,
        description: section.description ?? {},
        position,
      })),
    );
    await insertItems(
      tx,
      menu.sections.flatMap((section, sectionPosition) =>
        section.dishes.map((dish, position) => ({
          ...owner,
          menu_id: created.id,
          section_id: sections.find((s) => s.position === sectionPosition)!.id,
          name: dish.name,
          description: dish.description ?? {},
          price_cents: eurosToCents(dish.price),
          variants: (dish.variants ?? []).map((v) => ({
            name: v.name,
            price_cents: eurosToCents(v.price),
          })),
          allergens: dish.allergens ?? [],
          tags: dish.tags ?? [],
          available: dish.available ?? true,
          position,
        })),
      ),
    );
  }
}

/** Seeds the demo restaurants' menus; part of the demo seed's one transaction. */
export async function seedDemoMenus(
  tx: TenantTx,
  restaurants: Record<keyof typeof DEMO_MENUS, SeededRestaurant>,
  now: Date,
) {
  for (const key of Object.keys(DEMO_MENUS) as (keyof typeof DEMO_MENUS)[]) {
    await seedMenusOf(tx, restaurants[key], DEMO_MENUS[key], now);
  }
}
