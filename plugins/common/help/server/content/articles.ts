import type { HelpLanguage } from './languages';

/**
 * The help set shipped with the portal: one article per screen that exists, served by the portal itself so
 * no default link is dead. Titles in the five language bases (they cover the eight locales); steps in the
 * same five, an article missing a language falls back to English.
 */
export interface ShippedArticle {
  id: string;
  /** Screens it is suggested on (see helpScreens in core/help/screens/HelpMenu.tsx). */
  screens: string[];
  /** Suggested only where the variant enables this feature (or one of its plugins); none: always. */
  feature?: string;
  title: Record<HelpLanguage, string>;
  steps: Partial<Record<HelpLanguage, string[]>> & { en: string[] };
}

export const SHIPPED_ARTICLES: readonly ShippedArticle[] = [
  {
    id: 'dashboard',
    screens: ['home'],
    feature: 'common.home',
    title: { en: 'Your dashboard', es: 'Su panel', pt: 'Seu painel', fr: 'Votre tableau de bord', nl: 'Uw dashboard' },
    steps: {
      en: ['Home opens on the dashboard of the client company chosen at the top of the page.', 'Each card sums up one subject (documents waiting, due dates, news); select a card’s title to open its full page.', 'Cards follow the company: switch companies and the dashboard reloads with its data.'],
      es: ['Inicio abre el panel de la empresa elegida en la parte superior de la página.', 'Cada tarjeta resume un tema (documentos pendientes, vencimientos, novedades); seleccione su título para abrir la página completa.', 'Las tarjetas siguen a la empresa: al cambiar de empresa, el panel se recarga con sus datos.'],
      pt: ['O Início abre no painel da empresa escolhida no topo da página.', 'Cada cartão resume um assunto (documentos pendentes, vencimentos, notícias); selecione o título do cartão para abrir a página completa.', 'Os cartões acompanham a empresa: troque de empresa e o painel é recarregado com os dados dela.'],
      fr: ['L’accueil s’ouvre sur le tableau de bord de l’entreprise choisie en haut de la page.', 'Chaque carte résume un sujet (documents en attente, échéances, nouvelles); sélectionnez son titre pour ouvrir la page complète.', 'Les cartes suivent l’entreprise : changez d’entreprise et le tableau de bord se recharge avec ses données.'],
      nl: ['Home opent op het dashboard van het bedrijf dat bovenaan de pagina is gekozen.', 'Elke kaart vat één onderwerp samen (wachtende documenten, termijnen, nieuws); kies de titel van een kaart om de volledige pagina te openen.', 'De kaarten volgen het bedrijf: kies een ander bedrijf en het dashboard laadt opnieuw met diens gegevens.'],
    },
  },
  {
    id: 'switch-client',
    screens: ['home', 'documents', 'actions'],
    title: { en: 'Switching between client companies', es: 'Cambiar de empresa', pt: 'Alternar entre empresas', fr: 'Passer d’une entreprise à l’autre', nl: 'Wisselen tussen bedrijven' },
    steps: {
      en: ['The name under the header is the client company you are working on.', 'Select it (“Change client”) to open the list; type part of a name to narrow it, then choose the company.', 'Documents, actions and the dashboard now show that company; the portal remembers it next time.'],
      es: ['El nombre bajo el encabezado es la empresa con la que está trabajando.', 'Selecciónelo («Cambiar de cliente») para abrir la lista; escriba parte de un nombre para filtrarla y elija la empresa.', 'Documentos, acciones y el panel muestran ahora esa empresa; el portal la recuerda para la próxima vez.'],
      pt: ['O nome abaixo do cabeçalho é a empresa com que você está trabalhando.', 'Selecione-o (“Trocar de cliente”) para abrir a lista; digite parte de um nome para filtrar e escolha a empresa.', 'Documentos, ações e o painel passam a mostrar essa empresa; o portal a lembra na próxima vez.'],
      fr: ['Le nom sous l’en-tête est l’entreprise sur laquelle vous travaillez.', 'Sélectionnez-le (« Changer de client ») pour ouvrir la liste; tapez une partie d’un nom pour la filtrer, puis choisissez l’entreprise.', 'Les documents, les actions et le tableau de bord montrent maintenant cette entreprise; le portail s’en souvient la prochaine fois.'],
      nl: ['De naam onder de kop is het bedrijf waarvoor u werkt.', 'Kies die naam („Klant wijzigen”) om de lijst te openen; typ een deel van een naam om te filteren en kies het bedrijf.', 'Documenten, acties en het dashboard tonen nu dat bedrijf; het portaal onthoudt het voor de volgende keer.'],
    },
  },
  {
    id: 'upload-documents',
    screens: ['documents'],
    feature: 'common.documents',
    title: { en: 'Uploading documents', es: 'Subir documentos', pt: 'Enviar documentos', fr: 'Téléverser des documents', nl: 'Documenten uploaden' },
    steps: {
      en: ['Open Documents and choose the folder the files belong in.', 'Select Upload, or drop the files on the list; you can pick several at once.', 'Each file shows its progress; a file that is too large or of a type the firm does not accept is refused with the reason, the others carry on.'],
      es: ['Abra Documentos y elija la carpeta donde van los archivos.', 'Seleccione Subir o arrastre los archivos a la lista; puede elegir varios a la vez.', 'Cada archivo muestra su progreso; un archivo demasiado grande o de un tipo que la firma no acepta se rechaza indicando el motivo, los demás continúan.'],
      pt: ['Abra Documentos e escolha a pasta em que os arquivos devem ficar.', 'Selecione Enviar ou arraste os arquivos para a lista; é possível escolher vários de uma vez.', 'Cada arquivo mostra o andamento; um arquivo grande demais ou de um tipo que o escritório não aceita é recusado com o motivo, os demais seguem.'],
      fr: ['Ouvrez Documents et choisissez le dossier où vont les fichiers.', 'Sélectionnez Téléverser, ou déposez les fichiers sur la liste; vous pouvez en choisir plusieurs à la fois.', 'Chaque fichier affiche sa progression; un fichier trop volumineux ou d’un type que le cabinet n’accepte pas est refusé avec la raison, les autres continuent.'],
      nl: ['Open Documenten en kies de map waarin de bestanden horen.', 'Kies Uploaden of sleep de bestanden op de lijst; u kunt er meerdere tegelijk kiezen.', 'Elk bestand toont de voortgang; een te groot bestand of een type dat het kantoor niet aanneemt wordt met de reden geweigerd, de andere gaan door.'],
    },
  },
  {
    id: 'delete-documents',
    screens: ['documents'],
    feature: 'common.documents',
    title: { en: 'Deleting documents', es: 'Eliminar documentos', pt: 'Excluir documentos', fr: 'Supprimer des documents', nl: 'Documenten verwijderen' },
    steps: {
      en: ['Tick the documents you uploaded and want to remove.', 'Select Delete and confirm in the dialog that names them.', 'Only documents you may delete can be chosen; documents your firm shared with you stay.'],
      es: ['Marque los documentos que subió y quiere quitar.', 'Seleccione Eliminar y confirme en el cuadro que los nombra.', 'Solo se pueden elegir los documentos que usted puede eliminar; los que la firma compartió con usted se mantienen.'],
      pt: ['Marque os documentos que você enviou e quer remover.', 'Selecione Excluir e confirme na janela que os lista.', 'Só é possível escolher documentos que você pode excluir; os que o escritório compartilhou com você permanecem.'],
      fr: ['Cochez les documents que vous avez téléversés et voulez retirer.', 'Sélectionnez Supprimer et confirmez dans la fenêtre qui les nomme.', 'Seuls les documents que vous pouvez supprimer peuvent être choisis; ceux que le cabinet vous a partagés restent.'],
      nl: ['Vink de documenten aan die u hebt geüpload en wilt verwijderen.', 'Kies Verwijderen en bevestig in het venster dat ze noemt.', 'Alleen documenten die u mag verwijderen zijn te kiezen; documenten die het kantoor met u deelde blijven staan.'],
    },
  },
  {
    id: 'send-documents',
    screens: ['documents'],
    feature: 'common.documents',
    title: { en: 'Sending documents by e-mail', es: 'Enviar documentos por correo', pt: 'Enviar documentos por e-mail', fr: 'Envoyer des documents par courriel', nl: 'Documenten per e-mail versturen' },
    steps: {
      en: ['Tick one or more documents and select Send.', 'Enter the recipients’ e-mail addresses and, if you wish, a message.', 'The recipients get a link that expires; you can send again at any time.'],
      es: ['Marque uno o más documentos y seleccione Enviar.', 'Escriba las direcciones de correo de los destinatarios y, si quiere, un mensaje.', 'Los destinatarios reciben un enlace que vence; puede volver a enviarlo cuando quiera.'],
      pt: ['Marque um ou mais documentos e selecione Enviar por e-mail.', 'Informe os e-mails dos destinatários e, se quiser, uma mensagem.', 'Os destinatários recebem um link com prazo de validade; você pode reenviar quando quiser.'],
      fr: ['Cochez un ou plusieurs documents et sélectionnez Envoyer.', 'Saisissez les adresses courriel des destinataires et, si vous le souhaitez, un message.', 'Les destinataires reçoivent un lien qui expire; vous pouvez renvoyer en tout temps.'],
      nl: ['Vink een of meer documenten aan en kies Versturen.', 'Vul de e-mailadressen van de ontvangers in en eventueel een bericht.', 'De ontvangers krijgen een link die verloopt; u kunt altijd opnieuw versturen.'],
    },
  },
  {
    id: 'document-folders',
    screens: ['documents'],
    feature: 'common.documents',
    title: { en: 'Working with folders', es: 'Trabajar con carpetas', pt: 'Trabalhar com pastas', fr: 'Travailler avec les dossiers', nl: 'Werken met mappen' },
    steps: {
      en: ['The folder tree on the left shows how your firm organised your documents; select a folder to list what it holds.', 'Where your firm allows it, select New folder, give it a name and it appears under the open folder.', 'Use the flat view to see every document of every folder in one list.'],
      es: ['El árbol de carpetas a la izquierda muestra cómo la firma organizó sus documentos; seleccione una carpeta para ver su contenido.', 'Donde la firma lo permita, seleccione Nueva carpeta, póngale un nombre y aparecerá dentro de la carpeta abierta.', 'Use la vista plana para ver todos los documentos de todas las carpetas en una sola lista.'],
      pt: ['A árvore de pastas à esquerda mostra como o escritório organizou seus documentos; selecione uma pasta para ver o conteúdo.', 'Onde o escritório permitir, selecione Nova pasta, dê um nome e ela aparece dentro da pasta aberta.', 'Use a visão sem pastas para ver todos os documentos de todas as pastas em uma só lista.'],
      fr: ['L’arborescence à gauche montre comment le cabinet a organisé vos documents; sélectionnez un dossier pour voir son contenu.', 'Là où le cabinet le permet, sélectionnez Nouveau dossier, nommez-le et il apparaît sous le dossier ouvert.', 'Utilisez la vue à plat pour voir tous les documents de tous les dossiers dans une seule liste.'],
      nl: ['De mappenboom links toont hoe het kantoor uw documenten ordende; kies een map om de inhoud te zien.', 'Waar het kantoor het toestaat, kiest u Nieuwe map, geeft u een naam en verschijnt die onder de open map.', 'Gebruik de platte weergave om alle documenten van alle mappen in één lijst te zien.'],
    },
  },
  {
    id: 'actions',
    screens: ['actions'],
    feature: 'common.actions',
    title: { en: 'Finding an action', es: 'Encontrar una acción', pt: 'Encontrar uma ação', fr: 'Trouver une action', nl: 'Een actie vinden' },
    steps: {
      en: ['Actions lists, by section, everything you can do for the chosen company.', 'Select an action to open it; Back returns to the list.', 'An action you are not allowed to use is not listed; ask your firm if you need it.'],
      es: ['Acciones muestra, por sección, todo lo que puede hacer para la empresa elegida.', 'Seleccione una acción para abrirla; Volver regresa a la lista.', 'Una acción que no puede usar no aparece; pídala a su firma si la necesita.'],
      pt: ['Ações lista, por seção, tudo o que você pode fazer pela empresa escolhida.', 'Selecione uma ação para abri-la; Voltar retorna à lista.', 'Uma ação que você não tem permissão para usar não aparece; peça ao escritório se precisar dela.'],
      fr: ['Actions liste, par section, tout ce que vous pouvez faire pour l’entreprise choisie.', 'Sélectionnez une action pour l’ouvrir; Retour revient à la liste.', 'Une action que vous ne pouvez pas utiliser n’apparaît pas; demandez-la à votre cabinet au besoin.'],
      nl: ['Acties toont per sectie alles wat u voor het gekozen bedrijf kunt doen.', 'Kies een actie om die te openen; Terug brengt u naar de lijst.', 'Een actie die u niet mag gebruiken staat er niet bij; vraag uw kantoor als u die nodig hebt.'],
    },
  },
  {
    id: 'service-requests',
    screens: ['actions', 'service-request'],
    feature: 'br.service-requests',
    title: { en: 'Sending a service request', es: 'Enviar una solicitud de servicio', pt: 'Enviar uma solicitação de serviço', fr: 'Envoyer une demande de service', nl: 'Een serviceaanvraag versturen' },
    steps: {
      en: ['In Actions, open the request you need: employee registration, vacation or termination notice, payroll entries, general requests.', 'Fill in the form; fields are checked as you type and dates must respect the legal notice periods.', 'Send it; the request appears in the list with its status until your accountant finishes it.'],
      es: ['En Acciones, abra la solicitud que necesita: alta de empleado, aviso de vacaciones o de despido, novedades de nómina, solicitudes generales.', 'Complete el formulario; los campos se verifican mientras escribe y las fechas deben respetar los plazos legales.', 'Envíela; la solicitud aparece en la lista con su estado hasta que su contador la termine.'],
      pt: ['Em Ações, abra a solicitação de que precisa: admissão, aviso de férias ou de rescisão, lançamentos da folha, solicitações gerais.', 'Preencha o formulário; os campos são conferidos enquanto você digita e as datas precisam respeitar os prazos legais (aviso de férias com 30 dias, por exemplo).', 'Envie; a solicitação aparece na lista com o status até o contador concluí-la.'],
      fr: ['Dans Actions, ouvrez la demande voulue : embauche, avis de vacances ou de fin d’emploi, saisies de paie, demandes générales.', 'Remplissez le formulaire; les champs sont vérifiés à la saisie et les dates doivent respecter les délais légaux.', 'Envoyez-la; la demande apparaît dans la liste avec son statut jusqu’à ce que votre comptable la termine.'],
      nl: ['Open in Acties de aanvraag die u nodig hebt: indiensttreding, vakantie- of ontslagmelding, looncorrecties, algemene aanvragen.', 'Vul het formulier in; velden worden tijdens het typen gecontroleerd en datums moeten de wettelijke termijnen respecteren.', 'Verstuur de aanvraag; die verschijnt met de status in de lijst tot uw accountant haar afrondt.'],
    },
  },
  {
    id: 'boxe',
    screens: ['home', 'boxe'],
    feature: 'br.boxe',
    title: { en: 'Box-E: your fiscal documents', es: 'Box-E: sus documentos fiscales', pt: 'Box-E: seus documentos fiscais', fr: 'Box-E : vos documents fiscaux', nl: 'Box-E: uw fiscale documenten' },
    steps: {
      en: ['The Box-E card on the dashboard counts this month’s electronic invoices (NF-e, NFC-e, CT-e) by kind and calls out cancelled ones.', 'Select a kind to list its documents; search by the 44-digit access key.', 'Download the XML or the DANFE of any document from its row.'],
      es: ['La tarjeta Box-E del panel cuenta las facturas electrónicas del mes (NF-e, NFC-e, CT-e) por tipo y destaca las canceladas.', 'Seleccione un tipo para ver sus documentos; busque por la clave de acceso de 44 dígitos.', 'Descargue el XML o el DANFE de cualquier documento desde su fila.'],
      pt: ['O cartão Box-E do painel conta as notas fiscais eletrônicas do mês (NF-e, NFC-e, CT-e) por tipo e destaca as canceladas.', 'Selecione um tipo para listar os documentos; pesquise pela chave de acesso de 44 dígitos.', 'Baixe o XML ou o DANFE de qualquer documento na própria linha.'],
      fr: ['La carte Box-E du tableau de bord compte les factures électroniques du mois (NF-e, NFC-e, CT-e) par type et signale celles annulées.', 'Sélectionnez un type pour lister ses documents; cherchez par la clé d’accès de 44 chiffres.', 'Téléchargez le XML ou le DANFE de tout document depuis sa ligne.'],
      nl: ['De Box-E-kaart op het dashboard telt de elektronische facturen van deze maand (NF-e, NFC-e, CT-e) per soort en markeert geannuleerde.', 'Kies een soort om de documenten te zien; zoek op de toegangssleutel van 44 cijfers.', 'Download de XML of de DANFE van elk document vanuit de rij.'],
    },
  },
  {
    id: 'invoice-manifest',
    screens: ['actions', 'nfe-manifest'],
    feature: 'br.manifest',
    title: { en: 'Invoice manifest (manifestação do destinatário)', es: 'Manifiesto de facturas recibidas', pt: 'Manifestação do destinatário', fr: 'Manifestation du destinataire', nl: 'Manifestatie van ontvangen facturen' },
    steps: {
      en: ['Open Actions → Invoice processing to list the NF-e issued against the company.', 'Select an invoice and register an event: awareness, confirmation, unknown operation or operation not performed (which needs a reason of at least 15 characters).', 'The grid shows each invoice’s situation; export it to a spreadsheet from the toolbar.'],
      es: ['Abra Acciones → Procesamiento de facturas para ver las NF-e emitidas contra la empresa.', 'Seleccione una factura y registre un evento: ciencia, confirmación, desconocimiento u operación no realizada (que exige un motivo de al menos 15 caracteres).', 'La grilla muestra la situación de cada factura; expórtela a una planilla desde la barra de herramientas.'],
      pt: ['Abra Ações → Processamento de notas para listar as NF-e emitidas contra a empresa.', 'Selecione uma nota e registre o evento: ciência da operação, confirmação, desconhecimento ou operação não realizada (que exige justificativa de pelo menos 15 caracteres).', 'A grade mostra a situação de cada nota; exporte para planilha pela barra de ferramentas.'],
      fr: ['Ouvrez Actions → Traitement des factures pour lister les NF-e émises contre l’entreprise.', 'Sélectionnez une facture et enregistrez un événement : prise de connaissance, confirmation, opération inconnue ou non réalisée (qui exige un motif d’au moins 15 caractères).', 'La grille montre la situation de chaque facture; exportez-la vers un tableur depuis la barre d’outils.'],
      nl: ['Open Acties → Factuurverwerking om de NF-e te zien die op het bedrijf zijn uitgegeven.', 'Kies een factuur en registreer een gebeurtenis: kennisname, bevestiging, onbekende of niet uitgevoerde transactie (met een reden van minstens 15 tekens).', 'Het raster toont de situatie van elke factuur; exporteer het naar een spreadsheet via de werkbalk.'],
    },
  },
  {
    id: 'reports',
    screens: ['actions', 'br-reports'],
    feature: 'br.reports',
    title: { en: 'Reports', es: 'Informes', pt: 'Relatórios', fr: 'Rapports', nl: 'Rapporten' },
    steps: {
      en: ['Open Actions → Reports and pick one: payroll entries, payroll registrations or stored documents.', 'Choose the period and filters, then select Search; group by a column by dragging its header to the group panel.', 'Totals show in the footer; Export writes the grid, totals included, to a spreadsheet.'],
      es: ['Abra Acciones → Informes y elija uno: novedades de nómina, registros de nómina o documentos almacenados.', 'Elija el período y los filtros y seleccione Buscar; agrupe por una columna arrastrando su encabezado al panel de grupos.', 'Los totales aparecen al pie; Exportar guarda la grilla, con totales, en una planilla.'],
      pt: ['Abra Ações → Relatórios e escolha um: lançamentos da folha, cadastros da folha ou documentos armazenados.', 'Escolha a competência e os filtros e selecione Pesquisar; agrupe por uma coluna arrastando o cabeçalho para o painel de grupos.', 'Os totais aparecem no rodapé; Exportar grava a grade, com os totais, em uma planilha.'],
      fr: ['Ouvrez Actions → Rapports et choisissez-en un : saisies de paie, fiches de paie ou documents archivés.', 'Choisissez la période et les filtres puis sélectionnez Rechercher; groupez par une colonne en glissant son en-tête vers le panneau de groupes.', 'Les totaux s’affichent au pied; Exporter enregistre la grille, totaux compris, dans un tableur.'],
      nl: ['Open Acties → Rapporten en kies er een: looncorrecties, loonregistraties of opgeslagen documenten.', 'Kies de periode en filters en kies Zoeken; groepeer op een kolom door de kop naar het groepspaneel te slepen.', 'Totalen staan onderaan; Exporteren schrijft het raster, met totalen, naar een spreadsheet.'],
    },
  },
  {
    id: 'news',
    screens: ['home', 'news'],
    feature: 'br.news',
    title: { en: 'News from your firm', es: 'Novedades de su firma', pt: 'Notícias do escritório', fr: 'Nouvelles de votre cabinet', nl: 'Nieuws van uw kantoor' },
    steps: {
      en: ['The news card on the dashboard lists what your firm shared with you, newest first; unread items are marked.', 'Select a headline to read the article and download its attachments.', 'Opening an article marks it as read.'],
      es: ['La tarjeta de novedades del panel muestra lo que la firma compartió con usted, lo más reciente primero; lo no leído está marcado.', 'Seleccione un titular para leer el artículo y descargar sus adjuntos.', 'Al abrir un artículo queda marcado como leído.'],
      pt: ['O cartão de notícias do painel lista o que o escritório compartilhou com você, das mais recentes às mais antigas; as não lidas ficam marcadas.', 'Selecione uma manchete para ler a notícia e baixar os anexos.', 'Abrir uma notícia a marca como lida.'],
      fr: ['La carte des nouvelles du tableau de bord liste ce que votre cabinet vous a partagé, les plus récentes d’abord; les non lues sont signalées.', 'Sélectionnez un titre pour lire l’article et télécharger ses pièces jointes.', 'Ouvrir un article le marque comme lu.'],
      nl: ['De nieuwskaart op het dashboard toont wat uw kantoor met u deelde, nieuwste eerst; ongelezen berichten zijn gemarkeerd.', 'Kies een kop om het artikel te lezen en de bijlagen te downloaden.', 'Een artikel openen markeert het als gelezen.'],
    },
  },
  {
    id: 'cnd',
    screens: ['home', 'cnd'],
    feature: 'br.cnd',
    title: { en: 'Tax clearance certificates (CND)', es: 'Certificados de regularidad fiscal (CND)', pt: 'Certidões negativas de débito (CND)', fr: 'Certificats de régularité fiscale (CND)', nl: 'Fiscale verklaringen (CND)' },
    steps: {
      en: ['The certificates card shows, per agency (Receita Federal, FGTS, state, municipality), whether the company’s certificate is clear, positive with effects of clear, or positive.', 'Select a certificate to see its history and validity dates.', 'Download the issued certificate PDF from its row.'],
      es: ['La tarjeta de certificados muestra, por organismo (Receita Federal, FGTS, estado, municipio), si el certificado de la empresa es negativo, positivo con efectos de negativo o positivo.', 'Seleccione un certificado para ver su historial y vigencia.', 'Descargue el PDF del certificado emitido desde su fila.'],
      pt: ['O cartão de certidões mostra, por órgão (Receita Federal, FGTS, estado, município), se a certidão da empresa é negativa, positiva com efeitos de negativa ou positiva.', 'Selecione uma certidão para ver o histórico e as datas de validade.', 'Baixe o PDF da certidão emitida na própria linha.'],
      fr: ['La carte des certificats montre, par organisme (Receita Federal, FGTS, État, municipalité), si le certificat de l’entreprise est négatif, positif à effet négatif ou positif.', 'Sélectionnez un certificat pour voir son historique et ses dates de validité.', 'Téléchargez le PDF du certificat émis depuis sa ligne.'],
      nl: ['De kaart met verklaringen toont per instantie (Receita Federal, FGTS, staat, gemeente) of de verklaring van het bedrijf negatief, positief met negatieve werking of positief is.', 'Kies een verklaring om de geschiedenis en geldigheidsdata te zien.', 'Download de pdf van de afgegeven verklaring vanuit de rij.'],
    },
  },
];
