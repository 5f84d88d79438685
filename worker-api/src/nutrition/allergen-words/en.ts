// English ingredient names by what they contain, one phrase per comma, in the singular (plurals
// are the name normaliser's work). A name is read by its longest phrases first, and a word read as
// part of a longer phrase is not read again: "peanut butter" is peanuts and not milk, "butter bean"
// and "cream of tartar" are nothing at all. A phrase listed under two headings has both.
//
// A phrase is listed where the cook can be sure: mayonnaise is eggs (it is made of them) but not
// mustard (only some are); a cake is gluten but not eggs. Pine nuts, coconut, nutmeg and
// chestnuts are not among the tree nuts a label must name, so they are not nuts here.
import type { AllergenWords } from "./words";

export const english: AllergenWords = {
  gluten: `
    flour, plain flour, all purpose flour, self raising flour, self rising flour, bread flour, strong flour,
    wholemeal flour, whole wheat flour, cake flour, pastry flour, 00 flour, graham flour, wheat, wheat flour,
    wheat germ, wheat bran, bran, vital wheat gluten, gluten, seitan, mock duck, durum, semolina, couscous,
    pearl couscous, bulgur, bulghur, burghul, barley, pearl barley, rye, spelt, farro, emmer, einkorn, kamut,
    freekeh, triticale, oat, oatmeal, rolled oat, porridge oat, oat bran, oat flour, oat milk, oat cream,
    malt, malt extract, malt vinegar, malted milk, bread, breadcrumb, bread crumb, panko, crouton, stuffing,
    toast, baguette, ciabatta, focaccia, sourdough, brioche, challah, croissant, bagel, pita, pitta, naan,
    chapati, roti, paratha, flatbread, wrap, tortilla, flour tortilla, bun, bread roll, dinner roll,
    english muffin, muffin, crumpet, scone, pastry, puff pastry, shortcrust pastry, filo, phyllo, pie crust,
    pie shell, tart shell, pizza dough, pizza base, dough, pasta, fresh pasta, egg pasta, spaghetti,
    macaroni, penne, fusilli, rigatoni, farfalle, conchiglie, orecchiette, lasagne, lasagna, tagliatelle,
    fettuccine, linguine, pappardelle, vermicelli, orzo, ravioli, tortellini, gnocchi, noodle, egg noodle,
    ramen, udon, soba, wonton wrapper, dumpling wrapper, spring roll wrapper, dumpling, cake, cupcake,
    cheesecake, pancake, waffle, crepe, doughnut, donut, biscuit, cookie, cracker, graham cracker,
    digestive biscuit, cream cracker, ladyfinger, savoiardi, sponge finger, biscotti, wafer, pretzel,
    matzo, matzah, oreo, gingersnap, beer, ale, lager, stout, soy sauce, teriyaki sauce, hoisin sauce, gochujang, kecap manis,
    light soy sauce, dark soy sauce, shaoxing wine, fish cake, scotch egg, mince pie, pate filo, pate feuilletee, pate brisee, pate sablee, hot dog bun, hamburger bun, burger bun, sausage roll
  `,
  crustaceans: `
    prawn, king prawn, tiger prawn, shrimp, dried shrimp, shrimp paste, belacan, crab, crab meat, lobster,
    crayfish, crawfish, langoustine, scampi, krill, prawn cracker
  `,
  eggs: `
    egg, egg yolk, egg white, yolk, duck egg, quail egg, mayonnaise, mayo, aioli, meringue, fresh pasta,
    egg pasta, egg noodle, brioche, challah, custard, hollandaise, bearnaise, ladyfinger, savoiardi,
    sponge finger, eggnog, scotch egg, caesar dressing, salad cream, frangipane, amaretti, quorn, ranch dressing
  `,
  fish: `
    fish, white fish, salmon, smoked salmon, lox, tuna, cod, salt cod, haddock, hake, pollock, coley, anchovy,
    anchovy paste, sardine, pilchard, sprat, mackerel, herring, kipper, trout, tilapia, sea bass, bass,
    branzino, sea bream, bream, halibut, sole, plaice, turbot, monkfish, snapper, red snapper, swordfish,
    mahi mahi, catfish, carp, pike, perch, eel, whitebait, barramundi, skate, roe, caviar, bottarga,
    fish sauce, fish stock, worcestershire, worcestershire sauce, dashi, bonito, bonito flake, katsuobushi,
    surimi, crab stick, imitation crab, caesar dressing, fish cake, colatura
  `,
  peanuts: `peanut, groundnut, monkey nut, peanut butter, peanut oil, arachis oil, satay sauce, peanut flour`,
  soybeans: `
    soy, soya, soybean, soya bean, soy sauce, soya sauce, light soy sauce, dark soy sauce, tamari, tofu, tempeh,
    edamame, miso, natto, bean curd, yuba, soy milk, soya milk, soy yoghurt, soya yoghurt, soy yogurt,
    soy cream, soy butter, soy flour, soya flour, soy lecithin, textured vegetable protein, tvp,
    teriyaki sauce, hoisin sauce, gochujang, doenjang, black bean sauce, kecap manis
  `,
  milk: `
    milk, whole milk, skim milk, skimmed milk, semi skimmed milk, goat milk, buttermilk, condensed milk,
    evaporated milk, milk powder, powdered milk, dried milk, malted milk, milk chocolate, white chocolate,
    butter, ghee, buttercream, butterscotch, cream, single cream, double cream, heavy cream, whipping cream,
    sour cream, soured cream, clotted cream, ice cream, half and half, creme fraiche, yoghurt, yogurt, kefir,
    whey, casein, caseinate, lactose, quark, skyr, labneh, fromage frais, custard, bechamel, bearnaise,
    dulce de leche, cheese, cream cheese, cottage cheese, goat cheese, blue cheese, cheesecake, parmesan,
    parmigiano, parmigiano reggiano, grana padano, pecorino, pecorino romano, cheddar, mozzarella, burrata,
    feta, ricotta, mascarpone, paneer, halloumi, gruyere, emmental, emmentaler, gouda, edam, brie, camembert,
    roquefort, gorgonzola, stilton, manchego, provolone, fontina, taleggio, asiago, comte, raclette,
    jarlsberg, havarti, monterey jack, pepper jack, colby, cotija, queso fresco, queso, chevre, boursin,
    croissant, brioche, eggnog, caesar dressing, panna cotta, pesto, nutella, ranch dressing, ranch seasoning
  `,
  nuts: `
    nut, mixed nut, almond, ground almond, flaked almond, almond flour, almond meal, almond milk,
    almond butter, almond extract, almond yoghurt, almond cream, hazelnut, filbert, hazelnut milk,
    hazelnut butter, walnut, walnut oil, cashew, cashew nut, cashew milk, cashew butter, cashew cream,
    cashew cheese, pecan, pecan butter, pistachio, pistachio butter, brazil nut, macadamia, macadamia nut,
    macadamia milk, queensland nut, nut butter, nut milk, marzipan, praline, frangipane, nougat, gianduja,
    nutella, amaretti, pesto
  `,
  celery: `celery, celery stalk, celery stick, celery rib, celery leaf, celery salt, celery seed, celeriac, celery root, old bay`,
  mustard: `
    mustard, dijon, dijon mustard, wholegrain mustard, english mustard, yellow mustard, honey mustard,
    mustard seed, mustard powder, mustard oil, mustard green, salad cream, old bay
  `,
  sesame: `sesame, sesame seed, sesame oil, toasted sesame oil, tahini, tahina, halva, halvah, gomasio, zaatar, za atar, hummus`,
  sulphites: `
    wine, red wine, white wine, rose wine, cooking wine, wine vinegar, red wine vinegar, white wine vinegar,
    balsamic, balsamic vinegar, balsamic glaze, sherry, sherry vinegar, champagne, champagne vinegar,
    prosecco, port, marsala, madeira, vermouth, cider, dried apricot, golden raisin, sulphite, sulfite
  `,
  lupin: `lupin, lupine, lupin flour, lupini bean`,
  molluscs: `
    mussel, clam, clam juice, oyster, oyster sauce, squid, calamari, octopus, cuttlefish, scallop, snail,
    escargot, cockle, whelk, abalone, periwinkle
  `,
  notVegetarian: `
    meat, chicken, beef, pork, lamb, mutton, veal, venison, goat, rabbit, hare, duck, goose, turkey, quail,
    pheasant, partridge, pigeon, game, bacon, lardon, pancetta, prosciutto, guanciale, ham, gammon, salami,
    chorizo, pepperoni, nduja, mortadella, bresaola, speck, sausage, bratwurst, frankfurter, hot dog,
    kielbasa, merguez, black pudding, mince, ground beef, ground pork, ground lamb, ground turkey, meatball,
    hamburger, burger, steak, sirloin, ribeye, rib eye, tenderloin, brisket, chuck, oxtail, short rib,
    spare rib, baby back rib, shank, pork belly, pork chop, pork rind, crackling, cutlet, fillet,
    breast, thigh, drumstick, wing, liver, kidney, tripe, sweetbread, bone marrow, foie gras,
    gelatin, gelatine, gelatin sheet, leaf gelatine, lard, suet, dripping, tallow, schmaltz, stock, broth,
    bone broth, bouillon, consomme, demi glace, marshmallow, carmine, cochineal, parmesan, parmigiano,
    parmigiano reggiano, grana padano, pecorino, pecorino romano, scotch egg, sausage roll, panna cotta
  `,
  notVegan: `honey, honey mustard, beeswax, royal jelly`,
  nothing: `
    peanut butter, cocoa butter, cacao butter, shea butter, apple butter, seed butter, sunflower seed butter,
    coconut butter, plant butter, butter bean, butter lettuce, coconut milk, coconut cream, cream of coconut,
    coconut yoghurt, coconut yogurt, rice milk, pea milk, hemp milk, plant milk, cream of tartar,
    creme de cassis, creme de menthe, creme de cacao, rice flour, brown rice flour, glutinous rice flour,
    sweet rice flour, corn flour, maize flour, coconut flour, chickpea flour, gram flour, besan,
    garbanzo bean flour, buckwheat flour, tapioca flour, potato flour, cassava flour, arrowroot flour,
    sorghum flour, teff flour, millet flour, quinoa flour, amaranth flour, banana flour, chestnut flour,
    masa harina, rice noodle, glass noodle, cellophane noodle, bean thread noodle, shirataki noodle,
    zucchini noodle, rice vermicelli, rice pasta, chickpea pasta, lentil pasta, rice cake, rice cracker,
    rice paper, corn tortilla, tortilla chip, pine nut, water chestnut, chestnut, tiger nut, kola nut,
    oyster mushroom, egg replacer, flax egg, chia egg, kidney bean, beef tomato, lamb lettuce, vegetable stock,
    vegetable broth, vegetable bouillon, veg stock, veggie stock, veggie broth, mushroom stock, mushroom broth,
    chicken of the wood, custard powder, cider vinegar, apple cider vinegar, apple cider,
    rice wine, rice wine vinegar, bean burger, veggie burger, veggie sausage, veggie mince, burger seasoning, steak seasoning, chicken seasoning, poultry seasoning, steak spice
  `,
};
