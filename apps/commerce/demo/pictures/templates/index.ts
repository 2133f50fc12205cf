import type { ImageTemplate } from '../../types';
import { coffeeMaker, espressoMachine, footrest, ups, webcam } from './appliances';
import { archiveBox, jar, printer, trayOrganizer } from './boxes';
import { biscuits, pedalBin, swingBin, thermos } from './break-room';
import { cleaningBottle, gloves, paperTowel, sponge, toiletPaper, trashBag } from './cleaning';
import { broom, mopBucket, squeegee } from './cleaning-tools';
import type { Template } from './context';
import { calculator, clips, deskOrganizer, glue, scissors, stapler, staples, tape, whiteboard } from './desk';
import {
  coffeeFilter,
  cupSet,
  cutlery,
  detergentBox,
  dropperBottle,
  filterHolder,
  stirrers,
  teaBox,
  waterBottle,
} from './groceries';
import { monitorStand, ssd, ssdM2 } from './hardware';
import { backpack, chair, giftCard, kit, service } from './misc';
import { coffeeCapsules, coffeePack, cup, sugar } from './pantry';
import { binder, envelope, folder, notebook, paperReam, planner, stickyNotes } from './paper';
import { inkBottle, ruler, sharpener, thermalRoll } from './supplies';
import { cable, headset, inkCartridge, keyboard, monitor, mouse, toner, usbDrive } from './tech';
import { eraser, highlighter, marker, pen, pencil } from './writing';

/** One illustration per product kind. */
export const TEMPLATES: Record<ImageTemplate, Template> = {
  pen,
  pencil,
  marker,
  highlighter,
  eraser,
  notebook,
  'paper-ream': paperReam,
  folder,
  binder,
  envelope,
  'sticky-notes': stickyNotes,
  planner,
  stapler,
  staples,
  clips,
  scissors,
  glue,
  tape,
  calculator,
  'desk-organizer': deskOrganizer,
  whiteboard,
  toner,
  'ink-cartridge': inkCartridge,
  mouse,
  keyboard,
  cable,
  'usb-drive': usbDrive,
  headset,
  monitor,
  'coffee-pack': coffeePack,
  'coffee-capsules': coffeeCapsules,
  cup,
  sugar,
  'cleaning-bottle': cleaningBottle,
  'paper-towel': paperTowel,
  'toilet-paper': toiletPaper,
  'trash-bag': trashBag,
  sponge,
  gloves,
  backpack,
  kit,
  'gift-card': giftCard,
  service,
  chair,
  'archive-box': archiveBox,
  'tray-organizer': trayOrganizer,
  jar,
  printer,
  thermos,
  biscuits,
  'pedal-bin': pedalBin,
  'swing-bin': swingBin,
  ssd,
  'ssd-m2': ssdM2,
  'monitor-stand': monitorStand,
  'coffee-maker': coffeeMaker,
  'espresso-machine': espressoMachine,
  ups,
  webcam,
  footrest,
  broom,
  squeegee,
  'mop-bucket': mopBucket,
  'ink-bottle': inkBottle,
  sharpener,
  ruler,
  'thermal-roll': thermalRoll,
  'tea-box': teaBox,
  'coffee-filter': coffeeFilter,
  'water-bottle': waterBottle,
  'dropper-bottle': dropperBottle,
  'detergent-box': detergentBox,
  'cup-set': cupSet,
  cutlery,
  stirrers,
  'filter-holder': filterHolder,
};
