// The same phrases (see en.ts) in the other languages Larder's recipes come in: Dutch, German,
// French, Italian, Spanish, Portuguese, Danish, Swedish and Norwegian. Kept to what a cook writes
// most. Words that mean something else in another language are left out ("mel" is flour in Danish
// and honey in Portuguese; German "Öl" is oil, Swedish "öl" beer), or kept from being read alone:
// Spanish "en polvo" is a powder, not octopus.
import type { AllergenWords } from "./words";

export const otherLanguages: AllergenWords = {
  gluten: `
    bloem, tarwebloem, meel, tarwemeel, bakmeel, zelfrijzend bakmeel, paneermeel, brood, stokbrood, bladerdeeg,
    mehl, weizenmehl, weizen, dinkel, dinkelmehl, roggen, roggenmehl, gerste, paniermehl, semmelbrosel, brot,
    brotchen, blatterteig, farine, farine de ble, ble, semoule, chapelure, pain,
    farina, farina 00, semola, pangrattato, pane, pan grattato, harina, harina de trigo, trigo, pan rallado,
    pan de molde, espagueti, farinha, farinha de trigo, pao, hvedemel, hvetemel, grahamsmel, grahamsmjol, speltmel, fuldkornsspaghetti, rugmel, brod, vetemjol, mjol, ragmjol,
    bier, biere, birra, cerveza, cerveja, sojasaus, sojasauce, sojasosse, sauce soja, salsa di soia, salsa de soja,
    molho de soja, havregryn, havre, hafer, haferflocken, havermout, hafermilch, haferdrink, havermelk, havremjolk, havredrik
  `,
  crustaceans: `garnaal, garnele, crevette, gambero, gamba, camaron, langostino, camarao, reje, rejer, raka, rakor, krab, krabbe,
    crabe, granchio, cangrejo, caranguejo, kreeft, hummer, homard, aragosta, langosta, lagosta`,
  eggs: `ei, eieren, eigeel, eidooier, eiwit, eier, eigelb, eiweiss, oeuf, jaune d oeuf, blanc d oeuf, uovo, uova,
    tuorlo, tuorli, albume, huevo, yema, ovo, gema, aeg, aeggeblomme, agg, aggula, aggulor, mayonaise, majones`,
  fish: `vis, fisch, poisson, pesce, pescado, peixe, fisk, zalm, lachs, saumon, salmone, salmao, laks, lax,
    tonijn, thunfisch, thon, tonno, atun, atum, tun, kabeljauw, kabeljau, cabillaud, merluzzo, bacalao, bacalhau,
    torsk, tamboril, lojrom, ansjovis, sardelle, anchois, acciuga, acciughe, alici, anchoa, anchova, vissaus, sauce poisson`,
  peanuts: `pinda, pindakaas, pindas, erdnuss, erdnusse, cacahuete, arachide, arachidi, mani, amendoim, jordnod, jordnot`,
  soybeans: `soja, sojasaus, sojasauce, sojasosse, sauce soja, salsa di soia, salsa de soja, molho de soja, soia`,
  milk: `
    melk, volle melk, boter, roomboter, slagroom, kookroom, zure room, kaas, geraspte kaas, kwark, milch, vollmilch,
    sahne, schlagsahne, saure sahne, schmand, kase, bergkase, lait, beurre, creme, fromage,
    fromage rape, latte, cioccolato bianco, chocolat blanc, weisse schokolade, burro, panna, formaggio, leche, mantequilla, nata, crema de leche, leite, manteiga,
    natas, queijo, requeijao, maelk, smor, flode, flodeost, flote, matflote, ost, mjolk, gradde, vispgradde, creme liquide
  `,
  nuts: `
    noot, noten, amandel, amandelen, hazelnoot, hazelnoten, walnoot, walnoten, cashewnoot, pistache, nuss, nusse, mandel, mandeln, mandelmilch, mandeldrink, haselnuss, haselnusse,
    walnuss, walnusse, cashewkern, pistazie, noix, amande, noisette, noix de cajou, noce, mandorla, nocciola,
    pistacchio, nuez, almendra, avellana, anacardo, pistacho, noz, amendoa, avela, caju, hasselnod, hasselnot,
    valnod, valnot, mandelmel, marsepein, massepain, marzapane, mazapan
  `,
  celery: `selderij, bleekselderij, knolselderij, sellerie, staudensellerie, knollensellerie, celeri, celeri rave,
    sedano, apio, aipo, selleri, bladselleri`,
  mustard: `mosterd, senf, moutarde, senape, mostaza, mostarda, sennep, senap`,
  sesame: `sesam, sesamzaad, sesamol, sesamolie, sesamo, gergelim, tahin`,
  sulphites: `
    wijn, rode wijn, witte wijn, wijnazijn, rodewijnazijn, wittewijnazijn, wein, rotwein, weisswein, weinessig,
    rotweinessig, weissweinessig, vin, vin rouge, vin blanc, vinaigre de vin, vino, vino rosso, vino bianco,
    aceto di vino, aceto balsamico, vino tinto, vino blanco, vinagre de vino, vinho, vinho tinto, vinho branco,
    vinagre de vinho, rodvin, hvidvin, vitt vin, vitvinsvinager, rodvinsvinager, rodewijnsaus, balsamico, abricot sec,
    gedroogde abrikoos, getrocknete aprikose
  `,
  molluscs: `mossel, muschel, moule, cozza, mejillon, mexilhao, musling, mussla, inktvis, tintenfisch, calamar,
    calamaro, lula, pulpo, polvo, poulpe, vongole, almeja, ameijoa, oester, auster, huitre, ostrica, ostra, ostron,
    jakobsmuschel, saint jacques, noix de saint jacques, capesante, vieira, lumaca, caracol`,
  notVegetarian: `
    vlees, kip, kipfilet, kippendij, gehakt, rundergehakt, rundvlees, varkensvlees, spek, spekje, spekreepje,
    worst, lam, lamsvlees, kalkoen, fleisch, hahnchen, huhnchen, huhn, hahnchenbrust, hackfleisch,
    rinderhack, rindfleisch, schwein, schweinefleisch, schinken, wurst, lamm, pute, putenbrust, bruhe,
    viande, poulet, boeuf, porc, jambon, veau, agneau, canard, dinde, gelatina, carne, pollo, manzo,
    maiale, vitello, agnello, parmesano, salsiccia, brodo, ternera, cerdo, jamon, cordero, pavo, caldo, frango, porco,
    presunto, borrego, kod, kylling, oksekod, svinekod, flaesk, hakket oksekod, pølse, kyckling, notfars,
    kottfars, flask, korv, skinka, kyllingebryst, kyllingefilet, kyllingekebab, kippenbouillon,
    runderbouillon, runderbouillontablet, bouillonblokje, bouillonterning, bruhwurfel, huhnerbruhe, rinderbruhe
  `,
  notVegan: `honing, honig, miel, miele, honning, honung`,
  nothing: `
    lait de coco, latte di cocco, leche de coco, leite de coco, farine de riz, farine de mais, farina di riso,
    farina di mais, harina de arroz, harina de maiz, farinha de arroz, farinha de milho, noix de coco,
    noix de muscade, noce moscata, noce di cocco, nuez moscada, noz moscada, bouillon de legume, brodo vegetale,
    caldo de verdura, caldo vegetal, en polvo, polvo de hornear, creme de marron
  `,
};
