// The French (fr-ca) UI strings of the CMS blocks (content-blocks `BlockTexts`; the English ones are the package's
// own). A module of its own so English pages never load it; importing it makes blockTextsFor('fr-ca') answer.
import type { BlockTexts } from '@switchback/content-blocks';
import { frenchMessages } from '@switchback/validation';
import { provideFrenchBlockTexts } from './blockTexts';

const closeNamed = (title: string) => `Fermer\u00a0: ${title}`;

/** The fr-ca strings of the CMS blocks. */
export const blocksFr = {
  video: {
    play: 'Lire la vidéo',
    pause: 'Mettre la vidéo en pause',
    transcript: (label: string) => `Transcription${label ? ` (${label})` : ''}`,
    untitled: 'Vidéo',
  },
  carousel: {
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Mettre en pause le défilement automatique',
    play: 'Reprendre le défilement automatique',
    goTo: (index: number) => `Aller à la diapositive ${index}`,
    slideOf: (index: number, count: number) => `${index} sur ${count}`,
    chooser: 'Choisir une diapositive',
    progress: 'Position de la diapositive',
    carousel: 'carrousel',
    slide: 'diapositive',
  },
  promoBar: {
    region: 'Promotions',
    previous: 'Message précédent',
    next: 'Message suivant',
    pause: 'Mettre en pause la rotation des messages',
    resume: 'Reprendre la rotation des messages',
    chooser: 'Choisir un message',
    slideOf: (index: number, count: number) => `${index} sur ${count}`,
    goTo: (index: number, count: number) => `Message ${index} sur ${count}`,
    close: 'Fermer les promotions',
    carousel: 'carrousel',
    slide: 'diapositive',
  },
  benefitBar: { close: closeNamed },
  popup: { close: closeNamed },
  dialog: { close: 'Fermer' },
  anchors: { onThisPage: 'Sur cette page' },
  eventSignup: {
    trigger: 'S’inscrire à cet événement',
    stepAccount: 'Étape 1 sur 2\u00a0: votre compte',
    stepJoin: 'Étape 2 sur 2\u00a0: participer à l’événement',
    signInIntro: 'Connectez-vous pour participer à cet événement.',
    signUpIntro: 'Créez un compte pour participer à cet événement.',
    toSignUp: 'Nouveau ici? Créez un compte',
    toSignIn: 'Vous avez déjà un compte? Connectez-vous',
    signInLink: 'Connexion',
    signUpLink: 'Créer un compte',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    days: 'Quels jours viendrez-vous?',
    daysRequired: 'Choisissez au moins un jour.',
    plusOne: 'Nom de votre invité (facultatif)',
    terms: 'J’accepte les conditions générales de l’événement.',
    submit: 'Participer à l’événement',
    confirmationTitle: 'Vous êtes inscrit',
    confirmationSubtitle: 'Nous vous avons envoyé les détails par courriel.',
    close: 'Fermer',
    dismiss: 'Fermer le message',
    failed: 'Un problème est survenu. Veuillez réessayer.',
  },
  newsletter: {
    title: 'Abonnez-vous à notre infolettre',
    emailLabel: 'Courriel',
    policyText: 'J’accepte de recevoir des courriels promotionnels et j’ai lu la politique de confidentialité.',
    submitLabel: 'S’abonner',
    successMessage: 'Merci de votre inscription. Un courriel de bienvenue vous attend dans votre boîte de réception.',
    dismiss: 'Fermer le message',
    loading: 'Chargement du formulaire d’inscription',
    failed: 'Un problème est survenu. Veuillez réessayer.',
  },
  recommendations: {
    title: 'Vous aimerez peut-être aussi',
    add: 'Ajouter au panier',
    added: 'Ajouté',
    choose: 'Ajouter',
    rating: (score: number) => `Noté ${score.toLocaleString('fr-CA')} sur 5`,
    loading: 'Chargement des recommandations',
  },
  upSell: {
    title: 'Va bien avec',
    add: 'Ajouter au panier',
    added: 'Ajouté',
    choose: (name: string) => `Ajouter ${name}`,
  },
  // The newsletter's and event sign-up's field errors.
  validation: frenchMessages,
} satisfies Required<{ [K in keyof BlockTexts]: Required<NonNullable<BlockTexts[K]>> }>;

provideFrenchBlockTexts(blocksFr);
