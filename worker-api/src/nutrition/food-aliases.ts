// The common cooking ingredients, as cooks write them in British and American kitchens, each with
// the food of the table it means (NDB number; the description beside it is the table's). Names are
// written as the matcher looks a name up (lower case, singular, no accents, soft words left out,
// British and other languages' words in the descriptions' English: "cream fraiche" for "crème
// fraîche"), so plurals, case, sizes and soft words ("fresh", "extra virgin") never need an entry of
// their own, and the table is read as it stands (a test checks each name finds its food).
//
// Choices a cook would make: flour is plain white flour; butter is salted unless it says so;
// meat, fish and vegetables are raw; "mince" is beef; "coriander" is the leaf, as a UK recipe
// means it ("ground coriander" is the seed); tinned tomatoes are whole tomatoes in juice.

/** Ingredient names and the NDB number of the food each means. */
export const FOOD_ALIASES: ReadonlyArray<readonly [name: string, id: number]> = [
  ["water", 14411], // Water, tap, drinking
  ["hot water", 14411], // Water, tap, drinking
  ["ice", 14411], // Water, tap, drinking
  ["ice cube", 14411], // Water, tap, drinking
  ["flour", 20081], // Wheat flour, white, all-purpose, enriched, bleached
  ["plain flour", 20081], // Wheat flour, white, all-purpose, enriched, bleached
  ["all purpose flour", 20081], // Wheat flour, white, all-purpose, enriched, bleached
  ["unbleached all purpose flour", 20581], // Wheat flour, white, all-purpose, enriched, unbleached
  ["white flour", 20081], // Wheat flour, white, all-purpose, enriched, bleached
  ["self raising flour", 20082], // Wheat flour, white, all-purpose, self-rising, enriched
  ["self rising flour", 20082], // Wheat flour, white, all-purpose, self-rising, enriched
  ["bread flour", 20083], // Wheat flour, white, bread, enriched
  ["strong white flour", 20083], // Wheat flour, white, bread, enriched
  ["strong white bread flour", 20083], // Wheat flour, white, bread, enriched
  ["white bread flour", 20083], // Wheat flour, white, bread, enriched
  ["strong flour", 20083], // Wheat flour, white, bread, enriched
  ["whole wheat flour", 20080], // Wheat flour, whole-grain
  ["whole flour", 20080], // Wheat flour, whole-grain
  ["cake flour", 20084], // Wheat flour, white, cake, enriched
  ["butter", 1001], // Butter, salted
  ["salted butter", 1001], // Butter, salted
  ["unsalted butter", 1145], // Butter, without salt
  ["egg", 1123], // Egg, whole, raw, fresh
  ["whole egg", 1123], // Egg, whole, raw, fresh
  ["egg white", 1124], // Egg, white, raw, fresh
  ["egg yolk", 1125], // Egg, yolk, raw, fresh
  ["milk", 1077], // Milk, whole, 3.25% milkfat, with added vitamin D
  ["whole milk", 1077], // Milk, whole, 3.25% milkfat, with added vitamin D
  ["full fat milk", 1077], // Milk, whole, 3.25% milkfat, with added vitamin D
  ["semi skimmed milk", 1079], // Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D
  ["skimmed milk", 1085], // Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)
  ["skim milk", 1085], // Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)
  ["buttermilk", 1230], // Milk, buttermilk, fluid, whole
  ["cream", 1053], // Cream, fluid, heavy whipping
  ["double cream", 1053], // Cream, fluid, heavy whipping
  ["heavy cream", 1053], // Cream, fluid, heavy whipping
  ["whipping cream", 1053], // Cream, fluid, heavy whipping
  ["heavy whipping cream", 1053], // Cream, fluid, heavy whipping
  ["single cream", 1050], // Cream, fluid, light (coffee cream or table cream)
  ["light cream", 1050], // Cream, fluid, light (coffee cream or table cream)
  ["half and half", 1049], // Cream, fluid, half and half
  ["sour cream", 1056], // Cream, sour, cultured
  ["soured cream", 1056], // Cream, sour, cultured
  ["cream fraiche", 1056], // Cream, sour, cultured
  ["yogurt", 1116], // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
  ["plain yogurt", 1116], // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
  ["natural yogurt", 1116], // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
  ["greek yogurt", 1256], // Yogurt, Greek, plain, nonfat
  ["cheese", 1009], // Cheese, cheddar
  ["cheddar", 1009], // Cheese, cheddar
  ["cheddar cheese", 1009], // Cheese, cheddar
  ["mature cheddar", 1009], // Cheese, cheddar
  ["sharp cheddar", 1009], // Cheese, cheddar
  ["parmesan", 1032], // Cheese, parmesan, grated
  ["parmesan cheese", 1032], // Cheese, parmesan, grated
  ["parmigiano reggiano", 1032], // Cheese, parmesan, grated
  ["mozzarella", 1026], // Cheese, mozzarella, whole milk
  ["mozzarella cheese", 1026], // Cheese, mozzarella, whole milk
  ["feta", 1019], // Cheese, feta
  ["feta cheese", 1019], // Cheese, feta
  ["ricotta", 1036], // Cheese, ricotta, whole milk
  ["cream cheese", 1017], // Cheese, cream
  ["sugar", 19335], // Sugars, granulated
  ["white sugar", 19335], // Sugars, granulated
  ["granulated sugar", 19335], // Sugars, granulated
  ["superfine sugar", 19335], // Sugars, granulated
  ["brown sugar", 19334], // Sugars, brown
  ["light brown sugar", 19334], // Sugars, brown
  ["dark brown sugar", 19334], // Sugars, brown
  ["soft brown sugar", 19334], // Sugars, brown
  ["light soft brown sugar", 19334], // Sugars, brown
  ["powdered sugar", 19336], // Sugars, powdered
  ["honey", 19296], // Honey
  ["maple syrup", 19353], // Syrups, maple
  ["golden syrup", 19129], // Syrups, table blends, pancake
  ["salt", 2047], // Salt, table
  ["table salt", 2047], // Salt, table
  ["pepper", 2030], // Spices, pepper, black
  ["black pepper", 2030], // Spices, pepper, black
  ["ground black pepper", 2030], // Spices, pepper, black
  ["ground pepper", 2030], // Spices, pepper, black
  ["white pepper", 2032], // Spices, pepper, white
  ["cayenne", 2031], // Spices, pepper, red or cayenne
  ["cayenne pepper", 2031], // Spices, pepper, red or cayenne
  ["chili flake", 2031], // Spices, pepper, red or cayenne
  ["red pepper flake", 2031], // Spices, pepper, red or cayenne
  ["olive oil", 4053], // Oil, olive, salad or cooking
  ["oil", 4044], // Oil, soybean, salad or cooking
  ["vegetable oil", 4044], // Oil, soybean, salad or cooking
  ["neutral oil", 4044], // Oil, soybean, salad or cooking
  ["cooking oil", 4044], // Oil, soybean, salad or cooking
  ["canola oil", 4582], // Oil, canola
  ["rapeseed oil", 4582], // Oil, canola
  ["sunflower oil", 4060], // Oil, sunflower, linoleic (less than 60%)
  ["sesame oil", 4058], // Oil, sesame, salad or cooking
  ["coconut oil", 4047], // Oil, coconut
  ["onion", 11282], // Onions, raw
  ["brown onion", 11282], // Onions, raw
  ["yellow onion", 11282], // Onions, raw
  ["white onion", 11282], // Onions, raw
  ["red onion", 11282], // Onions, raw
  ["spring onion", 11291], // Onions, spring or scallions (includes tops and bulb), raw
  ["scallion", 11291], // Onions, spring or scallions (includes tops and bulb), raw
  ["green onion", 11291], // Onions, spring or scallions (includes tops and bulb), raw
  ["onion green", 11291], // Onions, spring or scallions (includes tops and bulb), raw
  ["shallot", 11677], // Shallots, raw
  ["garlic", 11215], // Garlic, raw
  ["garlic clove", 11215], // Garlic, raw
  ["clove garlic", 11215], // Garlic, raw
  ["ginger", 11216], // Ginger root, raw
  ["tomato", 11529], // Tomatoes, red, ripe, raw, year round average
  ["cherry tomato", 11529], // Tomatoes, red, ripe, raw, year round average
  ["plum tomato", 11529], // Tomatoes, red, ripe, raw, year round average
  ["tinned tomato", 11531], // Tomatoes, red, ripe, canned, packed in tomato juice
  ["canned tomato", 11531], // Tomatoes, red, ripe, canned, packed in tomato juice
  ["chopped tomato", 11531], // Tomatoes, red, ripe, canned, packed in tomato juice
  ["tinned chopped tomato", 11531], // Tomatoes, red, ripe, canned, packed in tomato juice
  ["canned diced tomato", 11531], // Tomatoes, red, ripe, canned, packed in tomato juice
  ["crushed tomato", 11693], // Tomatoes, crushed, canned
  ["passata", 11693], // Tomatoes, crushed, canned
  ["tomato passata", 11693], // Tomatoes, crushed, canned
  ["tomato paste", 11546], // Tomato products, canned, paste, without salt added
  ["tomato puree", 11546], // Tomato products, canned, paste, without salt added
  ["potato", 11354], // Potatoes, white, flesh and skin, raw
  ["carrot", 11124], // Carrots, raw
  ["celery", 11143], // Celery, raw
  ["celery stalk", 11143], // Celery, raw
  ["celery stick", 11143], // Celery, raw
  ["celery rib", 11143], // Celery, raw
  ["zucchini", 11477], // Squash, summer, zucchini, includes skin, raw
  ["eggplant", 11209], // Eggplant, raw
  ["bell pepper", 11821], // Peppers, sweet, red, raw
  ["red pepper", 11821], // Peppers, sweet, red, raw
  ["red bell pepper", 11821], // Peppers, sweet, red, raw
  ["green pepper", 11333], // Peppers, sweet, green, raw
  ["green bell pepper", 11333], // Peppers, sweet, green, raw
  ["yellow pepper", 11951], // Peppers, sweet, yellow, raw
  ["chili", 11819], // Peppers, hot chili, red, raw
  ["red chili", 11819], // Peppers, hot chili, red, raw
  ["green chili", 11670], // Peppers, hot chili, green, raw
  ["mushroom", 11260], // Mushrooms, white, raw
  ["spinach", 11457], // Spinach, raw
  ["lettuce", 11253], // Lettuce, green leaf, raw
  ["cucumber", 11205], // Cucumber, with peel, raw
  ["broccoli", 11090], // Broccoli, raw
  ["cauliflower", 11135], // Cauliflower, raw
  ["cabbage", 11109], // Cabbage, raw
  ["lemon", 9150], // Lemons, raw, without peel
  ["lime", 9159], // Limes, raw
  ["lemon juice", 9152], // Lemon juice, raw
  ["lime juice", 9160], // Lime juice, raw
  ["orange", 9200], // Oranges, raw, all commercial varieties
  ["apple", 9003], // Apples, raw, with skin
  ["banana", 9040], // Bananas, raw
  ["avocado", 9037], // Avocados, raw, all commercial varieties
  ["coriander", 11165], // Coriander (cilantro) leaves, raw
  ["cilantro", 11165], // Coriander (cilantro) leaves, raw
  ["coriander leaf", 11165], // Coriander (cilantro) leaves, raw
  ["cilantro leaf", 11165], // Coriander (cilantro) leaves, raw
  ["parsley", 11297], // Parsley, fresh
  ["flat leaf parsley", 11297], // Parsley, fresh
  ["basil", 2044], // Basil, fresh
  ["basil leaf", 2044], // Basil, fresh
  ["mint", 2065], // Spearmint, fresh
  ["thyme", 2049], // Thyme, fresh
  ["rosemary", 2063], // Rosemary, fresh
  ["dill", 2045], // Dill weed, fresh
  ["dried oregano", 2027], // Spices, oregano, dried
  ["oregano", 2027], // Spices, oregano, dried
  ["ground cumin", 2014], // Spices, cumin seed
  ["cumin", 2014], // Spices, cumin seed
  ["paprika", 2028], // Spices, paprika
  ["smoked paprika", 2028], // Spices, paprika
  ["ground coriander", 2013], // Spices, coriander seed
  ["bay leaf", 2004], // Spices, bay leaf
  ["cinnamon", 2010], // Spices, cinnamon, ground
  ["ground cinnamon", 2010], // Spices, cinnamon, ground
  ["nutmeg", 2025], // Spices, nutmeg, ground
  ["chicken", 5006], // Chicken, broilers or fryers, meat and skin, raw
  ["chicken breast", 5062], // Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
  ["chicken thigh", 5096], // Chicken, broilers or fryers, dark meat, thigh, meat only, raw
  ["chicken thigh fillet", 5096], // Chicken, broilers or fryers, dark meat, thigh, meat only, raw
  ["chicken drumstick", 5066], // Chicken, broilers or fryers, drumstick, meat and skin, raw
  ["chicken wing", 5100], // Chicken, broilers or fryers, wing, meat and skin, raw
  ["ground", 23572], // Beef, ground, 80% lean meat / 20% fat, raw
  ["ground beef", 23572], // Beef, ground, 80% lean meat / 20% fat, raw
  ["beef ground", 23572], // Beef, ground, 80% lean meat / 20% fat, raw
  ["lean ground beef", 23562], // Beef, ground, 90% lean meat / 10% fat, raw
  ["ground pork", 10219], // Pork, fresh, ground, raw
  ["pork ground", 10219], // Pork, fresh, ground, raw
  ["ground lamb", 17224], // Lamb, ground, raw
  ["lamb ground", 17224], // Lamb, ground, raw
  ["ground turkey", 5305], // Poultry food products, ground turkey, raw
  ["turkey ground", 5305], // Poultry food products, ground turkey, raw
  ["bacon", 10123], // Pork, cured, bacon, unprepared
  ["salmon", 15236], // Fish, salmon, Atlantic, farmed, raw
  ["salmon fillet", 15236], // Fish, salmon, Atlantic, farmed, raw
  ["shrimp", 15149], // Crustaceans, shrimp, mixed species, raw
  ["rice", 20044], // Rice, white, long-grain, regular, raw, enriched
  ["white rice", 20044], // Rice, white, long-grain, regular, raw, enriched
  ["long grain rice", 20044], // Rice, white, long-grain, regular, raw, enriched
  ["basmati rice", 20044], // Rice, white, long-grain, regular, raw, enriched
  ["brown rice", 20036], // Rice, brown, long-grain, raw
  ["cooked rice", 20045], // Rice, white, long-grain, regular, cooked, enriched
  ["cooked white rice", 20045], // Rice, white, long-grain, regular, cooked, enriched
  ["cooked brown rice", 20037], // Rice, brown, long-grain, cooked
  ["spaghetti", 20120], // Spaghetti, dry, enriched
  ["pasta", 20120], // Spaghetti, dry, enriched
  ["penne", 20120], // Spaghetti, dry, enriched
  ["fusilli", 20120], // Spaghetti, dry, enriched
  ["linguine", 20120], // Spaghetti, dry, enriched
  ["tagliatelle", 20120], // Spaghetti, dry, enriched
  ["macaroni", 20099], // Macaroni, dry, enriched
  ["oat", 8120], // Cereals, oats, regular and quick, not fortified, dry
  ["rolled oat", 8120], // Cereals, oats, regular and quick, not fortified, dry
  ["porridge oat", 8120], // Cereals, oats, regular and quick, not fortified, dry
  ["soy sauce", 16123], // Soy sauce made from soy and wheat (shoyu)
  ["light soy sauce", 16123], // Soy sauce made from soy and wheat (shoyu)
  ["dark soy sauce", 16123], // Soy sauce made from soy and wheat (shoyu)
  ["chicken stock", 6172], // Soup, stock, chicken, home-prepared
  ["chicken broth", 6194], // Soup, chicken broth, ready-to-serve
  ["beef stock", 6170], // Soup, stock, beef, home-prepared
  ["beef broth", 6008], // Soup, beef broth or bouillon canned, ready-to-serve
  ["stock", 6172], // Soup, stock, chicken, home-prepared
  ["baking powder", 18369], // Leavening agents, baking powder, double-acting, sodium aluminum sulfate
  ["baking soda", 18372], // Leavening agents, baking soda
  ["bicarbonate soda", 18372], // Leavening agents, baking soda
  ["cornstarch", 20027], // Cornstarch
  ["yeast", 18375], // Leavening agents, yeast, baker's, active dry
  ["dry yeast", 18375], // Leavening agents, yeast, baker's, active dry
  ["active dry yeast", 18375], // Leavening agents, yeast, baker's, active dry
  ["instant yeast", 18375], // Leavening agents, yeast, baker's, active dry
  ["vanilla", 2050], // Vanilla extract
  ["vanilla extract", 2050], // Vanilla extract
  ["cocoa", 19165], // Cocoa, dry powder, unsweetened
  ["cocoa powder", 19165], // Cocoa, dry powder, unsweetened
  ["chocolate chip", 19080], // Candies, semisweet chocolate
  ["dark chocolate", 19904], // Chocolate, dark, 70-85% cacao solids
  ["chickpea", 16358], // Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids
  ["white wine", 14106], // Alcoholic beverage, wine, table, white
  ["dry white wine", 14106], // Alcoholic beverage, wine, table, white
  ["red wine", 14096], // Alcoholic beverage, wine, table, red
  ["white wine vinegar", 2053], // Vinegar, distilled
  ["red wine vinegar", 2068], // Vinegar, red wine
  ["white vinegar", 2053], // Vinegar, distilled
  ["vinegar", 2053], // Vinegar, distilled
  ["apple cider vinegar", 2048], // Vinegar, cider
  ["dijon mustard", 2046], // Mustard, prepared, yellow
  ["mustard", 2046], // Mustard, prepared, yellow
  ["dry mustard", 2024], // Spices, mustard seed, ground
  ["mustard powder", 2024], // Spices, mustard seed, ground
  ["mayonnaise", 4025], // Salad dressing, mayonnaise, regular
  ["ketchup", 11935], // Catsup
  ["peanut butter", 16398], // Peanut butter, smooth style, without salt
  ["almond", 12061], // Nuts, almonds
  ["walnut", 12155], // Nuts, walnuts, english
  ["pecan", 12142], // Nuts, pecans
  ["almond milk", 14016], // Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink
  ["soy milk", 16120], // Soymilk, original and vanilla, unfortified
  ["coconut milk", 12118], // Nuts, coconut milk, canned (liquid expressed from grated meat and water)
  ["tofu", 16426], // Tofu, raw, firm, prepared with calcium sulfate
  ["firm tofu", 16426], // Tofu, raw, firm, prepared with calcium sulfate
  ["raisin", 9298], // Raisins, seedless
  ["sultana", 9297], // Raisins, golden seedless
  ["pea", 11312], // Peas, green, frozen, unprepared
  ["frozen pea", 11312], // Peas, green, frozen, unprepared
  ["sweetcorn", 11167], // Corn, sweet, yellow, raw
  ["sweet potato", 11507], // Sweet potato, raw, unprepared
  ["leek", 11246], // Leeks, (bulb and lower leaf-portion), raw
  ["kidney bean", 16034], // Beans, kidney, red, mature seeds, canned, solids and liquids
  ["black bean", 16316], // Beans, black, mature seeds, canned, low sodium
  ["lentil", 16069], // Lentils, raw
  ["red lentil", 16144], // Lentils, pink, raw
  ["jalapeno", 11979], // Peppers, jalapeno, raw
  ["bean sprout", 11043], // Mung beans, mature seeds, sprouted, raw
  ["pork", 10020], // Pork, fresh, loin, whole, separable lean and fat, raw
  ["pork shoulder", 10070], // Pork, fresh, shoulder, whole, separable lean and fat, raw
  ["lamb", 17001], // Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4" fat, choice, raw
  ["cod", 15015], // Fish, cod, Atlantic, raw
  ["tuna", 15121], // Fish, tuna, light, canned in water, drained solids
  ["arugula", 11959], // Arugula, raw
  ["pumpkin", 11422], // Pumpkin, raw
  ["butternut squash", 11485], // Squash, winter, butternut, raw
  ["kale", 11233], // Kale, raw
  ["sesame seed", 12023], // Seeds, sesame seeds, whole, dried
  ["pine nut", 12147], // Nuts, pine nuts, dried
  ["cashew", 12087], // Nuts, cashew nuts, raw
  ["peanut", 16087], // Peanuts, all types, raw
  ["chocolate", 19904], // Chocolate, dark, 70-85% cacao solids
  ["milk chocolate", 19120], // Candies, milk chocolate
  ["white chocolate", 19087], // Candies, white chocolate
  ["bread", 18064], // Bread, wheat
  ["noodle", 20109], // Noodles, egg, dry, enriched
  ["egg noodle", 20109], // Noodles, egg, dry, enriched
  ["couscous", 20028], // Couscous, dry
  ["quinoa", 20035], // Quinoa, uncooked
  ["shortening", 4615], // Shortening, vegetable, household, composite
  ["vegetable shortening", 4615], // Shortening, vegetable, household, composite
  ["hot sauce", 6168], // Sauce, ready-to-serve, pepper or hot
  ["pecorino", 1038], // Cheese, romano
  ["pecorino romano", 1038], // Cheese, romano
  ["pumpkin puree", 11424], // Pumpkin, canned, without salt
  ["burger bun", 18350], // Rolls, hamburger or hotdog, plain
  ["hamburger bun", 18350], // Rolls, hamburger or hotdog, plain
  ["sourdough bread", 18029], // Bread, french or vienna (includes sourdough)
  ["black olive", 9193], // Olives, ripe, canned (small-extra large)
  ["green olive", 9195], // Olives, pickled, canned or bottled, green
  ["miso", 16112], // Miso
  ["miso paste", 16112], // Miso
  ["masa flour", 20017], // Corn flour, masa, enriched, white
  ["breadcrumb", 18079], // Bread crumbs, dry, grated, plain
  ["dried breadcrumb", 18079], // Bread crumbs, dry, grated, plain
  ["panko", 18079], // Bread crumbs, dry, grated, plain
  ["panko breadcrumb", 18079], // Bread crumbs, dry, grated, plain
  ["pumpkin seed", 12014], // Seeds, pumpkin and squash seed kernels, dried
  ["pepita", 12014], // Seeds, pumpkin and squash seed kernels, dried
  ["almond flour", 12062], // Nuts, almonds, blanched
  ["ground almond", 12062], // Nuts, almonds, blanched
  ["clove", 2011], // Spices, cloves, ground
  ["ground clove", 2011], // Spices, cloves, ground
  ["whole clove", 2011], // Spices, cloves, ground
  ["corn tortilla", 18363], // Tortillas, ready-to-bake or -fry, corn
  ["flour tortilla", 18364], // Tortillas, ready-to-bake or -fry, flour, refrigerated
  ["tortilla", 18364], // Tortillas, ready-to-bake or -fry, flour, refrigerated
  ["roma tomato", 11529], // Tomatoes, red, ripe, raw, year round average
  ["vine tomato", 11529], // Tomatoes, red, ripe, raw, year round average
  ["persian cucumber", 11205], // Cucumber, with peel, raw
  ["italian parsley", 11297], // Parsley, fresh
  ["sesame seed oil", 4058], // Oil, sesame, salad or cooking
  ["condensed milk", 1095], // Milk, canned, condensed, sweetened
  ["sweetened condensed milk", 1095], // Milk, canned, condensed, sweetened
  ["low sodium soy sauce", 16424], // Soy sauce made from soy and wheat (shoyu), low sodium
  ["red chili flake", 2031], // Spices, pepper, red or cayenne
  ["dried red chili flake", 2031], // Spices, pepper, red or cayenne
  ["cinnamon powder", 2010], // Spices, cinnamon, ground
  ["vanilla essence", 2050], // Vanilla extract
  ["vanilla bean paste", 2050], // Vanilla extract
  ["soya milk", 16120], // Soymilk, original and vanilla, unfortified
  ["semisweet chocolate chip", 19080], // Candies, semisweet chocolate
  ["semi sweet chocolate chip", 19080], // Candies, semisweet chocolate
  ["dark cocoa powder", 19165], // Cocoa, dry powder, unsweetened
  ["elbow macaroni", 20099], // Macaroni, dry, enriched
  ["white cheddar", 1009], // Cheese, cheddar
  ["salmon filet", 15236], // Fish, salmon, Atlantic, farmed, raw
  ["yellow mustard", 2046], // Mustard, prepared, yellow
  ["sunflower seed", 12036], // Seeds, sunflower seed kernels, dried
  ["pink salt", 2047], // Salt, table
  ["himalayan salt", 2047], // Salt, table
  ["rock salt", 2047], // Salt, table
  ["cooked chicken", 5064], // Chicken, broilers or fryers, breast, meat only, cooked, roasted
  ["cooked chicken breast", 5064], // Chicken, broilers or fryers, breast, meat only, cooked, roasted
  ["rotisserie chicken", 5064], // Chicken, broilers or fryers, breast, meat only, cooked, roasted
  ["red kidney bean", 16034], // Beans, kidney, red, mature seeds, canned, solids and liquids
  ["napa cabbage", 11119], // Cabbage, chinese (pe-tsai), raw
  ["chinese cabbage", 11119], // Cabbage, chinese (pe-tsai), raw
  ["apple sauce", 9019], // Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)
  ["applesauce", 9019], // Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)
  ["pineapple", 9266], // Pineapple, raw, all varieties
  ["lemon zest", 9156], // Lemon peel, raw
  ["orange zest", 9216], // Orange peel, raw
  ["nutella", 19125], // Chocolate-flavored hazelnut spread
  ["chocolate hazelnut spread", 19125], // Chocolate-flavored hazelnut spread
  ["coffee", 14209], // Coffee, brewed from grounds, prepared with tap water
  ["brewed coffee", 14209], // Coffee, brewed from grounds, prepared with tap water
  ["espresso", 14210], // Coffee, brewed, espresso, restaurant-prepared
  ["instant coffee", 14214], // Coffee, instant, regular, powder
  ["instant espresso powder", 14214], // Coffee, instant, regular, powder
  ["espresso powder", 14214], // Coffee, instant, regular, powder
  ["tequila", 14037], // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
  ["vodka", 14037], // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
  ["rum", 14037], // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
  ["gin", 14037], // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
  ["whiskey", 14037], // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
  ["bourbon", 14037], // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
  ["agave syrup", 19912], // Sweetener, syrup, agave
  ["agave nectar", 19912], // Sweetener, syrup, agave
  ["molasses", 19304], // Molasses
  ["unsulphured molasses", 19304], // Molasses
  ["oreo", 18166], // Cookies, chocolate sandwich, with creme filling, regular
  ["oreo cookie", 18166], // Cookies, chocolate sandwich, with creme filling, regular
  ["milk chocolate chip", 19120], // Candies, milk chocolate
  ["green apple", 9003], // Apples, raw, with skin
  ["granny smith apple", 9003], // Apples, raw, with skin
  ["chestnut", 12098], // Nuts, chestnuts, european, raw, peeled
  ["pumpkin flesh", 11422], // Pumpkin, raw
  ["hokkaido pumpkin", 11422], // Pumpkin, raw
  ["caper", 2054], // Capers, canned
  ["glutinous rice", 20054], // Rice, white, glutinous, raw
  ["sticky rice", 20054], // Rice, white, glutinous, raw
  ["rice vinegar", 2053], // Vinegar, distilled
  ["rice wine vinegar", 2053], // Vinegar, distilled
  ["champagne vinegar", 2053], // Vinegar, distilled
  ["scallop", 15172], // Mollusks, scallop, mixed species, raw
  ["monkfish", 15054], // Fish, monkfish, raw
  // A blend of dried herbs, oregano foremost.
  ["italian seasoning", 2027], // Spices, oregano, dried
  // Cuts the table lacks, as the nearest cut of the same animal.
  ["hanger steak", 13065], // Beef, flank, steak, separable lean and fat, trimmed to 0" fat, choice, raw
  ["pork shoulder steak", 10070], // Pork, fresh, shoulder, whole, separable lean and fat, raw
  ["pork shoulder roast", 10070], // Pork, fresh, shoulder, whole, separable lean and fat, raw
  // A stretched-curd cheese like mozzarella.
  ["oaxaca cheese", 1026], // Cheese, mozzarella, whole milk
  ["spring mix", 11253], // Lettuce, green leaf, raw
  ["mixed green", 11253], // Lettuce, green leaf, raw
  ["mixed salad leaf", 11253], // Lettuce, green leaf, raw
  ["precooked beet", 11081], // Beets, cooked, boiled, drained
  ["cooked beet", 11081], // Beets, cooked, boiled, drained
  ["snow pea", 11300], // Peas, edible-podded, raw
  ["sugar snap pea", 11300], // Peas, edible-podded, raw
  ["mangetout", 11300], // Peas, edible-podded, raw
  ["peppercorn", 2030], // Spices, pepper, black
  ["black peppercorn", 2030], // Spices, pepper, black
  ["whole peppercorn", 2030], // Spices, pepper, black
  ["sun dried tomato", 11955], // Tomatoes, sun-dried
  // Sugar with pectin: its energy is the sugar's.
  ["jam sugar", 19335], // Sugars, granulated
  ["preserving sugar", 19335], // Sugars, granulated
  ["gelling sugar", 19335], // Sugars, granulated
  ["risotto rice", 20050], // Rice, white, medium-grain, raw, enriched
  ["arborio rice", 20050], // Rice, white, medium-grain, raw, enriched
  ["rice risotto", 20050], // Rice, white, medium-grain, raw, enriched ("riz risotto": French word order)
  // SR's one vegetable broth is a brand's record, kept under a generic name (docs/food-data.md).
  ["vegetable stock", 6615], // Soup, vegetable broth, ready-to-serve
  ["vegetable broth", 6615], // Soup, vegetable broth, ready-to-serve
  ["low sodium vegetable broth", 6615], // Soup, vegetable broth, ready-to-serve
  ["fond legume", 6615], // Soup, vegetable broth, ready-to-serve ("fond de légumes")
  // A stock cube is mostly salt, starch and fat whatever it tastes of: SR's dry chicken cube.
  ["stock cube", 6081], // Soup, chicken broth cubes, dry
  ["bouillon cube", 6081], // Soup, chicken broth cubes, dry
  ["vegetable stock cube", 6081], // Soup, chicken broth cubes, dry
  ["chicken stock cube", 6081], // Soup, chicken broth cubes, dry
  // Seasoning to taste weighs nothing; with an amount, the salt is what counts.
  ["salt and pepper", 2047], // Salt, table
  ["salt and black pepper", 2047], // Salt, table
  ["raw sugar", 19908], // Sugar, turbinado
  ["turbinado sugar", 19908], // Sugar, turbinado
  ["demerara sugar", 19908], // Sugar, turbinado
  ["vanilla sugar", 19335], // Sugars, granulated (sugar scented with vanilla)
  ["pearl sugar", 19335], // Sugars, granulated
  ["strong coffee", 14209], // Coffee, brewed from grounds, prepared with tap water
  ["coconut flake", 12108], // Nuts, coconut meat, dried (desiccated), not sweetened
  ["kalamata olive", 9193], // Olives, ripe, canned (small-extra large)
  ["smoked almond", 12567], // Nuts, almonds, oil roasted, with salt added, smoke flavor
  ["nut", 12135], // Nuts, mixed nuts, dry roasted, with peanuts, without salt added
  ["mixed nut", 12135], // Nuts, mixed nuts, dry roasted, with peanuts, without salt added
  ["dried cherry", 9044], // Cherries, tart, dried, sweetened
  ["dried sour cherry", 9044], // Cherries, tart, dried, sweetened
  ["dried tart cherry", 9044], // Cherries, tart, dried, sweetened
  ["whole grain pasta", 20124], // Spaghetti, whole-wheat, dry
  ["whole wheat pasta", 20124], // Spaghetti, whole-wheat, dry
  ["whole grain penne", 20107], // Macaroni, whole-wheat, dry
  ["whole grain penne pasta", 20107], // Macaroni, whole-wheat, dry
  ["whole wheat penne", 20107], // Macaroni, whole-wheat, dry
  ["dried whole grain penne pasta", 20107], // Macaroni, whole-wheat, dry
  ["dried pasta", 20120], // Spaghetti, dry, enriched
  ["dried penne", 20120], // Spaghetti, dry, enriched
  ["taco seasoning", 2075], // Seasoning mix, dry, taco, original
  ["enchilada sauce", 6599], // Sauce, enchilada, ready-to-serve
  ["taco sauce", 6604], // Sauce, taco, red, ready-to-serve
  ["nacho cheese", 6930], // Sauce, cheese, ready-to-serve
  ["nacho cheese sauce", 6930], // Sauce, cheese, ready-to-serve
  ["cheese sauce", 6930], // Sauce, cheese, ready-to-serve
  // Guacamole is mashed avocado with a little onion, tomato and lime: the avocado's figures.
  ["guacamole", 9037], // Avocados, raw, all commercial varieties
  // Char siu sauce is a sweet hoisin-based barbecue sauce.
  ["char siu sauce", 6175], // Sauce, hoisin, ready-to-serve
  // Made from SR foods in the proportions they are made of (scripts/food-table.mjs, docs/food-data.md).
  ["gnocchi", 99001], // Gnocchi, potato, made from boiled potatoes and wheat flour
  ["potato gnocchi", 99001], // Gnocchi, potato, made from boiled potatoes and wheat flour
  ["sourdough starter", 99002], // Sourdough starter, equal weights of wheat flour and water
  ["active sourdough starter", 99002], // Sourdough starter, equal weights of wheat flour and water
  ["levain", 99002], // Sourdough starter, equal weights of wheat flour and water
  // Meatballs are ground meat with a little crumb and egg: the meat's figures.
  ["meatball", 23572], // Beef, ground, 80% lean meat / 20% fat, raw
  ["beef meatball", 23572], // Beef, ground, 80% lean meat / 20% fat, raw
  // Five-spice is star anise, fennel, clove, cinnamon and Sichuan pepper ground: anise stands for it.
  ["five spice powder", 2002], // Spices, anise seed
  ["chinese five spice powder", 2002], // Spices, anise seed
  ["chinese five spice", 2002], // Spices, anise seed
];
