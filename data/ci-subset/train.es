Ve.
Vete.
Vaya.
Váyase.
¡Corre!
¡Corran!
¡Huye!
¡Corra!
¡Corred!
Corra.
Corred.
¿Quién?
¡Órale!
¡Inclínate!
¡Fuego!
¡Incendio!
¡Disparad!
¡Ayuda!
¡Socorro! ¡Auxilio!
¡Auxilio!
Escóndete.
¡Salta!
Salte.
Salto.
Quédate.
¡Parad!
¡Para!
¡Pare!
¡Espera!
¡Esperen!
¡Espérate!
Esperen.
Espera.
Esperad.
Empieza.
Hacedlo.
Continúa.
Continúe.
Hola.
Hola.
¡Date prisa!
¡Daos prisa!
Dese prisa.
Me oculté.
Me escondí.
Me ocultaba.
Me escondía.
Corrí.
Corría.
Lo intento.
¡He ganado!
¡He ganado yo!
¡Oh, no!
Tomátelo con soda.
Tranquila.
¡Fuego!
¡Disparad!
¡Disparen!
Dispara.
¡Dispara!
¡Dispará!
¡Dispare!
Sonríe.
¿Disculpa?
¡Al ataque!
¡Atacad!
¡Ataque!
¡Ataquen!
¡Ataca!
Cómprela.
Cómpralo.
Cómetelo.
Coméoslo.
Cómaselo.
Cómanselo.
Exhalar.
Levanta.
Ve ahora mismo.
Id ahora mismo.
Vaya ahora mismo.
Vayan ahora mismo.
Ve ya.
Id ya.
Vaya ya.
Vayan ya.
¡Lo tengo!
¿Lo pillas?
¿Entendiste?
Él corrió.
Corrió.
Métete adentro.
Abrázame.
Me preocupo.
Me caí.
Huí.
Me escapé.
Huía.
Me escapaba.
Yo lo sé.
Sé.
Salí.
Mentí.
Perdí.
Pagué.
Dimito.
Renuncié.
Lo dejo.
Canté.
Lloré.
Lloraba.
Estoy trabajando.
Tengo diecinueve.
Estoy levantado.
Inhalar.
Escucha.
Escuche.
Escuchen.
¡No puede ser!
De ninguna manera.
¡De ninguna manera!
¡Imposible!
¡De ningún modo!
¡De eso nada!
¡Ni cagando!
¡Mangos!
¡Minga!
¡Ni en pedo!
¿En serio?
¿La verdad?
¡Gracias!
¡Gracias!
Gracias.
Pruébalo.
Comimos.
Lo procuramos.
Ganamos.
¿Por qué yo?
¿Estoy bien?
Pregúntale a Tom.
Pregúntale.
¡Órale!
Mantente en calma.
Estate tranquilo.
Sé justo.
Sean gentiles.
Sé agradable.
¡Pírate!
Pírate.
Entiérralo.
Llamame.
Llamadme.
Llámame.
Llámanos.
Entre.
Pase.
¡Entren!
¡Órale!
Ándale.
¡Órale!
Suéltalo.
Dóblalo.
Agarra a Tom.
Bájate.
Salte.
Sal.
Salí.
Salid.
Salgan.
Fuera.
¡Vete de aquí!
¡Lárgate!
¡Salga de aquí!
¡Largo!
¡Vete ya!
¡Órale!
¡A la calle!
¡Vete de aquí!
¡Lárgate!
¡Largo!
¡Vete ya!
¡Órale!
Lárguese.
Váyase.
Vete a casa.
Vaya despacio.
¡Hasta luego!
Hasta la vista.
¡Chau!
¡Espera!
¡Espera un momento!
¡Un segundo!
Espera.
Agarra fuertemente.
Él vino.
Se fue.
Ayúdame.
Ayúdame.
Échame una mano.
Ayudame.
Ayúdanos.
¡Hola, Tom!
Golpea a Tom.
Espera.
Sujétalo.
Sostenlo.
Sostenedlo.
Sosténgalo.
Sosténganlo.
Sosténganla.
Sosténgala.
Sostenla.
Sostenedla.
Espera.
Resista.
Resiste.
Agarra fuertemente.
Sujeta.
Detente.
Abraza a Tom.
Estoy de acuerdo.
De acuerdo.
Aceptó.
Me incliné.
Lloré.
Lloraba.
Disparé.
Me congelé.
Me helé.
Me quedé quieto.
Me he mudado.
Me mudé.
Me trasladé.
Me he trasladado.
Dormí.
Lo intenté.
Iré.
Soy Tom.
Estoy gordo.
Soy gorda.
Estoy en forma.
Estoy afectado.
Estoy loco.
Soy viejo.
Soy tímido.
Estoy mojada.
Está bien.
Soy yo.
¡Soy yo!
Soy yo.
¡Soy yo!
Únete a nosotros.
Sé parte nuestra.
Únase a nosotros.
Guárdalo.
Pasa desapercibido.
Echa el cerrojo.
Echa el candado.
Yo también.
Yo, también.
Abre.
¡Perfecto!
Empújala.
Empújalo.
Empújadlo.
Empújadla.
Empújelo.
Empújela.
Empújenlo.
Empújenla.
¡Hasta luego!
Nos vemos.
Hasta luego.
Muéstramelo.
Enséñamelo.
Mostrame.
Muéstrame.
¡Cierra la boca!
¡Cállense!
¡Ya cállate!
¡Cerrá el pico!
Páralo.
Detenlo.
Cógelo.
Dímelo.
Decime.
Dime.
Decídmelo.
Cuéntame.
Tom comió.
Tom corrió.
Tom ganó.
Esperad.
Espérame despierto.
¡Despierta!
¡Despiértate!
¡Despertate!
Despierta.
Lávate las manos.
Nos preocupamos.
Lo sabemos.
Perdimos.
Bienvenido.
Bienvenidos.
Bienvenidas.
¿Quién comió?
¿Quién corría?
¿Quién corrió?
¿Quién ganó?
¿Quién ha ganado?
¿Por qué no?
Corre.
Has ganado.
¿Estoy gordo?
¿Estoy gorda?
Preguntales.
Pregúntales.
Aparta.
¡Retrocede!
Apártate.
Sé un hombre.
Sé fuerte.
Sé breve.
Sea breve.
Sean breves.
Estate quieto.
No te muevas.
¡Llamalo a Tomás!
¡Llámalo a Tomás!
¡Llámenlo a Tomás!
¡Anímate!
Anímate.
Venga.
¡Cálmate!
Espósale.
No te vayas.
Bébelo.
Encontralo a Tomás.
Encuéntralo a Tomás.
Encuéntrelo a Tomás.
Encuéntrenlo a Tomás.
Encuentre a Tom.
Encuentren a Tom.
Arregla esto.
¡Vete de aquí!
¡Lárgate!
¡Largo!
¡Vete ya!
¡Agáchate!
¡Abajo!
¡Al suelo!
Abajo.
Túmbate.
¡Piérdete!
¡Vete de aquí!
¡Lárgate!
¡Largo!
¡Vete ya!
Esfúmate.
¡Despierta!
¡Piénsalo bien!
Abre los ojos.
Adelante.
Adelante.
Entre.
Entra.
Entren.
Entrá.
Entrad.
¿Subes?
¡Buen trabajo!
Sujeta a Tom.
Agárralo.
Diviértanse.
Pásala bien.
Pásenla bien.
Él habló.
Él lo intenta.
Él prueba.
Ayuda a Tom.
Hola, ¿qué hay?
Ey, chavales.
¿Qué pasa, troncos?
Buenas.
¿Qué tal os va?
Hola por aquí.
¡Qué encanto!
¿Qué tan profundo?
¿Cómo de profundo?
Hazme el favor.
Compláceme.
¡Date prisa!
Apresúrate.
Daos prisa.
Apúrese.
Convine.
Acepté.
Accedí.
Estoy viejo.
Me lo comí.
Me la comí.
Puedo ir.
Maldije.
Despotriqué.
Lo hice bien.
Lo hice.
Fracasé.
Fallé.
Lo olvidé.
Me las arreglo.
Lo entiendo.
Lo tengo.
Lo tenía.
Ayudé.
Miré.
Llamé por teléfono.
Recé.
Me niego.
Dimito.
Renuncio.
Me senté.
Lo vi.
Me rasuré.
Suspiré.
Sonreí.
Me quedé.
Hablé.
Hablaba.
Charlé.
Charlaba.
Yo lo uso.
Esperé.
Yo pagaré.
He vuelto.
Estoy de vuelta.
¡He vuelto!
Soy calvo.
Estoy calvo.
Estoy calmado.
Estoy tranquilo.
Soy sordo.
He terminado.
Estoy acabado.
Lo dejo.
Soy bastante facilón.
Soy justo.
Estoy perfectamente.
¡Soy libre!
Yo soy libre.
Estoy lleno.
Estoy llena.
Ya me llené.
Estoy aquí.
Estoy en casa.
Estoy herido.
Llego tarde.
Soy vago.
Estoy perdida.
Soy malo.
Me toca a mí.
Estoy perfectamente.
Soy pobre.
Soy rica.
Soy rico.
Estoy a salvo.
Estoy enferma.
Soy flaca.
Soy delgado.
Estoy limpio.
Soy fea.
Estoy calentito.
Estoy débil.
Soy listo.
Gané.
Se ha roto.
Eso ayuda.
Duele.
Funciona.
Es Tom.
Es grande.
Es divertido.
Es suyo.
Es nuevo.
Es extraño.
Es viejo.
Es rojo.
Es triste.
Es té.
Prohibido pasar.
No entrar.
Besá a Tomás.
Besa a Tomás.
Besen a Tomás.
¡Déjalo!
Déjalo.
Déjame.
Déjanos.
Vámonos.
Vamos.
¡Vamos!
¡Órale!
¡Órale!
Cuidado.
Cásate conmigo.
¿Puedo ir?
Salva a Tom.
Ella vino.
Ella murió.
Murió.
Ella se marchó.
Ella corre.
¡Sentate!
Siéntate.
Sentate.
Siéntense.
Sentate acá.
Siéntate aquí.
¡Hable más fuerte!
Habla más fuerte.
¡Habla más alto!
Prepárate.
Un momento.
¡Parate!
¡De pie!
No te muevas.
Detén a Tom.
Llévate a Tom.
Pruébalo.
Díselo a Tom.
¡Genial!
¡Órale!
Ellos ganaron.
Tom vino.
Tom murió.
Tom ha muerto.
Tom se cayó.
Tom lo sabía.
Tom se fue.
Tom mintió.
Tom mentía.
Tomás miente.
Tom perdió.
Tom pagó.
Tom renunció.
Tom cantó.
Tom escupió.
Tom nadó.
Tom lloró.
Tom se ha levantado.
¡Confía en mí!
Confía en mí.
Inténtalo de veras.
Prueba un poco.
Pruebe un poco.
Prueben un poco.
Pruébalo.
Prueben esto.
Probá esto.
Prueba esto.
Usa esto.
Avísale a Tom.
Avísele a Tom.
Avísenle a Tom.
Avisale a Tom.
Mírame.
Vigílame.
Obsérvame.
Obsérvanos.
Estamos de acuerdo.
Lo intentamos.
Iremos.
Estamos bien.
¿Para qué?
¡Qué divertido!
¿Y ahora qué?
¿Quién soy yo?
¿Quién soy?
¿Quién vino?
¿Quién murió?
¿Quién se calló?
¿Quién se cayó?
¿Quién perdió?
¿Quién pagó?
¿Quién se ha ido?
¿Quién lo ha dejado?
¿Quién nadó?
¿Quién es él?
Perdiste.
Has perdido.
Perdisteis.
Habéis perdido.
Perdió usted.
Ha perdido usted.
Perdieron ustedes.
Han perdido ustedes.
Después de ti.
Tú primero.
Usted primero.
Después de usted.
Después de vosotras.
Apunta. ¡Fuego!
Respóndeme.
Respondedme.
Respóndanme.
Sé fuerte.
Los pájaros vuelan.
Jesús.
¡Llama a casa!
¡Cálmate!
¡Tranquilo!
¡Cálmense!
Cálmate.
Tranquilízate.
Ponte en paz.
Tomátelo con soda.
Bajá un cambio.
¡Cálmense!
¿Podemos ir?
¿Podemos irnos?
¿Podemos marcharnos?
¡Atrápelo a Tomás!
Captúralo.
Captúrenlo.
Atrápenlo.
Atrápalo.
Relájese.
Vuelve.
Vení.
Ven.
Venid aquí.
Que vengas.
Ven a casa.
Venid aquí.
Vente.
Veníos.
Venga aquí.
Vuelve pronto.
¿Yo gané?
¿Gané?
Hazlo ahora.
Hazlo inmediatamente.
Hazlo ya.
Hazla ya.
Los perros ladran.
No preguntes.
No llores.
¡No llorés!
¡No llores!
No lloren.
No lloréis.
No llore.
No llorés.
¡No te mueras!
No os muráis.
No se mueran.
No mintáis.
No corras.
Perdone.
Discúlpeme.
¿Perdón?
¡Fantástico!
¡Es estupendo!
¡Órale!
Tienta esto.
Tiente esto.
Tienten esto.
Tentad esto.
Tentá esto.
Sígueme.
Seguidme.
Síguenos.
¡Olvídalo!
Déjalo.
Olvídame.
Olvídate de mí.
Olvídenme.
Olvídense de mí.
Preparaos.
Ponte a ello.
Ve a por ello.
Ve a cogerlo.
Ve a por ello.
Vete a por ello.
Id a por ello.
Entra.
Vete a la cama.
Cógelo.
Agarra esto.
Coge alguno.
Toma algo.
Tome alguno.
Él es viejo.
Él es anciano.
Él se afeitó.
Sonrió.
Él es DJ.
Él es veloz.
Él es bueno.
Él es rico.
Es rico.
Acá estoy.
Sostén esto.
¡Qué horror!
¡Qué raro!
¿Cómo está Tom?
Divierte a Tom.
Estoy lleno.
Estoy llena.
Soy bueno.
Estoy aquí.
Estoy enferma.
Estoy débil.
Estoy saludable.
Te lo ruego.
Te lo suplico.
Eructé.
Puedo volar.
Puedo correr.
Sé correr.
Sé esquiar.
Cambié.
Yo cambié.
Tosí.
Sentí vergüenza.
Exhalé.
Perdí la consciencia.
Quedé inconsciente.
Lo dejé.
Me rendí.
Tiré la toalla.
Cedí.
Te entiendo.
Te pillo.
Ya te pillo.
Lo dejo.
Me dieron.
Me alcanzaron.
Me he mojado.
Me mojé.
Sonreí.
Lo odio.
Me la seca.
Me la baja.
Golpeé a Tom.
Golpeo a Tom.
Eso espero.
Me apuré.
Me arrodillé.
Me arrodillaba.
Lo sabía.
Me reí.
Me gusta.
¡Lo adoro!
Me encanta.
Hablo en serio.
Lo digo en serio.
Hablo en serio.
Conocí a Tom.
Me encontré con Tom.
Lo echo en falta.
Lo echo de menos.
Lo añoro.
Lo necesito.
Dije que no.
Vi a Tom.
Le vi.
Lo vi.
Vi uno.
Vi a uno.
Veía a uno.
Te vi.
Te he visto.
Veo a Tom.
Grité.
Estornudé.
Me detuve.
Paré.
Me tropecé.
Estuve triste.
Era tímido.
Iré.
Me desperté.
Yo cocinaré.
Yo guisaré.
Viviré.
Cantaré.
Me quedaré.
Yo me quedo.
Pararé.
Lo dejaré.
Esperaré.
Aguardaré.
Caminaré.
Andaré.
Voy a trabajar.
Soy un niño.
Soy un hombre.
Soy un pro.
Estoy solo.
Estoy sola.
Yo estoy solo.
Yo estoy sola.
Estoy enojado.
Estoy enojada.
Estoy enfadado.
Estoy despierto.
Soy ciega.
Soy valiente.
Estoy sin dinero.
Estoy quebrado.
Estoy sin blanca.
No tengo blanca.
Estoy limpio.
Soy limpio.
Estoy loco.
Estoy loca.
Estoy borracho.
Estoy tomada.
Estoy prendida.
Me estoy muriendo.
Soy el primero.
Voy el primero.
Me toca primero.
Yo voy primero.
Soy feliz.
Estoy feliz.
Soy amado.
Soy amada.
Tengo suerte.
Estoy desnudo.
Soy obeso.
¡Estoy listo!
Estoy listo.
Ya estoy.
Lo siento.
Yo estoy cansado.
Yo estoy cansada.
Soy tuyo.
Soy tuya.
Soy suyo.
He perdido.
Ólvidalo.
No hagas caso.
¿Tom está bien?
¿Está bien Tom?
¿Está Tom?
¿Es ese Tom?
¿Él es Tom?
¿Es grave?
¿Es malo?
¿Está lejos?
¿Está caliente?
¿Está picante?
¿Es rojo?
¿Eres tú?
Se quemó.
No lo consiguió.
Falló.
Fracasó.
Flota.
Diluviaba.
Llovió.
Nevó.
Apesta.
Funcionó.
Son las 8:30.
Es un televisor.
Hace frío.
Está frío.
Está frío.
Está fresco.
Está oscuro.
¡Está listo!
¡Ya está!
Es justo.
Está perfecto.
Está bien.
Es bueno.
Es duro.
Está aquí.
Es de ella.
Es tarde.
Es mío.
Es mía.
Es agradable.
Hace buen tiempo.
Vale.
Está bien.
Es nuestro.
Es la nuestra.
Se terminó.
Se acabó.
Ha llegado el momento.
Es la hora.
Es el momento.
Ha llegado la hora.
¡Es verdad!
Es verdad.
Es mi trabajo.
Quedate tranquilo.
Guárdalos.
Quédatelos.
Guárdenselos.
Mantente caliente.
Manténgase caliente.
Mantenete caliente.
Mantenete abrigado.
Mantente abrigado.
Manténgase abrigado.
Manténganse calientes.
Manténganse abrigados.
Dejalo a Tomás.
Déjalo a Tomás.
Déjelo a Tomás.
¡Vete ya!
¡Sal inmediatamente!
Ahora márchate.
Ahora vete.
Ahora lárgate.
¡Déjame marchar!
¡Suéltame!
¡Déjeme ir!
¡Déjeme ir!
Déjame entrar.
Déjeme entrar.
Déjanos entrar.
Comamos.
Veamos.
¡Intentémoslo!
Túmbate en silencio.
Escuchá.
Mirá para otro lado.
Mira para otro lado.
Mire para otro lado.
Miren para otro lado.
¡Mira hacia atrás!
Mira aquí.
Mirad aquí.
Miren aquí.
Aflójalo.
Suéltalo.
Suéltala.
Aflójala.
Hazte a un lado.
Deja sitio.
Mueve el culo.
Deja pasar.
¡Buen tiro!
¡Por supuesto!
¡Disparad!
¡Fuego a discreción!
¿Perdona?
Por favor, ve.
Por favor, vete.
Por favor, márchate.
Por favor, váyase.
Póntelo.
Póngaselo.
Ponéoslo.
Pónganselo.
Lee esto.
Lea esto.
Lean esto.
Leed esto.
Descansa aquí.
Decí hola.
Véase arriba.
Véase más arriba.
¡A por él!
¡Cogedlo!
¡Arrestadlo!
¡Prendedlo!
¡Capturadlo!
¿En serio?
Ella lo intentó.
Ella lo probó.
Ella anda.
Ella camina.
Anda.
Ella es candente.
Está como un tren.
Está buena.
Está que cruje.
Firme aquí.
Firma esto.
Firme esto.
Firmen esto.
Firmá esto.
Firmad esto.
Siéntate y quédate quieto.
Sentate ahí.
Tú mantente.
Quieto.
Más despacio.
Fuera.
Aléjate.
Mantén la calma.
Quedate tranquilo.
Mantené la calma.
Quedate acá.
Quédate en casa.
Mantente delgado.
Da un paso atrás.
Para aquí.
Párate aquí.
Detente aquí.
Deténgase aquí.
Deténganse aquí.
Paraos aquí.
Parad aquí.
Para eso.
Detenlos.
Párales.
¡Cuidate!
¡Te cuidas!
Cuídate.
Cuidaos.
Coge el mío.
Toma el mío.
Asume el mando.
Toma el control.
Encárgate tú.
Toma esto.
Tome esto.
Tomen esto.
Tomá esto.
¡Gracias!
Te lo agradezco.
Gracias a ti.
Gracias.
Se lo agradezco.
Esa dolió.
Eso es.
Soy yo.
Ese soy yo.
¿Entonces qué?
Cayeron.
Se fueron.
Se marcharon.
Se iban.
Perdieron.
Ellos nadaban.
Ellas nadaban.
Nadaron.
Ellos nadaron.
Se acabó el tiempo.
Tom se inclinó.
Tom se preocupó.
Tom se preocupaba.
A Tom le importaba.
Tom se preocupa.
A Tom le importa.
Tom lloró.
Tom dormitó.
Tom bebió.
Tomás condujo.
Tom está bien.
Tom está dentro.
Tom está levantado.
Tom teje.
Tom sabe.
Tom se mudó.
Tom se movió.
Tom se mece.
Tom se quedó.
Tom nada.
Tom juró.
Tomás lo intentó.
Tomás lo intenta.
Tomás votó.
Tom camina.
Tom saludó.
Tomás trabaja.
Tom irá.
Tom está gordo.
Tom está loco.
Tom está triste.
Tom es tímido.
Confía en Tom.
Inténtalo de nuevo.
Intentadlo otra vez.
Intenta otra vez.
Pruébatelo.
Abre el candado.
Espera aquí.
Aguarda aquí.
Esperen aquí.
Esperad aquí.
Vigila a Tom.
¡Abusado!
Nos pusimos de acuerdo.
Podemos ir.
Podemos irnos.
Nos podemos marchar.
Lo logramos.
Fallamos.
Hemos fallado.
Nos olvidamos.
Le vimos.
La vimos.
Lo vimos.
Lo veíamos.
Conversamos.
Nosotros esperamos.
Bostezamos.
Veremos.
Después veremos.
Ya veremos.
Lo intentaremos.
Ganaremos nosotros.
Ganaremos nosotras.
Estamos tristes.
¡Hemos ganado!
Bien hecho.
¿Qué hay?
¿A quién le importa?
¿Quién condujo?
¿Quién conducía?
¿Quién es él?
¿Quién es?
Aabe...
¿Quién se quedó?
¿Quién irá?
¿Quién es Tom?
Trabaja más.
Escribe a Tom.
Tú maneja.
¡Pedazo de idiota!
Apestas.
Tú empieza.
Apestas.
Lo intentaste.
Tú estás perfectamente.
Estás perfectamente.
Más alto.
Apuntad más alto.
¡Todos a bordo!
¡Al abordaje!
¿Me estoy muriendo?
¿Estoy despedido?
¿Estoy contratada?
¿Estoy listo?
¿Tengo razón?
¿Me equivoco?
¿Estoy equivocada?
¡Respóndale a Tomás!
¡Respondele a Tomás!
¡Respóndanle a Tomás!
¿Tienes dieciocho?
¿Has cumplido dieciocho?
¿Estás bien?
¿Te apuntas?
¿Estás dentro?
¿Estás levantado?
Pregúntale a cualquiera.
Preguntadle a cualquiera.
Pregúntele a cualquiera.
Pregúntenle a cualquiera.
Pregunta por aquí.
Pregunta en los alrededores.
¡Ten cuidado!
¡Ten cuidado!
¡Sé cuidadoso!
Estate contento.
Llega a tiempo.
Llegue a tiempo.
Sea paciente.
Sé prudente.
Sé serio.
Sé sincero.
Los pájaros cantan.
Los pájaros están cantando.
¡Hasta el fondo!
Inspira.
Inspirad.
Traed comida.
Traed ayuda.
Trae vino.
¿Puedo ir?
¿Puedo venir?
¿Puedo acercarme?
¿Puedo ayudar?
¿Me puedo quedar?
Lleva esto.
Comprobad eso.
Comprueba esto.
Escoge uno.
Escoge una.
Vuelve otra vez.
Ven solo.
Vente.
Vénganse.
Vení temprano.
Ven temprano.
Vengan temprano.
Venga temprano.
¡Pásale!
¡Pásele!
¡Pásenle!
Entre.
Pase.
¡Ven rápido!
¡Vení rápido!
Ven deprisa.
Ven a mí.
Venid a mí.
Ven a nosotros.
Venid a nosotros.
Corrígelo.
Corrígela.
Corregidlo.
Corregidla.
Corríjalo.
Corríjala.
Corríjanlo.
Corríjanla.
¡Ya párale!
¿Fue Tom?
¿Ganamos?
Pasa adentro.
Entra de una vez.
Entra ya.
Métete dentro.
¿Los hombres lloran?
No vengas.
¡No saltéis!
¡No salten!
No miréis.
No miren.
¡No os mováis!
No te muevas.
No se mueva.
No se muevan.
No empujes.
No cantes.
No canten.
No pares.
No te pares.
No se paren.
No os paréis.
¡No hables!
¡No hablen!
No hables.
¡No esperes!
¡No esperen!
No esperes.
No grites.
No chilles.
No chilléis.
No chille.
No chillen.
Come despacio.
¡Comé despacio!
Disfruta la vida.
¡Enfréntate a los hechos!
¡Enfrentaos a los hechos!
¡Enfréntese a los hechos!
¡Enfréntense a los hechos!
El fuego quema.
Seguilo a Tomás.
Síguelo a Tomás.
Sígalo a Tomás.
Síganlo a Tomás.
Síguele.
Síguelo.
Olvidate de Tomás.
Olvídate de Tomás.
Olvídese de Tomás.
Olvídenlo.
Perdónanos.
Perdónenos.
Consíguete una vida.
Búscate una vida.
Entra.
Vete a la cama.
Déjalo.
Ríndanse.
Vete a casa.
Váyase a casa.
Andá a trabajar.
Dios existe.
Ten fe.
Tened fe.
Tengan fe.
Confíen.
Él salió a comer.
Él se rindió.
Se rindió.
Se dio por vencido.
Lo dejó.
Cedió.
Tiró la toalla.
Descolgó.
Él cortó.
Él es DJ.
¡Él está aquí!
Él es gentil.
Él es amable.
Él es generoso.
Él es mezquino.
Él es alto.
Él se reía.
Él lo hizo.
Lo hizo él.
Lo logró.
Lo hizo.
Está sin blanca.
Está arruinado.
Él es cruel.
Él es feliz.
Él miente.
Él está mintiendo.
Es inteligente.
Él es inteligente.
Él es inteligente
Ve al sur.
Id hacia el sur.
¡Hola, Tom!
¡Helo aquí!
¡Aquí está él!
Aquí está.
Aquí vamos.
Hey, cálmate.
Quieto.
Mantente quieto.
¡Qué aburrimiento!
¿Cómo está Tom?
¡Qué bonito!
¡Encantador!
¡Es una preciosidad!
¡Qué espeluznante!
¡Qué trágico!
¿Qué tal el trabajo?
Rápido, a casa.
Corre, vete a casa.
Lo admito.
Soy un niño.
Soy un hombre.
Soy una persona.
¡Soy feliz!
¡Estoy feliz!
Yo estoy contento.
Yo soy humano.
Estoy listo.
Comí arroz.
Puedo venir.
Sé cocinar.
Yo puedo ayudar.
Puedo saltar.
Sé leer.
Puedo cantar.
Puedo quedarme.
Sé nadar.
Mastico chicle.
Solté una risita.
No estoy de acuerdo.
Lo dudo.
Como aquí.
Yo como aquí.
Yo como carne.
Envidio a Tom.
Lo envidio.
Me siento mal.
Me siento viejo.
Me siento triste.
Me sentía mal.
Lo arreglé.
¡Lo encontré!
Lo encontré.
La he encontrado.
Me perdí.
Me puse enfermo.
Me puse malo.
Ya lo tengo.
Lo he cogido.
Imagino que sí.
Lo imagino.
Lo supongo.
Odio a Tom.
Te detesto.
Tengo uno.
Yo tengo uno.
Gané.
Te oigo.
Le ayudo.
Conocí a Tom.
Conozco a Tom.
La conozco.
Lo conozco.
Ahora sé.
Ahora lo sé.
Ahora ya lo sé.
Te conozco.
Os conozco.
Les conozco.
Me agrada Tom.
Me gusta el arte.
Me gusta él.
Él me gusta.
Me cae bien.
Me gustan las tartas.
Me gusta el pastel.
Me gusta el té.
Me gustas.
Me agradas.
Me gustáis.
Me gustó.
Lo amo a Tomás.
Yo lo amo.
Lo amo.
Estoy enamorada de él.
Te quiero.
Te amo.
¡Te amo!
Os amo.
Me encantó.
Preparé té.
Le echo de menos.
Lo extraño.
Te echo de menos.
Tengo que correr.
Necesito a Tom.
Necesito aire.
Necesito hielo.
Objeté.
Prometí.
Me acuerdo.
Yo me acuerdo.
Yo recuerdo.
Lo recuerdo.
Renuncié.
Dije que sí.
Yo decía que sí.
Me senté.
Me sentaba.
Lo vi.
Vi eso.
Veía eso.
Las vi.
Grité.
Yo grité.
Los veo.
Las veo.
Disparé a Tom.
Me colé.
Entorné los ojos.
Amusgué los ojos.
Sobreviví.
Creo que sí.
Eso creo.
Vomité.
Uso esto.
Utilizo esto.
Quiero a Tom.
¡Quiero uno!
¡Quiero una!
Quiero uno.
Yo quiero uno.
Estaba fuera.
Fui el último.
Era el último.
Llegué tarde.
Yo estaba enfermo.
Yo estaba enferma.
Silbé.
No voy a ir.
Yo hago ejercicio.
Yo lo escribí.
Aceptaría.
Yo lo compraría.
Estaré bien.
Lo haré yo.
Lo haré.
Entraré.
Voy a entrar.
Dispararé.
Soy un héroe.
Soy un mentiroso.
Soy gemelo.
Yo soy mejor.
Estoy agotado.
Estoy comprando.
Soy rechoncho.
Soy torpe.
Estoy comiendo.
Soy famoso.
Yo soy más rápido.
Soy codicioso.
Soy culpable.
Yo estoy escondido.
Soy honesto.
Ya tengo hambre.
Me pica el bagre.
Me pica el bagre.
Soy inmune.
Me estoy moviendo.
Me mudaré.
Soy normal.
Estoy asustado.
Estoy soltero.
Estoy soltera.
Soy soltero.
Soy flaca.
Estoy flacucho.
¡Tengo sueño!
Tengo sueño.
Tengo sueño.
Estoy tan gordo.
Estoy tan gorda.
Lo estoy intentando.
Me estoy esforzando.
Tengo doce años.
Tengo doce.
Estoy tecleando.
No estoy bien.
He comido.
Ignora a Tom.
No le hagas caso.
¿Es grande Tom?
¿Está gordo Tom?
¿Tom es divertido?
¿Tiene calor Tom?
¿Tom está enfermo?
¿Está loco Tom?
¿Está fuera Tom?
¿Es alto?
¿Es azul?
¿Es gratis?
¿Está bueno?
¿Es difícil?
¿Es acá?
¿Aquí?
¿Está aquí?
¿Es nuestro?
¿Esto es real?
¿Es inofensivo?
¿Es seguro?
¿Es verdad?
¿Eso es verdad?
¿Vale eso?
¿Está bien eso?
¿Eso es todo?
¿Es ese?
¿Acaso es así?
¿Es así?
¿Esto es bueno?
¿Eso es todo?
¿Es este?
Eso pasa.
Importa.
Se quemará.
Es de Tom.
Es una zorra.
Está vivo.
Ha empezado.
Empezó.
Comenzó.
Está cerca.
Está vacío.
Es estupendo.
Es grandioso.
Es verde.
Está verde.
Es marfil.
Es magia.
Es mi CD.
Es de noche.
Ha anochecido.
Es silencioso.
Está listo.
Vale.
Está bien.
Es correcto.
Es dulce.
Está ahí.
Son las tres.
Es agua.
Es blanco.
Hace viento.
Es suyo.
Es tuyo.
Tan sólo hazlo.
¡Continúa!
¡Continúe!
Toma apuntes.
Tomad apuntes.
Tomen notas.
¡Quédate tranquilo!
¡Guarden silencio!
Mantente quieto.
Mantenete quieto.
Manténgase quieto.
Manténganse quietos.
Abandona la ciudad.
Deja la ciudad.
Sal de la ciudad.
Deja ir a Tom.
Dejar entrar a Tom.
¡Déjale irse!
Déjalo entrar.
Dejalo entrar.
Déjelo entrar.
Déjenlo entrar.
Dejadlo entrar.
¡Déjame salir!
¡Dejadme salir!
¡Dejadme salir!
Deja que pague yo.
Déjame pagar.
Déjame ver.
Déjeme ver.
A ver.
Charlemos.
Vamos a charlar.
Escondámonos.
Besémonos.
Juguemos.
Oremos.
Recemos.
Desistamos.
Renunciemos.
Descansemos.
Cantemos.
Nademos.
Conversemos.
Votemos.
Caminemos.
Trabajemos.
Levántalo.
Mirá de nuevo.
Mira de nuevo.
Mire de nuevo.
Miren de nuevo.
Mirá hacia adelante.
Mira hacia adelante.
Mire hacia adelante.
Miren hacia adelante.
Míralo.
Obsérvalo.
Contémplalo.
Miradlo.
Mírame.
Míranos.
Obsérvanos.
Búscalo.
Búsquenlo.
Mira allí.
El amor dura.
Mamá lloró.
Caía la noche.
Anochecía.
Sin comentarios.
¿En serio?
¡No hay problema!
¡Sin problemas!
Ningún problema.
No corrió nadie.
Nadie corrió.
Nadie corría.
No corría nadie.
Venga, inténtalo.
De nuevo
La gente miente.
Por favor, siéntese.
Por favor, siéntate.
Por favor, sentaos.
Baja la voz.
Reemplazadlo.
Corre más rápido.
¡Huye!
Di patata.
Decid patata.
Di güisqui.
Decid güisqui.
Sonría.
Di "por favor".
Es vieja.
Ella está ocupada.
Canta.
Huele esto.
Olé esto.
Huelan esto.
Oled esto.
Huela esto.
¡Retrocede!
Empieza aquí.
Empieza de nuevo.
¡Mantente alerta!
¡Permanece alerta!
Mantente alerta.
Mantente consciente.
Mantente despierto.
No te duermas.
Mantente cerca.
Quédate a mi vera.
Mantente alerta.
No te muevas.
Quieto.
Quédate ahí.
Hazte a un lado.
¡Más rápido!
Dejá de mentir.
Dejá de bolacear.
Detente ahí.
Párate ahí.
Estudia harto.
Estudiá más.
Toma un bus.
Toma una siesta.
¡Protégete!
Toma notas.
Llévate estos de aquí.
Quédate con estos.
¡Háblame!
¡Habla conmigo!
¡Hablad conmigo!
Prueben esto.
Probá esto.
Prueba esto.
¡Ése es mi chico!
Buen chico.
Eso duele.
Eso valdrá.
Con eso vale.
Eso me vale.
Eso me sirve.
Ése es Tom.
Eso es malo.
Ésa es ella.
Es ella.
Ése es él.
Eso le pertenece.
Es nuevo.
Está mojado.
Están de acuerdo.
Engañaron.
Hicieron trampas.
Durmieron.
Dormían.
Se mantuvieron.
Se pusieron de pie.
Lo intentaron.
Ellos votaron.
Votaron.
Ellos están dentro.
Ellas están dentro.
Ellos se apuntan.
Esto está bien.
Esto está correcto.
Hemos llegado.
Este es el fin.
Esto es todo.
Éste es.
Esto funciona.
Esto trabaja.
Esto valdrá.
Con éste vale.
Esto me basta.
El tiempo vuela.
Se acabó el tiempo.
Tom convino aquiescente.
Tom estuvo de acuerdo.
Tomás está de acuerdo.
Tom lo comió.
Tom me mordió.
Tomás eructó.
Tom llamó.
Tomás hace trampa.
Tomás bailó.
Tom baila.
Tom lo hizo.
Tom bebe.
Tom toma.
Tomás conduce.
Tom reprobó.
Tom fracasó.
Tom soltó un pedo.
Tom peleó.
Tom luchó.
Tom metió la pata.
Tom se levantó.
Tom ayudó.
Tom me golpeó.
Tom es malo.
Tom es grande.
Tom está gordo.
Tom es divertido.
Tom está malo.
Tom está loco.
Tom es nuevo.
Tom es raro.
Tom es viejo.
Tomás está viejo.
Tom ha salido.
Tom está triste.
Tom es tímido.
Tom está mojado.
Tom saltó.
Tom miró.
Tom gimió.
Tom asintió.
Tom obedeció.
Tom se detuvo.
Tomás llamó por teléfono.
Tomás telefoneó.
Tom rezó.
Tom rezaba.
Tom descansó.
Tom lo vio.
Tom me vio.
Tom nos vio.
Tom se afeitó.
Tom se rasuró.
Tom suspiró.
Tom sonrió.
Tom ronca.
Tom se quedó.
Tom charló.
Tom caminó.
Tom estaba bien.
Tom hizo un guiño.
Tom lanzó un guiño.
Tom guiñó el ojo.
Tom trabajó.
Tom bostezó.
Tom gritó.
Tom llorará.
Tom morirá.
Tom pagará.
Tom está ocupado.
Tom ha muerto.
Tom es sordo.
Tom ha muerto.
Tom es rápido.
Tom es libre.
Tom está contento.
Tom se ha ido.
Tom está aquí.
Tom está en casa.
Tom está herido.
Tom se ha marchado.
Tom es malo.
Tom está seguro.
Tom está a salvo.
Tom fue disparado.
Tom está enfermo.
Tom es feo.
Tom es débil.
Tom está bien.
¡Mala suerte!
¡Qué mala suerte!
Prueba ahora.
Inténtalo ahora.
Pruébalo.
Enciéndelo.
Gira a la derecha.
¿Era ése Tom?
¿Fue divertido?
¿Era divertido?
Mira esto.
Mirá esto.
Mirad esto.
Mire esto.
Miren esto.
Todos mentimos.
Somos hombres.
Compramos cedés.
Nosotros podemos pagar.
Podemos intentarlo.
Podemos probarlo.
Podemos probar.
Podemos ganar.
Aplaudimos.
Nos divertimos.
Lo pasamos bien.
Nos reímos.
Nos gusta.
Nos encanta.
Lo hicimos.
Deberíamos irnos.
Nos debemos ir.
Debemos irnos.
Vimos a Tom.
Te vimos.
Te veíamos.
Lo queremos.
Haremos la comida.
Fracasaremos.
Ayudaremos.
Nosotros ayudaremos.
Echaremos la mano.
Obedeceremos.
Cantaremos.
Esperaremos.
Nosotras esperaremos.
Nos vamos a caminar.
Trabajaremos.
Hemos vuelto.
Estamos de vuelta.
Hemos regresado.
Estamos ocupados.
Estamos calmados.
Tenemos frío.
Terminamos.
Estamos a mano.
Estamos bien.
Estamos aquí.
Estamos acá.
Estamos en casa.
Somos perezosos.
Estamos perdidos.
Somos pobres.
Somos ricos.
Somos ricas.
Estamos hartos.
Somos débiles.
Perdimos.
¡Pero qué día!
¿Qué pasa?
¿Qué hay?
¿Qué hay de nuevo?
¿Qué me cuentas?
¿Dónde estoy?
¿En dónde estoy?
¿Quién lo tiene?
¿Quién lo escondió?
¿Quién es Tom?
¿Quién llamó por teléfono?
¿Quién me vió?
¿Quién se quedó?
¿Quién gritó?
¿Quién está aquí?
¿Quién da la vez?
¿Quién es?
¿Quién es ése?
¿Quién es ésa?
La madera arde.
¿Llamaste?
Puedes irte.
Puedes ir.
Te puedes ir.
Puedes marcharte.
Tú decides.
Puedes irte.
Podéis iros.
Pueden irse.
Podéis marcharos.
Pueden marcharse.
Podéis ir.
Podés irte.
Fallaste.
Ya verás.
Ya lo veréis.
Eres grande.
Estás grande.
Eres divertido.
Estás vieja.
¡Has ganado!
¡Has ganado!
Has ganado.
Tú ganaste.
Todo va bien.
Todo está correcto.
¿Soy normal?
¿Hay alguien en casa?
¿Alguien está en casa?
¿Alguien está herido?
¿Hemos terminado?
¿Estamos perdidos?
¿Estamos a salvo?
¿Tú eres Tom?
¿Es usted Tom?
¿Eres gordo?
¿Tienes calor?
¿Tenéis calor?
¿Estás loco?
¿Estás enfadado?
¿Está usted loca?
¿Está usted loco?
¿Eres nuevo?
¿Eres nueva?
¿Sois nuevos?
Pregúntale a cualquiera.
Sed creativos.
Sé discreto.
Sed discretos.
Sé clemente.
¡Prepárate!
Estate preparado.
Estad preparados.
¡Está preparado!
Sé puntual.
Sed puntuales.
Sé despiadado.
Sé razonable.
Sed razonables.
Sé específico.
Sé específica.
Especifica más.
Sé exhaustivo.
Sé tolerante.
Estate vigilante.
Estate atento.
Sé tú mismo.
Sé tú misma.
La cerveza es buena.
Pórtate bien.
¿Puedo comenzar?
¿Puede esperar?
¿Podemos hablar?
¿Podemos conversar?
¿Puedes ver?
¿Podéis ver?
¿Puedes esquiar?
¿Puedes intentarlo?
Compruébalo otra vez.
Revísalo de nuevo.
Sube a bordo.
Acercate.
Ven a verme.
Venid a verme.
Vengan a verme.
Venga a verme.
Consuela a Tom.
Cocíname.
Cocina para mí.
Cuenta conmigo.
Cuenta con eso.
Cuente con eso.
Cuenta conmigo.
¿Ha muerto Tom?
¿Corrió Tom?
¿Lo ha probado Tom?
¿Lo probó Tom?
¿Ganó Tom?
¿Ganaste?
Cava rápido.
Cavad rápido.
Cave rápido.
Caven rápido.
¡Hacedlo de nuevo!
Hazlo otra vez.
Hazlo ahorita.
Hazlo al ratito.
¿Juegas boliche?
No discutáis.
No parpadées.
No copiéis.
¡No lo hagas!
¡No lo haga!
¡No lo hagas!
¡No lo hagáis!
¡No lo hagan!
¡No lo haga!
No os peleéis.
No peleen.
No pelees.
No entres.
No entre usted.
No te rías.
¡No te vayas!
No se vayan.
¡No dispares!
¡No dispare!
¡No disparéis!
¡No disparen!
No grites.
No chilles.
No sonrías.
No sonrían.
No hables.
No te preocupes.
No os preocupéis.
No se preocupen.
Termine esto.
Termina esto.
Terminá esto.
Terminen esto.
Terminad esto.
Lanza una moneda.
Disculpe a Tom.
Disculpa a Tom.
Vístete.
Vestite
¡Entra aquí!
¡Ponte serio!
Empieza.
Ve y descúbrelo.
Ve por ayuda.
Ve a pedir ayuda.
Vete a casa, ahora.
Ve a tumbarte.
Ve a acostarte.
Ve por delante.
Ve recto.
Ve por ahí.
Ve por allí.
Vete a dormir.
¡Váyanse a dormir!
¡Ve a dormir!
¡Vete a dormir!
Andá con Tom.
Toma un asiento.
Tómate una cerveza.
Da un vistazo.
Tome asiento.
Él puede venir.
Él sabe leer.
Él sabe nadar.
Él lo encontró.
Él se escapó.
Él envejeció.
¡Ha venido!
Él tiene agallas.
Tiene vino.
Él nos ayuda.
Él es loco.
Él tiene ocho años.
Es feliz.
Él está feliz.
Él es feliz.
Él es odiado.
Él miente.
Él está mintiendo.
Él es un guarro.
Él es asqueroso.
Él da grima.
Él está cansado.
Es joven.
Él es joven.
Él nos quiere.
Él lo necesita.
Él renunció.
Él se levantó.
Él tartamudea.
Tartamudea.
Él estaba ocupado.
Él es pajero.
Él es un mentiroso.
Está fingiendo.
Él es mi hijo.
No está aquí.
No está en casa.
Él no está adentro.
Él está delgado.
Él es fuerte.
Él es estúpido.
Es un salame.
Ayúdame.
Ayudame a salir.
Écheme la mano.
Ayúdame a salir.
Aquí vengo.
Ya estoy aquí.
¡Aquí está ella!
¡Aquí estamos!
Aquí estamos.
Hola, soy Tom.
Dele fuerte.
¿Cómo estás vos?
¡Qué curioso!
¡Qué raro!
Qué raro.
Soy cocinero.
Soy un monje.
Estoy mejor.
Soy mejor.
Me encuentro mejor.
Me estoy quedando dormido.
Yo soy más alto.
Le pido disculpas.
Pregunté a Tom.
Comí pan.
Yo culpo a Tom.
Lo he comprado.
Lo compré.
Quedé último.
Quedé en último lugar.
Quedé última.
Sé bailar.
Puedo hacerlo.
Puedo compartir.
No puedo comer.
No lo puedo decir.
No puedo decir.
Confesé.
Podría intentarlo.
Lloro mucho.
No como.
Bebí té.
Ahora conduzco.
Ahora conduzco yo.
Yo conduzco ahora.
Como pan.
Como fruta.
Hice ejercicio.
Noto frío.
Me siento perdido.
Me siento seguro.
Me siento sexy.
Me siento mal.
Me siento débil.
Me caí.
Tenía frío.
Me sentí estúpido.
Sentí eso.
Despedí a Tom.
Lo olvidé.
Ya te encontré.
Te encontré.
Encontré un trabajo.
Me enfadé.
Me mareé.
Me emborraché.
Me despidieron.
Supongo que no.
Tuve que ir.
Odio los gatos.
Odio a los perros.
Odio los perros.
Odio el pescado.
Odio los peces.
Odio el golf.
Odio los ratones.
Odio la leche.
Odio a las ratas.
Odio la arena.
Yo odio la arena.
Lo odio.
Yo odiaba a Tom.
Yo odié a Tom.
Tengo trescientos dólares.
Tengo dinero.
Tengo gota.
Traigo noticias.
Tengo tiempo.
Tengo vino.
Yo escucho eso.
Te oí.
Te he oído.
Vacilaba.
Contraté a Tom.
Lo sabía.
Yo sabía eso.
Yo sé eso.
Los conozco.
Esto lo sé.
Conozco esto.
Sé esto.
Me gustan los dos.
Me encantan los gatos.
Me gustan los perros.
Me gustan los peces.
Me gusta el jazz.
Me gusta la leche.
Me gustan los guisantes.
Me gustan las arvejas.
Me gusta el arroz.
Me gusta el rock.
Me gusta la nieve.
Me gusta eso.
Me gustan.
Me gusta esto.
Me gusta el vino.
Amaba a Tom.
Vivo aquí.
Yo vivo aquí.
Quiero a Mary.
Me encanta la cerveza.
Me encanta el pescado.
Me encanta el golf.
Me encantan los niños.
Me encantan los chicos.
Amo la vida.
Me encantan las matemáticas.
Amo las matemáticas.
Me gusta el rock.
Me encanta la nieve.
Me gusta la nieve.
Me encanta la sopa.
Les quiero.
Las quiero.
Me encanta esto.
Yo la amaba.
La amaba.
Yo la quería.
Yo te quería.
Yo te quise.
Yo os quería.
Yo te amaba.
Yo os quise.
Yo os amaba.
Yo hice eso.
A eso me refiero.
Lo extrañaba.
Debo esconderme.
Necesito dinero en efectivo.
Necesito efectivo.
Necesito dinero en metálico.
Necesito ayuda.
¡Necesito ayuda!
Necesito el mío.
Necesito la mía.
Quiero más de eso.
Quiero un poco más.
Quiero más.
Los necesito.
Necesito esto.
Necesito tiempo.
Yo lo necesité.
Nunca lloro.
Yo nunca gano.
Me quedé dormido.
Yo pago impuestos.
Leo labios.
Dije que alto.
Dije que pararas.
Dije que te detuvieras.
Yo dije eso.
Yo vi un OVNI.
Vi a un perro.
Vi un perro.
Yo vi un perro.
Vendo autos.
Vendo coches.
Vendo pescado.
Vendo jabón.
Me debería ir.
Huelo a gas.
Huelo gas.
Me huele a gas.
Te lo agradezco.
Confío en Tom.
Yo confío en ella.
Yo confío en él.
Confío en ti.
Yo voté que sí.
Quiero a Mary.
Quiero huevos.
Quiero el mío.
Yo quiero el mío.
Yo quiero la mía.
Quiero más.
Quiero sopa.
Quiero eso.
Los quiero.
Las quiero.
Quiero este.
Quiero esto.
Yo estaba vivo.
Estuve solo.
Estaba despierto.
Estaba aburrido.
Estaba mareado.
Estaba mareada.
Estaba borracho.
Estaba despedido.
Me despidieron.
Fui despedido.
Tuve suerte.
Yo era ingenuo.
Estaba desnudo.
Estuve listo.
Estaba cansado.
Estaba equivocado.
Me fui a casa.
Yo también fui.
Me quedaré.
Gané otra vez.
Yo no preguntaré.
No moriré.
Trabajo aquí.
Estaré presente.
Estaré allí.
Estaré ahí.
Voy a estar allí.
Estaré triste.
Lo compraré.
Me lo creeré.
Cambiaré.
Escucharé.
Rehusaré.
Yo diré.
Lo probaré.
Soy panadero.
Soy un perdedor.
Soy una perdedora.
Soy una mujer.
Soy mujer.
Estoy en casa.
Ya estoy en casa.
Estoy en la casa.
Estoy en el trabajo.
Estoy desconcertado.
Estoy cocinando.
Tengo curiosidad.
Estoy bailando.
Estoy comprometida.
Estoy emocionado.
Estoy emocionada.
Estoy ayunando.
Soy quisquilloso.
Soy fraile.
Estoy furioso.
Estoy quebrado.
Estoy saludable.
Estoy en la cárcel.
Estoy enamorada.
Estoy celoso.
Estoy nervioso.
Estoy inquieto.
Estoy jodiendo.
Me voy.
Estoy saliendo.
Lo dejo.
Salgo.
Estoy casado.
Estoy casada.
Soy casado.
Soy casada.
Estoy nervioso.
Soy neutral.
No soy ningún mentiroso.
No soy mentirosa.
No soy Tom.
No soy gorda.
¡No estoy gorda!
No estoy viejo.
No estoy triste.
Soy paciente.
Soy popular.
Estoy rezando.
Estoy mentalizado.
Estoy leyendo.
Estoy descansando.
Soy egoísta.
Lo digo en serio.
Hablo en serio.
Estoy borracho.
Estoy tan lleno.
¡Me muero de hambre!
Estoy muerto de hambre.
Ya estoy harto.
He terminado.
Yo soy demasiado gordo.
Estoy atrapado.
Tengo mala suerte.
Estoy esperando.
Estoy trabajando.
Estoy preocupada.
Estoy herido.
Ignoralos.
¿Está ocupado Tom?
¿Tom está muerto?
¿Ha acabado Tom?
¿Tom es bueno?
¿Está aquí Tom?
¿Está Tom?
¿Tom está en casa?
¿Está Tom en casa?
¿Tom está herido?
¿Está Tom a salvo?
¿Tom está enfermo?
¿Tom está seguro?
¿Tom es alto?
¿Está él bien?
¿Se encuentra bien?
¿Ha acertado?
¿Está en lo cierto?
¿Es un zorro?
¿Es negro?
¿Está limpio?
¿Está limpia?
¿Está listo?
¿Está ahí?
¿Para llevar?
¿Está ventoso?
¿Es suyo?
¿Es vuestro?
¿Ella es simpática?
¿Es ese Tom?
¿Es todo?
¿Aquél es nuevo?
¿Es eso nuevo?
¿Eres tú?
¿Es usted?
¿Esto es nuevo?
¡No puede ser!
Costó 30 dólares.
Pasó.
Eso sucedió.
Yo invito.
Está ahí.
Puede que llueva.
Puede que nieve.
Podría nevar.
Es posible que nieve.
Me salvó.
Hacía frío.
Estuvo chido.
Estuvo chilo.
Estuvo padre.
Fue fácil.
Era fácil.
Fue real.
Se romperá.
Son 50 yenes.
Es francés.
Es lunes.
Trato hecho.
Es una muñeca.
Es un pez.
Es un arpa.
Esto es un harpa.
Es una broma.
Es un quilombo.
Es una normativa.
Esto es una canción.
Es una trampa.
Es un vicio.
Es absurdo.
Todo bien.
Esto es aburrido.
Es aburrido.
Está roto.
Está estropeado.
Está rota.
Hace fresco.
Se está fresquito.
Está nublado.
Es inútil.
Es mi trabajo.
Es normal.
No somos nosotros.
Es secreto.
Es silencioso.
Es simple.
Solo di que no.
Sigue moviéndote.
Sigue intentando.
Sigue intentándolo.
Déjame ayudarte.
Déjame ayudar.
Házmelo saber.
Déjame vivir.
Déjame hablar.
¡Empecemos!
Comencemos.
Bailemos.
¡Hagámoslo!
Hagámoslo.
Entremos.
Vamos para arriba.
Apurémonos.
Vayámonos.
¡Vamos al guateque!
Festejemos.
Relajémonos.
Disparemos.
¡Empecemos!
Comencemos.
Comencemos.
La vida es divertida.
Mira a Tom.
Míralo.
Miradlo.
Mira desde más cerca.
Busca.
Haz una lista.
Hagan una lista.
Pide un deseo.
¡Muchas gracias!
Muchas gracias.
Memórizalo.
Memórizala.
Justo a tiempo.
Llegas bien.
Llegas a tiempo.
No significa no.
"No" significa "no".
Nadie vino.
No vino nadie.
Ninguno acudió.
No viene ninguno.
No vino ninguno.
Nadie murió.
No murió nadie.
Nadie vino.
No vino nadie.
No ha venido nadie.
No viene ninguno.
No vino ninguno.
Nadie murió.
No murió nadie.
Nadie lo sabía.
Nadie mintió.
Ahora estoy triste.
Ahora ayúdame.
Ahora resiste.
Ahora sigue.
Ahora continúa.
Ahora prosigue.
Ahora callate.
Te toca, inténtalo.
Vale, tú ganas.
Está bien, ganaste.
Bueno, estoy de acuerdo.
Uno es azul.
Una es azul.
Aplaudan, por favor.
Canta, por favor.
Por favor quédate.
Por favor quedate.
Por favor quédense.
Por favor quédese.
Párate un momento.
Espera un momento.
Esperen, por favor.
Regrésalo.
Bájalo.
Ponte esto.
Póngase esto.
Libérale.
Quedate tranquilo.
Recuérdalo.
Responded a sus disparos.
Decí adiós.
No digas nada.
¿Nos vamos?
Ella lo mordió.
Ella se sonrojó.
Ella se puso roja.
Se puso colorada.
Ella se ruborizó.
Ella le pegó.
Ella le golpeó.
Ella está muerta.
Está muerta.
Ella es amable.
Ella es gentil.
Ella se despertó.
Es una zorra.
Ella es una zorra.
Está loca.
Ella está loca.
¿Debería ir?
Muéstrame cómo.
Que duermas bien.
Háblame.
¡A un lado!
¡Dejad sitio!
Vuelve a empezar.
Empieza de nuevo.
Empieza otra vez.
Vuelva a empezar.
Vuelvan a empezar.
Volved a empezar.
Quédate adentro.
Quédense adentro.
Sigue fuerte.
Mantente fuerte.
Pase.
Entra.
Sigue haciéndolo.
No llores.
Deja de llorar.
¡No te muevas!
¡Quieto ahí!
¡Quédate quieto!
No te muevas.
Deja de moverte.
Deja de intentarlo.
¡Alto! ¡Ladrón!
Sorpréndeme.
Sorpréndame.
Sorpréndanme.
Sorprendedme.
Saque una carta.
Saca una carta.
Echa una ojeada.
Descansad.
Repósate.
Actúa.
Coge mi coche.
Llévate mi coche.
Habla con Tom.
Un té, por favor.
Eso ayudó.
Ya está.
Es todo.
Eso funcionó.
Es guay.
Eso es guay.
Eso es una tontería.
Eso es fácil.
Está bien.
Eso es bueno.
Eso está bien.
Es de ella.
Es suyo.
Eso es enorme.
Esa es la vida.
Así es la vida.
Eso es mío.
Eso me pertenece.
Ésa es mía.
Ése es mío.
Es agradable.
Está bien.
Eso es bueno.
Eso está correcto.
Se acabó.
Ya ha pasado.
Ahí están.
Son ellos.
Son ésos.
Eso es cierto.
Eso es verdad.
La televisión está encendida.
¡Allá está!
Ahí está Tom.
Se quemaron.
Llamaron.
Bailaron.
Lo hicieron.
Lo hicieron ellos.
Ellos lo hicieron.
Lo lograron.
Se abrazaron.
Se besaron.
Puede que vayan.
Quizá vayan.
Tal vez vayan.
Obedecieron.
Me vieron.
Me veían.
Sonrieron.
Esperaron.
Caminaron.
Ellos caminaron.
Pasearon.
Ellos gritaron.
Son malos.
Están malos.
Son nuevos.
Están nuevas.
Son viejos.
Son mayores.
Son ancianos.
Están mayores.
Son rojos.
Piensa de nuevo.
Piénsalo otra vez.
Este es Tom.
Esto es grande.
Esto es suyo.
Ésta es suya.
Esto es de él.
Esto es hielo.
Esto apesta.
Esto es una mierda.
Tom llegó.
Tom salió a comer.
Tom parpadeó.
Tom se sonrojó.
Puede que Tom gane.
Tom cambió.
Tom varió.
Tomás hizo trampa.
Tom vitoreó.
Tomás aplaudió.
Tom tuvo un accidente.
Tom se la pegó.
Tom se estrelló.
Tom decidió.
Tomás se ahogó.
Tom escapó.
Tom espiró.
Tom se desmayó.
Tom cedió.
Tom soltó una risita.
Tom se regodeó.
Tom sonrió.
Tom gimió.
Tom gruñó.
Tom tiene DOC.
Tom me lastimó.
Tom me hirió.
Tom inhaló.
Tom es calvo.
Tom está pelón.
Tom está ocupado.
Tom está tranquilo.
Tom tiene frío.
Tom está muerto.
Tom ha muerto.
Tom es malvado.
Tom está lleno.
Tom está satisfecho.
Tom es bueno.
Tom está aquí.
Tom está herido.
Tom es amable.
Tom es perezoso.
Tom es el siguiente.
Tom va después.
Tom es amable.
Tomás es pobre.
Tom es rico.
Tom está a salvo.
Tom está enfermo.
Tom está seguro.
Tom es alto.
Tom es ordenado.
Tom está débil.
Tom se arrodilló.
Tom se rio.
Tom me dejó.
Tom escucha.
Tom puede morir.
Puede que Tom gane.
Tom pintó.
Tom se negó.
Tom se relajó.
Tom se relajaba.
Tom se jubiló.
Tom me disparó.
Tom gritó.
Tom se resbaló.
Tom estornudó.
Tom se detuvo.
Tom se paró.
Tom sudó.
Tom enseña.
Tom lo tomó.
Tom se tropezó.
Tom era grande.
Tomás era mayor.
Tom estaba triste.
Tom era tímido.
Tom irá.
Tom llamará.
Tom ayudará.
Tom lo sabrá.
Tom está alerta.
Tom está vivo.
Tom está solo.
Tom está furioso.
Tom está despierto.
Tom está aburrido.
Tom es loco.
Tom está borracho.
Tom se está muriendo.
Tom llega temprano.
Tom está hecho polvo.
Tom es alegre.
Tom es estupendo.
Tom está mintiendo.
Tom es mayor.
Tom tiene razón.
Tom está disgustado.
Tom es joven.
Pruébate ese.
Pruébate este.
Trata de descansar.
Apágalo.
Pon la CNN.
¡Vota por mí!
Espera por nosotros.
Espéranos.
Despierta a Tom.
Camina lentamente.
¿Estaba equivocado?
¿Estaba equivocada?
¿Hacía frío?
¿Estuvo bueno?
Todos trabajamos.
Estamos aquí.
Hemos comido huevos.
Comimos huevos.
Nos separamos.
Lo dejamos.
Rompimos.
Podemos ayudar.
Nosotros podemos ayudar.
Podemos encontrarnos.
Podemos vernos.
Podemos hablar.
Podemos esperar.
Lo hicimos nosotros.
Nos perdimos.
Odiamos a Tom.
Ayudamos a Tom.
Nosotros ayudamos a Tom.
Sabemos por qué.
Conocemos el porqué.
Te conocemos.
Os conocemos.
Le conocemos a usted.
A ti te conocemos.
Tom nos gusta.
Queremos a Tom.
Él nos agrada.
Nos gustas.
Amamos a Tom.
Nos encanta Tom.
Te queremos.
Os queremos.
Te amamos.
Os amamos.
Podríamos perder.
Podemos ir.
Te extrañamos.
Hay que actuar.
Tenemos que correr.
Tenemos que intentarlo.
Hay que intentarlo.
Necesitamos a Tom.
Te necesitamos.
Lo prometimos.
Nos acordamos.
Nos recordamos.
Nos sentamos.
Nos sentábamos.
¡Sobrevivimos!
Sobrevivimos.
Queremos a Tom.
Queremos uno de esos.
Estaremos bien.
Vamos a revisar.
Lo haremos.
Nosotros conduciremos.
Vamos a luchar.
Nosotros compartiremos.
Compartiremos.
Estamos despiertos.
Estamos aburridos.
Estamos arruinados.
Estamos sin un duro.
Estamos a dos velas.
Estamos limpios.
Nos vamos.
Vamos a ir.
Nosotros vamos a ir.
Somos felices.
Estamos listos.
Tenemos razón.
Lo sentimos.
Estamos atascados.
Estamos cansados.
Somos gemelos.
Somos jóvenes.
Hemos comido.
¡Qué aburrimiento!
¡Qué burro eres!
¡Qué burro!
¡Qué tipo tan arrastrado!
¡Qué pendejo!
¡Qué imbécil!
¡Qué cretino!
¡Menudo imbécil!
¡Qué vida!
¡Qué pérdida!
¡Qué desastre!
¡Qué mugre!
¡Qué confusión!
Qué dolor.
Qué lástima.
Qué pena.
¡Qué lástima!
Lástima.
¡Qué equipo!
¿Qué es el arte?
¿Qué hay de nuevo?
¿Qué está bueno?
¿Qué está bien?
¿Qué sigue?
¿Qué es esto?
¿Dónde está él?
¿Dónde está Tom?
¿Quiénes sois?
¿Quién sos?
¿Quién es usted?
¿Quién hizo trampas?
¿Quién vitoreó?
¿Quién lo dibujó?
¿Quién escapó?
¿Quién te ha pegado?
¿Quién es el siguiente?
¿Quién es?
¿Quién es ése?
¿Quién es ésa?
¿Quién lo dijo?
¿Quién lo ha dicho?
¿Quién te vio?
¿Quién os vio?
¿Quién se detuvo?
¿Quién se paró?
¿Quién viene?
¿Quién va a cocinar?
¿Quién está despierto?
¿A quién le toca?
¿Quién va primero?
¿Quién es el primero?
¿Quién va?
¿Quién va a ir?
¿Quién está ahí?
¿Quién está cansado?
¿De quién es?
¿Por qué es eso?
¿Por qué pasa eso?
¿A qué viene esto?
¿Vas a ir?
¿Irás?
¿Va a ir?
La madera flota.
Trabajad lentamente.
Escríbelo.
Ponlo por escrito.
Sí, lo sé.
Sos grande.
Estás loca.
Hiciste trampa.
Hizo trampa.
Hicisteis trampa.
Hicieron trampa.
Se desmayaron.
Te desmayaste.
Se desmayó.
Me lastimas.
Me lastimaste.
Quédatelo.
Tú me conoces.
Me conoces.
Ya me conoces.
Lo has hecho.
Lo has conseguido.
Lo habéis logrado.
Lo han conseguido ustedes.
Usted lo necesita.
Lo necesitáis.
Lo necesitas.
Nos necesitas.
Nos necesitáis.
¡Así! Exactamente así.
Estás de vuelta.
Estás de regreso.
Ya estás aquí.
Ya has vuelto.
Sos un langa.
Sos hermosa.
Terminaste.
Tú estás bien.
Usted está bien.
Ustedes están bien.
Eres bueno.
Sois buenos.
Eres buena.
Usted es buena.
Estás aquí.
Estáis aquí.
Estás retrasado.
Eres mala.
Eres mezquino.
Tú eres mío.
Usted es mío.
Eres simpático.
¡Estás loco!
¡Estás chiflado!
Eres rico.
Sois ricos.
Estás a salvo.
¡Estás enfermo!
¡Estáis enfermos!
Estás enfermo.
Estás enfermo.
Sos fea.
Sos feo.
Eres fea.
Son débiles.
Sois débiles.
Estás débil.
¡Abandonen la nave!
Todo está en calma.
Todo está en silencio.
Todo está en calma.
¿Estoy invitado?
¿Hay alguien aquí?
¿Hay alguien en casa?
¿Alguien está herido?
¿Nada nuevo?
¿Estamos arruinados?
¿Estás tú calvo?
¿Eres calvo?
¿Estás ocupado?
¿Está usted ocupado?
¿Está usted ocupada?
¿Tenéis frío?
¿Tienes frío?
¿Estás muerto?
¿Eres sordo?
¿Acaso eres sordo?
¿Estás libre?
¿Estás lleno?
¿Estás aquí?
¿Estáis aquí?
¿Estás en casa?
¿Estáis en casa?
¿Estás herida?
¿Te has perdido?
¿Os habéis perdido?
¿Estás perdido?
¿Estás loco?
¿Estás bien?
¿Tú estás bien?
¿Te encuentras bien?
¿Usted es rico?
¿Estás enfermo?
¿Estás seguro?
¿Está segura?
¿Está seguro?
¿Estáis seguras?
¿Estáis seguros?
¿Están seguros?
¿Están seguras?
¿Eres alto?
Ármate.
Ármese.
Lleguen temprano.
Estar atento.
Sé confiado.
Ten confianza.
Confía en ti mismo.
Ten seguridad.
Sé despiadado.
Sé objetivo.
Sea objetivo.
Sean objetivos.
¡Sé realista!
Ten paciencia conmigo.
Sé paciente conmigo.
Ternera, por favor.
La sangre es roja.
Hierve un huevo.
Traed tropas de apoyo.
Hazle pasar.
Trae mi sombrero.
Llamá al FBI.
Llama al FBI.
¿Puedo intentar?
¿Puedes venir?
¿Puedes ayudar?
¿Puedes leer?
¿Sabéis leer?
¿Sabes leer?
¿Saben cantar?
¿Te puedes quedar?
¿Puedes parar?
¿Sabes nadar?
¿Puedes caminar?
¿Puedes andar?
¿Podéis andar?
Revisa a nuestro alrededor.
Revisa en los alrededores.
¡Échale un vistazo!
¡Míralo!
¡Compruébalo!
Venid y mirad.
Ven y mira.
Ven cuando quieras.
Ven alguna vez.
Ven enseguida.
Acércate.
Ven a ayudarme.
Baja.
Baje.
Vuelve a casa.
Sal fuera.
¡Ven rápido!
Ven deprisa.
Ven deprisa.
Sube aquí.
Subid aquí.
Suba aquí.
Suban aquí.
Ven aquí arriba.
Venid aquí arriba.
Venga conmigo.
Veníos.
Véngase.
Ven con nosotras.
Venga con nosotros.
Venid con nosotros.
Veníos.
Véngase.
Enfríalo.
Describilo a Tomás.
Descríbelo a Tomás.
Descríbalo a Tomás.
¿Ha llamado Tom?
¿Vino Tom?
¿Tom ayudó?
¿Tom sabía?
¿Ha votado Tom?
¿Votó Tom?
¿Llamaste?
¿Ayudaste?
¿Ayudasteis?
¿Usted ayudó?
¿Ustedes ayudaron?
¿Ayudabas?
¿Ayudabais?
¿Usted ayudaba?
¿Ustedes ayudaban?
¿Perdiste?
¿Firmaste?
¿Firmaron?
¿Luzco bien?
¿Me veo bien?
Hazlo el lunes.
Hágalo por mí.
Hacelo por mí.
¿Lo saben?
¿Lo conocen?
¿Bebes?
¿Bebéis?
¿Bebe usted?
¿Usted fuma?
¿Fumas?
¿Usted ronca?
¿Tú roncas?
¿Duele?
¿Pica?
¿Se nota?
¿Funciona?
¿Funciona eso?
Los perros son divertidos.
No me preguntes.
No seas malo.
No estés triste.
No sea tímido.
No seas tímido.
No seas tímida.
No tengas pena.
Déjalo.
Déjelo.
No te sueltes.
No divagues.
No grites.
No me tientes.
Conduce más rápido.
Conduzca con cuidado.
Conduce lentamente.
Todos se escondieron.
Examina esto.
Examine esto.
Examiná esto.
Examinad esto.
Examinen esto.
No temas a nada.
Lucha o muere.
Encuentra al gato.
Encuentren al gato.
Arregla el tejado.
Trae el libro.
Consigue el libro.
Recoge el libro.
Traiga el libro.
Recoja el libro.
Andá para arriba.
Los fantasmas existen.
Dame la mitad.
Deme la mitad.
Denme la mitad.
Dadme la mitad.
Dame eso.
Dame tiempo.
Denme tiempo.
Deme tiempo.
Vete, Tom.
Lárgate, Tom.
Devuélvete a la casa.
Entra.
Ve adentro.
Vete a la escuela.
Andá con ellos.
Buenas tardes.
Bien por ti.
Buenos días.
Agarra mi mano.
Agarre mi mano.
Espera, Tom.
Feliz Pascua.
¡Feliz Pascua!
Toma una rosquilla.
Cómete una rosquilla.
Ten un trago.
Tómate algo.
Come botana.
Tomá otro.
Tomá otra.
Toma otra.
Toma otro.
Tome otro.
Tome otra.
Sé valiente.
Sed valientes.
Él me evita.
Él lo negó.
Se quedó dormido.
Él se enfadó.
Él tenía un perro.
Él tiene un perro.
Tiene un perro.
La ayuda.
Está enfadado.
Está de morros.
Él está motivado.
Está comiendo.
No está aquí.
Él no está dentro.
Él lo pateó.
Me dejó ir.
Dejó que me fuera.
Nos dejó irnos.
Dejó que nos fuéramos.
Le gusta el té.
Él fue humillado.
Él quedó mal.
Él perdió prestigio.
Él la quería.
Él la quiere.
Corre rápido.
Él se ve enfermo.
Él estaba solo.
Él era ingenuo.
Él estaba equivocado.
Esperará.
Va a caminar.
Es un fanático.
Él es ninja.
Él está a dieta.
Está sufriendo.
Él es mi héroe.
¡Él es tan lindo!
¡Él es tan bonito!
Ayuda a Tom.
Ayúdale a Tom.
Ayúdanos, Tom.
Aquí tienes.
Aquí estás.
Al fin te encuentro.
Toma.
Coge.
Aquí tienes un bolígrafo.
Toma, un boli.
¡Oye, aguarda!
¡Qué rollo!
¡Qué pesado!
¡Qué incordio!
¡Qué hincha pelotas!
¡Qué arrogante!
¡Qué bárbaro!
¡Cómo te atreves!
¡Qué horrible!
¡Qué patético!
¡Qué romántico!
¡Qué conmovedor!
¿Cómo es la escuela?
¿Qué tal la escuela?
Admiro a Tom.
Te admiro.
Casi gané.
Soy chino.
Estoy en casa.
Ya estoy en casa.
Estoy confuso.
Tengo curiosidad.
Quiero saberlo.
Estoy trabajando.
Me disculpé.
Comí manzanas.
Yo comí manzanas.
Comí caviar.
Me mordí el labio.
Llamé a Tom.
Te he llamado.
Te llamé.
No sé cocinar.
Yo no puedo ayudar.
No me puedo mover.
No puedo cantar.
No me puedo quedar.
No puedo parar.
No sé nadar.
No puedo hablar.
No puedo caminar.
Podría caminar.
Me corto.
Me corté.
Me he cortado.
Detesto a Tom.
Hice mi trabajo.
Yo lo vi.
Yo no pregunté.
No mentí.
Eso espero.
Sí que lo quiero.
No me importa.
Me chupa un huevo.
No sé.
No lo sé.
Lo desconozco.
No me importa.
Yo no canto.
Tomé leche.
He bebido leche.
Yo bebí leche.
Bebí vino.
Bebo vino.
Vine conduciendo.
Conduje hasta aquí.
Yo como queso.
Me siento vivo.
Me siento viva.
Me siento débil.
Me siento genial.
Yo estoy contento.
Me siento cansado.
Me sentía solo.
Me sentí atontado.
Me sentía aturdido.
Los encontré.
Las encontré.
Yo enmarqué a Tom.
Voy a trabajar.
Me pidieron mi identificación.
Me pidieron identificarme.
Me pidieron la documentación.
Me atracaron.
Yo tenía dudas.
Tenía que probar.
Detesto las habas.
Odio las moscas.
Detesto a los mentirosos.
Odio la música.
Odio la ópera.
Odio las reglas.
Tengo un coche.
Tengo un carro.
Tengo un gato.
Tengo una vaca.
Tengo un perro.
Tengo una pistola.
Tengo una llave.
Tengo una pluma.
Tengo un bolígrafo.
Tengo un boli.
Tengo dinero.
Tengo planes.
Tengo que ir.
Debo ir.
Yo escucho música.
Ayudé a Tom.
La ayudé.
Yo la ayudé.
Lo ayudé.
Yo lo ayudé.
Espero ganar.
Abracé a Tom.
La abracé.
Improvisé.
Improvisaba.
Acabo de mudarme.
Tengo un perro.
Me gustan los frijoles.
Me gusta el pan.
Me gustan los dulces.
Me gusta el ajedrez.
Me gusta la fruta.
Me gusta la miel.
Me gusta la ópera.
Me gusta la pizza.
Me gusta eso.
Me gustan las mujeres.
Yo vivo solo.
Vivo solo.
Me encantan los pájaros.
Me encantan los libros.
Me encantan los juegos.
Me encantan los viajes.
Amo a las mujeres.
Eso me gustó.
Eso me gustaba.
Hice una apuesta.
Yo hice éstos.
Éstos los hice yo.
Mi intención era buena.
Yo engañé a Tom.
Te eché de menos.
Te extrañé.
Tengo que darme prisa.
Necesito un taxi.
Necesito un coche.
Necesito un auto.
Necesito un abrazo.
Necesito una siesta.
Necesito un bolígrafo.
Necesito pintura.
Me falta pintura.
Necesito dormir.
Necesito espacio.
Necesito azúcar.
Necesito agua.
Yo necesito agua.
Te necesitaba.
Yo te necesité.
Nunca fallo.
Leo frecuentemente.
Crié a Tom.
Leo libros.
Veo un libro.
Veo un león.
Veo una estrella.
Veo un árbol.
Vendo miel.
Vendo zapatos.
Disparé una pistola.
Hablo rápido.
Hoy nadé.
Simpatizo.
Hablo mucho.
Lo entiendo.
Entiendo.
Camino mucho.
Quiero un perro.
Quiero un abrazo.
Quiero un trabajo.
Quiero muchas cosas.
Quiero un mapa.
Quiero dinero.
Quiero pasta.
Quiero éstos.
Quiero ir.
He avisado a Tom.
Te lo advertí.
Te lo había avisado.
Te lo había advertido.
Se lo advertí.
Yo estaba ausente.
Tenía miedo.
Fui enmarcado.
Tenía hambre.
Estaba bromeando.
Estaba solo.
Yo me encontraba solo.
Tenía sueño.
Fui dos veces.
Dispararé.
¡No voy a perder!
¡No perderé!
No perderé.
Me pregunto por qué.
Yo escribí eso.
Yo compraría eso.
Le preguntaré a Tom.
Se lo preguntaré.
Volveré.
Estaré bien.
Voy a estar libre.
Seré libre.
Estaré presente.
Voy a comprar uno.
Haré eso.
Me lo quedo.
Me la quedo.
Lo voy a leer.
Me arriesgaré.
Te demandaré.
Yo soy un cobarde.
Soy un cobarde.
Soy médico.
Soy doctor.
Soy médica.
Soy un granjero.
Soy una persona.
Soy sacerdote.
Soy cura.
Soy surfista.
Soy camarero.
Soy escritor.
Soy adicto.
Soy todo oídos.
Soy actor.
Soy adulta.
Soy adulto.
Soy agente.
Soy anoréxico.
Soy autista.
Tengo autismo.
Estoy descalzo.
Estoy sangrando.
Estoy confuso.
Estoy confusa.
Estoy confundido.
Estoy confundida.
Soy creativo.
Estoy divorciada.
Estoy dubitativo.
Me estoy ahogando.
Soy disléxico.
Tengo formación.
Estoy muerto de hambre.
Estoy acabado.
Ahora estoy libre.
Ahora soy libre.
Estoy congelado.
Estoy helado.
Me estoy helando.
Soy agradecida.
Estoy de luto.
Me castigaron sin salir.
Estoy castigado.
Soy ingenuo.
Estoy vacilante.
Estoy gravemente herido.
Estoy en Perth.
Estoy en un embrollo.
Estoy en un embrollo.
Soy inocente.
Soy como vosotros.
Soy como tú.
Soy como vosotras.
Soy culto.
Soy nuevo aquí.
No soy un ángel.
No soy un santo.
No soy calvo.
No estoy calvo.
No estoy ocupado.
No estoy muerta.
No estoy muerto.
No soy sordo.
No soy sorda.
No estoy sordo.
No soy estúpido.
Yo no estoy aquí.
No soy perezoso.
No soy pobre.
No soy rico.
No estoy enferma.
No estoy seguro.
No soy alto.
No estoy bien.
Estoy indignado.
Estoy pintando.
Estoy aterrorizado.
Estoy embarazada.
Estoy embarazado.
Estoy preparado.
Estoy preparada.
Soy racional.
Me siento aliviado.
Soy inquieto.
Estoy desasosegado.
Soy intranquilo.
Estoy comprando.
Estoy durmiendo.
Estoy tan solo.
Soy tan feliz.
Estoy tan feliz.
Lo siento tanto.
Lo lamento tanto.
¡Estoy tan cansado!
¡Estoy tan cansada!
Estoy muy cansado.
¡Estoy tan cansado!
¡Estoy tan cansada!
Estoy empezando.
Todavía estoy levantado.
Soy terco.
Estoy estudiando.
Soy el mejor.
Soy el jefe.
Estoy pensando.
Estoy meditando.
Tengo trece años.
Soy concienzudo.
Estoy entusiasmado.
Estoy contentísimo.
Soy cosquilloso.
Yo tengo la culpa.
Es culpa mía.
La culpa es mía.
Soy tolerante.
Estoy tan gordo.
Soy muy gordo.
Soy muy gorda.
Estoy muy gorda.
Estoy muy cachondo.
Soy muy vieja.
Estoy muy triste.
Soy muy tímido.
Soy muy tímida.
Estoy con él.
Estoy exhausto.
Estoy reventado.
Estoy quebrado y cansado.
He cambiado.
Ya lo decidí.
Tomé mi decisión.
Lo hice bien.
Lo he perdido.
Lo he visto.
El hielo es sólido.
El hierro es duro.
¿Está bien el lunes?
¿Está Tom despierto?
¿Tom está loco?
¿Está Tom curado?
¿Tom está borracho?
¿Se está muriendo Tom?
¿Tom es feliz?
¿Tom es lúcido?
¿Tom está mintiendo?
¿Tom está preparado?
¿Tom tiene razón?
¿Está ahí Tom?
¿Eso es un ciervo?
¿Acaso es una trampa?
¿Acaso es un lobo?
¿Es un lobo?
¿Eso es un alce?
¿Está roto?
¿Es cáncer?
¿Es suficiente?
¿Eso es amor?
¿Es mío ése?
¿Es ése el mío?
¿Eso es nuestro?
¿Eso es nieve?
¿Es verdad?
¿Será eso verdad?
¿Esto es azul?
¿Es esto falso?
¿Esto es bueno?
¿Esto está bien?
¿Esto es amor?
¿Esto es leche?
¿Es éste el mío?
¿Es mío éste?
¿Es esto bueno?
¿Esto es tuyo?
¿Esto es real?
¿Esto es auténtico?
¿Esto es vino?
Me cansa.
Esto es un libro.
No es nuevo.
Se ve divertido.
Se puede romper.
Puede que se rompa.
Tomó tiempo.
¡Fue horrible!
Era negro.
Era negra.
Fue repugnante.
Fue mágico.
Era de noche.
Yo no fui.
Fue bien.
Fue bien.
Salió bien.
Trabajará.
Eso será divertido.
Será divertido.
Pasará.
Es pan comido.
Es una maldición.
Es un caracol.
Es una trampa.
¡Eso es increíble!
Es asombroso.
Es divertido.
Es para Tom.
Esto es para usted.
Sólo venimos nosotros.
Es por la mañana.
Es mi libro.
Es mi vida.
Es mi turno.
Me toca.
No es una broma.
Está en llamas.
Es nuestro carro.
Es nuestro trabajo.
Está perfecto.
Es similar.
Es parecido.
Está nevando.
Es tan fácil.
Es extraño.
Es demasiado grande.
Hace demasiado calor.
Está demasiado caliente.
Es demasiado viejo.
Es demasiado vieja.
Es inútil.
Está funcionando.
Solo pregúntale a Tom.
¡Tan solo hazlo!
Sólo espera.
Sólo espera.
Nomás di que sí.
Seguí bailando.
Seguí cavando.
Sigue conduciendo.
Mantenlo caliente.
Sigue mirando.
Siga leyendo.
Sigue leyendo.
Seguí corriendo.
Sigue corriendo.
Siga corriendo.
Sigan corriendo.
Sigue cantando.
Seguid cantando.
Siga cantando.
Sigan cantando.
Continúa cantando.
Continuad cantando.
Continúe cantando.
Continúen cantando.
Sigue sonriendo.
Continúa sonriendo.
Sigan sonriendo.
Continuad sonriendo.
Continuá hablando.
Continúa hablando.
Continúe hablando.
Seguí caminando.
Seguí escribiendo.
Aprende francés.
Aprended francés.
Aprenda francés.
Aprendan francés.
Deja venir a Tom.
Déjalo ir.
¡Suéltame!
Déjame ir.
¡Déjame salir!
¡Déjame irme!
Dejame hablar.
Déjame pensar.
¡Déjame pensar!
Vamos a comer.
Vámonos a comer.
Vámonos ya.
Ahora vámonos.
Salgamos.
Escuchemos.
No vayamos.
La vida continúa.
La vida sigue.
La vida es dura.
La vida es corta.
¡Mira eso!
¡Fíjate en eso!
Míralo.
Mira eso.
Mira esto.
Fíjate en esto.
Mira atentamente.
Mira de cerca.
Mira detenidamente.
Investígalo.
Investíguelo.
Investíguenlo.
Adivina.
Haz que se detenga.
Entró Mary.
Mary soltó una risita.
Mary es mona.
Mary es mía.
María es alta.
Las matemáticas son difíciles.
Carne, por favor.
Los hombres son cerdos.
Continúa, Tom.
Prosigue, Tom.
Muévete sin hacer ruido.
Corta el césped.
Cortad el césped.
Corte el césped.
Corten el césped.
Me duele el brazo.
Me duelen las orejas.
¡Me duelen los ojos!
Me duelen los pies.
Me duele la cadera.
Me duele la mandíbula.
Me duele la pierna.
A nadie le importó.
Nadie sabe.
No se movió nadie.
Nadie se movió.
No, yo lo pagaré.
Nadie sabe.
Ahora lo entiendo.
Ahora lo cacho.
Ahora déjanos.
Ahora vámonos.
Ahora sentate.
Ahora probá este.
Ahora inténtalo tú.
Ahora prueba tú.
Ah, entiendo.
Oh, lo obtuve.
Abrí la caja.
Abra la caja.
Nuestro equipo ganó.
Pagá el alquiler.
¡Por favor, apurate!
Por favor, márchese.
Por favor cálmate.
Sonríe.
Sonreíd.
Señalalo.
Ábrela.
Ábrela del todo.
Ponedlo allí.
Ponlo allí.
Pónganlo allí.
Ponlo ahí.
Terminó el descanso.
Se acabó el recreo.
Corre y escóndete.
Repítelo.
Se acabó la escuela.
Se terminaron las clases.
¡Hasta luego!
¡Hasta pronto!
Te veré pronto.
Hasta entonces.
Liberen a Tom.
¡Qué vergüenza!
¡Avergüénzate!
¡Ten vergüenza!
¡Ten vergüenza!
Ella tiene vino.
Tiene vino.
Ella nos ayuda.
Ella es feliz.
Ella es tranquila.
Es tranquila.
Está tranquila.
Ella está equivocada.
Le gustó.
Ella nos quiere.
Puede que venga.
Le disparó.
Ella se levantó.
Ella le demandó.
Ella estaba ocupada.
Ella salió.
Es guapa.
Es un salame.
Muéstrame eso.
Canta con nosotros.
Ha venido alguien.
Alguien llegó.
Habla francés.
Hable francés.
Habla más fuerte.
Habla en voz baja.
Quédate en casa.
Quedaos en casa.
Quédese en casa.
Quédense en casa.
Concéntrate.
No te desconcentres.
Permanece atento.
Céntrate.
Quedate conmigo.
No discutas.
Deja de discutir.
Deja de mirar.
Deja de empujar.
Deja de leer.
Deje de leer.
Deja de cantar.
Deja de fumar.
Deja de mirarme.
Cállate.
Pará el coche.
Para el coche.
Deja de quejarte.
Deja de gritar.
Por favor, párate.
Estudia más.
Estudiad más.
¡Felices sueños!
¡Dulces sueños!
Dulces sueños.
Enciéndelo.
Descansen ahora.
Tómate un descanso.
Descansa.
Descanse.
Toma el control.
Hazte con el control.
Toma el control.
Quítalo.
¡Relajate!
¡Relájate!
Llévatelo a casa.
Llévatelo.
Toma mi mano.
Tomate el bondi.
Llévanos a casa.
Cuéntame más.
Dime más.
Dígame más.
Cuénteme más.
Dinos más.
Díganos más.
Dígannos más.
Cuéntanos más.
Cuéntenos más.
Cuéntennos más.
Se lo agradezco mucho.
Muchas gracias.
Muy agradecido.
Te lo agradezco mucho.
Gracias otra vez.
¡Gracias nuevamente!
Es el colmo.
Eso es mío.
Ese era Tom.
Eso fue malo.
Eso fue divertido.
Eso fue raro.
Eso bastará.
Con eso bastará.
Será suficiente.
Eso vale.
Con eso tengo.
Eso ayudará.
Durará.
Eso durará.
Funcionará.
Eso funcionará.
Eso me valdrá.
Eso es de Tomás.
Eso es mentira.
¡Es mentira!
¡Es un montón!
Es una locura.
Aquello es una locura.
Eso es.
Así es.
Es raro.
Eso es extraño.
El perro murió.
Ambos se fueron.
Todos se sentaron.
Aprueban.
Ellos aprueban.
Entraron.
Llegaron.
Ellas entraron.
Ellas entraban.
Vitorearon.
Se chocaron.
Se estrellaron.
Se escaparon.
Abandonaron.
Se rindieron.
Desistieron.
Tiraron la toalla.
Ellos nos odian.
Ellos nos ayudan.
Nos ayudan.
Ellas nos ayudan.
Me conocían.
Ellos me conocen.
Ellos nos conocen.
Rieron.
Les encanta.
Lo adoran.
Ellos me aman.
Ellos me necesitan.
Se negaron.
Dijeron que no.
Vieron a Tom.
Ellos te vieron.
Te vieron.
Pararon.
Sudaron.
Me quieren.
Me quieren a mí.
Llamarán.
Ellos llamarán.
Ellos vendrán.
Vendrán.
Fallarán.
Crecerán.
Lo sabrán.
Esperarán.
Aguardarán.
Ellas están de vuelta.
Ellos están de regreso.
Son chicos.
Ellos son chicos.
Son muchachos.
Están ocupados.
Ellos tienen frío.
Están muertos.
Son huevos.
Son malvados.
Son rápidos.
Ellos están bien.
Están perfectamente.
Están estupendamente.
Son libres.
Se fueron.
Son buenos.
Están aquí.
Aquí están.
Se encuentran aquí.
Están en casa.
Son míos.
Ellos son míos.
Ellas son mías.
Son simpáticos.
Están bien.
Son bonitos.
Son ricas.
Son feos.
Son débiles.
Ellos han ido.
Ellas han ido.
Se han ido.
Se han marchado.
Se han ido.
Han salido.
Las cosas se rompen.
Esto es eneldo.
Esto es sencillo.
Esto está perfecto.
Esto es comida.
Es comida.
Esto es oro.
Esto es bueno.
Esto está bien.
Esto es suyo.
Esto es de ella.
¡Esto es vida!
Esto es amor.
Esto es carne.
Esto es mío.
Éste es el mío.
Esto está bueno.
Esto está bien.
Esto es estupendo.
Esto es una locura.
Esto es nuestro.
Esto es raro.
Esto es arroz.
Esto es feo.
Esto ayudará.
Esto funcionará.
El tiempo se detuvo.
Tom respondió.
Tom aprueba.
Tom comió pastel.
Tomás comió torta.
Tom mordió a Mary.
Tom me aburre.
Tom puede cocinar.
Tom puede ayudar.
Tom puede nadar.
Tom puede hablar.
Tom puede caminar.
Tom canceló.
Tom soltó una risita.
Tom se enroló.
Tom se sintió triste.
Tom se sentía triste.
Tom terminó.
Tom se encogió.
Tom se perdió.
A Tom le dispararon.
Tom se enfermó.
Tom tiene agallas.
Tom me odia.
Tom nos ayuda.
Tom golpeó a Mary.
Tom insistió.
Tom es poli.
Tom es un hombre.
Tom es un veterano.
Tom es veterinario.
Tom es ciego.
Tom es valiente.
Tom es cruel.
Tom está mareado.
Tom está muriendo.
Tom es asqueroso.
Tom es feliz.
Tom es cruel.
Tom es pesado.
Tom es fiel.
Tom está mintiendo.
Tom es mi ex.
Tom está desnudo.
Tom anda en canicas.
Tom anda bichi.
Tom anda jiruta.
Tom anda encuerado.
Tom anda encueroles.
Tom es repugnante.
Tom es mayor.
Tomás es mañoso.
Tomás es tranquilo.
Tom está listo.
Tom tiene razón.
Tom es bajo.
Tom es tonto.
Tom es tímido.
Tomás tiene chispa.
Tom está equivocado.
Tom acaba de comer.
Tom acaba de ganar.
Tom nos conoce.
A Tom le gustó.
A Tom le gusta.
Le gusto a Tom.
Tom me quiere.
Tom escuchó.
Tom nos amó.
Tom me ama.
Tom conoció a Mary.
Tomás me necesita.
Tom nos necesita.
Tom entró en pánico.
Tom prometió.
Tom lo prometió.
Tom huyó.
Tom cedió.
Tom se aplacó.
Tom se apiadó.
Tomás renunció.
Tom dijo que sí.
Tom vio a Mary.
Tom gritó.
Tom tembló.
Tomás le disparó.
Tom le disparó.
Tom tartamudea.
Tom balbucea.
Tom sobrevivió.
Tom se lo contó.
Tomás desapareció.
Tom estaba calvo.
Tom fue herido.
Tom quedó último.
Tom estaba perdido.
Tom fue ruin.
Tom estaba pálido.
Tom era pobre.
Tom fue pobre.
Tom estaba enfermo.
Tom era lento.
Tom chifló.
Tom va a llorar.
Tom llorará.
Tom lo intentará.
Tom hablará.
Tom va a hablar.
Tomás está viniendo.
Tomás está llorando.
Tom está comiendo.
Tom está grogui.
Tom tiene hambre.
Tom es loco.
Tomás está bromeando.
Tom es cortés.
Tom está drogado.
Tom es estricto.
Tom es fuerte.
Tom, despierta.
Tradúcelo.
Traducilo.
Tradúcela.
Confiá en Dios.
Venga, canta un poco.
Vamos, a cantar.
Venga, intenta nadar.
Prueba la tarta.
Pruébate estos.
Probá este.
Pruébate ese otro.
¡Prueba este!
Intenta centrarte.
Adivina.
Voltéala.
¡Eso es increíble!
Úsalos todos.
Voten por Tom.
Espera y mira.
Esperad y mirad.
Espere y mire.
Espera a Tom.
Espera por Tom.
Espera fuera.
Despertalos.
Despiértate, Tom.
Camina conmigo.
¿Quieres una bebida?
Lava el auto.
Pedimos disculpas.
Aplaudimos.
Somos felices.
Podemos empezar.
Podemos hacerlo.
No podemos demandar.
Podemos intentarlo.
Creo que podemos.
Podríamos hacerlo.
Encontramos uno.
Nos preparamos.
Estábamos listos.
Almorzamos.
Odiamos a Tom.
Tenemos comida.
Tenemos esperanza.
Hemos perdido.
Tenemos algo.
Tenemos algunos.
Tenemos unos cuantos.
Tenemos tiempo.
Tenemos vino.
Lo sabíamos.
Sabíamos eso.
Lo conocíamos.
Lo sabíamos.
Sabíamos esto.
Lo conocíamos.
Lo sabemos.
Sabemos eso.
Lo sabemos.
Conocemos esto.
Nos gustan los gatos.
Vivimos aquí.
Éste es nuestro hogar.
Los amamos.
Nos encanta esto.
Esto nos encanta.
Queríamos a Tom.
Nos vimos hoy.
Nos encontramos hoy.
Quizá venzamos.
Tenemos que ayudar.
Necesitamos sombreros.
Necesitamos ayuda.
Necesitamos más.
Lo necesitamos.
Necesitamos tiempo.
Nos quedamos dormidos.
Dormimos demasiado.
Nos sentamos allí.
Nos sentábamos allí.
Nos sentamos ahí.
Deberíamos irnos.
Lo logramos.
Lo conseguimos.
Nos rendimos.
¡Queremos cerveza!
Queremos carne.
Queremos más.
Estábamos ocupados.
Estábamos heridos.
Estábamos lastimados.
Tomaremos una decisión.
Saldremos.
Gritaremos.
Lo intentaremos.
Somos adultos.
Estamos asustados.
Estamos mejor.
Somos mejores.
Estamos cerrados.
Ya vamos.
Vamos a ir.
Estamos llorando.
Estamos saliendo.
Estamos comiendo.
Estamos desahuciados.
Somos invitados.
Nosotros estamos escondidos.
Somos humanos.
Nosotros somos humanos.
Estamos hambrientos.
Estamos adentro.
Estamos bromeando.
Bromeamos.
Estamos perdiendo.
Nos estamos mudando.
Nos mudamos.
Nos vamos a mudar.
Nos cambiamos.
Somos personas.
Estamos reventados.
Estamos hechos polvo.
Estamos asustados.
Tenemos sueño.
Lo intentamos.
Lo estamos intentando.
Bienvenido de vuelta.
Bienvenido de nuevo.
Bienvenido a casa.
Bienvenida a casa.
¡Qué festín!
¡Qué noche!
¡Qué farsante!
¡Qué lástima!
¡Qué vergüenza!
Lástima.
¡Qué susto!
¡Qué desperdicio!
¡Qué mujer!
¡Qué idea!
¿Qué te picó?
¿Qué es esto?
¿Qué es aquello?
¿Qué es esto?
¿Qué es un OVNI?
¿Qué es un ovni?
¿Qué anda mal?
¿Dónde está Tom?
¿Quiénes son ellos?
¿Quiénes son?
¿Quién lo construyó?
¿Quién canceló?
¿Quién ha hecho esto?
¿Quién ha venido?
¿Quién está ahí?
¿Quién escuchó?
¿Quién te pagó?
¿Quién entró en pánico?
¿Quién te paga?
¿Quién huyó?
¿Quién renunció?
¿Quién te envió?
¿Quién sobrevivió?
¿Quién desapareció?
¿Quién lo quiere?
¿Quién era ese?
¿Quién va a pagar?
¿Quién luchará?
¿Quién empieza?
¿Quién parte?
¿Quién está ausente?
¿Quién falta?
¿Quién viene?
¿Quién tiene hambre?
¿Quién va a pagar?
¿Quién paga?
¿Quién tiene miedo?
¿Por qué no ambos?
¿Por qué no ambas?
¿Va a morir Tom?
¿Acaso vivirá?
¿Lloverá?
¡Deseadme buena suerte!
¡Deséenme suerte!
¿No vas a ir?
Escribe con tinta.
Escriba con tinta.
Escriban con tinta.
Escribid con tinta.
Escribe a Tom.
Pasaron los años.
Tú me diviertes.
Eres bueno.
Sois buenos.
Estás bien.
Estás retrasado.
¡Eres un vago!
Eres rico.
Eres rica.
Eres un maleducado.
Puedes venir.
Puedes ayudar.
Podés descansar.
Puedes quedarte.
No podés ir.
Tú primero.
Usted primero.
Tú primera.
Vos primero.
Ustedes primero.
Vosotros primero.
Vosotras primero.
Vaya usted primero.
Lo heriste.
Tú la conoces.
Usted la conoce.
Le conoces.
Vos sabés cómo.
Te ves gordo.
Te ves acalorado.
Pareces acalorado.
Pareces acalorada.
Pareces triste.
Puedes mirar.
Pueden mirar.
Podéis mirar.
Te puedes quedar.
Puedes nadar.
Tenés que comer.
Tenés que intentar.
Prometiste.
Tú prometiste.
Vos prometiste.
Prometió.
Usted prometió.
Prometisteis.
Vosotros prometisteis.
Prometieron.
Ustedes prometieron.
Lo prometiste.
Lo prometió.
Lo prometisteis.
Lo prometieron.
Me asustas.
Me das miedo.
Sobreviviste.
Tú sobreviviste.
Sobrevivió.
Vos sobreviviste.
Usted sobrevivió.
Sobrevivisteis.
Vosotros sobrevivisteis.
Sobrevivieron.
Ustedes sobrevivieron.
Comerás.
Ya verás.
Estarás bien.
Sos un cerdo.
Eres valiente.
Estás loco.
Estás loca.
Es cruel.
Eres cruel.
Es usted cruel.
Estás borracha.
Estás borracho.
Te estás muriendo.
Estáis muriendo.
Está despedido.
Está despedida.
Estáis despedidos.
Estáis despedidas.
Estás despedida.
Están despedidos.
Están despedidas.
Tú eres el primero.
Tú vas el primero.
Te toca primero.
Tú vas primero.
Eres gracioso.
Eres genial.
Eres estupendo.
Estás gordo.
Tú estás obeso.
Estás mintiendo.
Ustedes están mintiendo.
Sos ingenuo.
Eres ingenuo.
Tienes razón.
Eres espabilado.
Sois listas.
Eres pequeño.
Sois pequeños.
Sois pequeñas.
Eres inteligente.
Sos inteligente.
Son inteligentes.
Sos listo.
Eres listo.
Son listos.
Sos lista.
Eres lista.
Eres muy dulce.
Estás cansado.
Estás cansada.
Eres duro.
Eres ingenioso.
Eres ocurrente.
Estás equivocado.
Has crecido.
Lo has intentado.
¿Yo aprobé?
¿Estoy aprobado?
¿Estoy soñando?
¿Estoy guapo?
¿Yo estoy incluido?
¿Me estoy riendo?
¿Estoy equivocada?
¿Soy talentoso?
¿Están ocupados?
¿Son polis?
¿Están muertos?
¿Se han ido?
¿Se han marchado?
¿Están aquí?
¿Están ellos aquí?
¿Están ellas aquí?
¿Son altos?
¿Son altas?
¿Somos tontos?
¿Somos tontos?
¿Eres «poli»?
¿Eres de la pasma?
¿Estás sola?
¿Estás enojada?
¿Estás despierta?
¿Estás ciego?
¿Sos ciego?
¿Eres ciego?
¿Es usted ciego?
¿Está usted ciego?
¿Estás aburrido?
¿Te aburres?
¿Te estás aburriendo?
¿Te has vuelto loco?
¿Estás loco?
¿Estás borracho?
¿Estás ebrio?
¿Estás embriagado?
¿Eres gracioso?
¿Vas a ir?
¿Va a ir usted?
¿Estás contento?
¿Eres feliz?
¿Sos feliz?
¿Contento?
¿Es usted feliz?
¿Estás lista?
¿Están listos?
¿Ya estás preparada?
¿Lo sentís?
¿Lo sientes?
¿Estás?
¿Estás cansado?
¿Estás cansada?
¿Estáis cansadas?
¿Son gemelos?
¿Está usted molesto?
Pregunta a un experto.
Pórtate bien.
Sea razonable.
Sé razonable.
Sé respetuoso.
Sed respetuosos.
Apóyame.
Apóyanos.
Bate los huevos.
Cuidado con el perro.
Los niños corren rápido.
Rómpelo.
Estropéalo.
Rompedlo.
Descomponlo.
Desglósalo.
Tíralo abajo.
Derrúmbalo.
Échalo abajo.
Derríbalo.
Tráelo aquí.
Traedlo aquí.
Tráetelo aquí.
Trae la llave.
Quemen el cuerpo.
Quema el cuerpo.
Quemá el cuerpo.
Queme el cuerpo.
Quemad el cuerpo.
Compra algunos juguetes.
Caín era malvado.
Llamá a un médico.
Llame a un doctor.
Pide ayuda.
Pida ayuda.
Pidan ayuda.
Pedid ayuda.
¡Llámame después!
Llámame más tarde.
¡Llama a seguridad!
¡Llamen a seguridad!
¡Llamad a seguridad!
Llama a la Policía.
¿Puedo entrar?
¿Puedo yo hacer eso?
¿Puedo ser el siguiente?
¿Puedo ir yo también?
¿Puedo tenerlo?
¿Puedo abrazarte?
¿Puedo participar?
¿Puedo quedármelo?
¿Puedo visitar?
¿Puedo tomarlo?
¿Puede verme?
¿Puede esperar esto?
¿Esto puede esperar?
¿Sabes bailar?
¿Puedes bailar?
¿Tú puedes conducir?
¿Puedes patinar sobre hielo?
¿Puedes dormir?
¿No puede esperar?
La cuenta, por favor.
¡La cuenta, por favor!
Escoge sabiamente.
Cierra la caja.
Venid y observad.
Venid y mirad.
Ven ya.
Ven aquí fuera.
Sal aquí.
Entra.
Ven adentro.
Entra aquí.
Pasa adentro.
Ven por aquí.
Vengan ambos.
Venga mañana.
Cuece el arroz.
Cocina el arroz.
Baila conmigo.
¿Yo hice eso?
¿Le he hecho daño?
¿Se desfalleció Tom?
¿Funcionó?
¿Lo hicieron ustedes?
¿Hablaste?
¿Conozco yo a Tom?
¿Le conozco?
¿Le conozco?
¿Te conozco?
¿Os conozco?
¿Los conozco?
¿Me veo gorda?
¿Me veo viejo?
¿Necesito uno?
¿Los gatos sueñan?
Espero que vuelvas.
Serás bienvenido.
¿Los peces duermen?
Hazlo rápido.
Hazlo rápidamente.
Hágalo rápido.
Hazlo conmigo.
Lava los platos.
¿Me sigues?
¿Lo ves?
¿Me ves?
¿Lo sabe Tom?
¿Pica?
¿Esto viene bien?
¿Esta viene bien?
¿Este viene bien?
No seas malo.
No seas mala.
No seáis malos.
No seáis malas.
No llegues tarde.
No lleguéis tarde.
No llegue tarde.
No lleguen tarde.
Vuelve enseguida.
No seas tacaño.
No seas grosero.
No seas descortés.
No me llames.
No me llamés.
No me llaméis.
No me llame.
No me llamen.
No entrar.
No lo niegues.
¡No te desesperes!
No hagas eso.
No lo hagas.
No hagas esto.
No hagáis esto.
No engordes.
No subas de peso.
No engordés.
No te rindas.
No tires la toalla.
¡No te rindas!
No te rindas.
No se vayan.
No me odies.
¡No me odies!
¡No me hagas daño!
No me lastimes.
No me mates.
No mires hacia arriba.
No me prestes atención.
No lo abra.
No lo abras.
No lo empujes.
¡No me empujes!
¡No me presiones!
No respondas.
No respondan.
No me apresures.
No seas irrespetuoso conmigo.
¡No me digas!
Vacia el aceite.
Traza un círculo.
Dibuja un círculo.
Coman y beban.
Coma y beba.
Come sano.
Coma sano.
Comed sano.
Coman sano.
Come algo.
Cómete tu comida.
Incluso Tom lo sabía.
Todos se murieron.
Todos partieron.
Todos ganan.
Alimenta al pájaro.
Rellena esto.
Fríeme un huevo.
Preparame un huevo estrellado.
Vuelve aquí.
Regresa.
Vuelva aquí.
Consígueme una cerveza.
Descansad un poco.
Descansa un poco.
¡Que te mejores!
¡Que te mejores pronto!
Dale tiempo.
Dámelo.
Dádmelo.
Démelo.
Dámelo.
Dénmelo.
Dame un día.
Dame algunos.
Dame una pistola.
Dame un abrazo.
Dame un trabajo.
Dame un segundo.
Deme esos.
Ve abajo.
Ve a traer café.
¡Que Dios te bendiga!
Hasta nunca.
Adivina quién ganó.
Aguanta.
Espera un segundo.
Espera ahí.
Espere allí.
Agárrate fuerte.
Aférrate a eso.
Guarda eso.
Conserva eso.
Hazlo venir.
Él llegó primero.
No puede cantar.
Él me engañó.
Él bebió cerveza.
Él cavó un agujero.
Él come mucho.
Come mucho.
Se sentía cansado.
Le cogieron.
Él cultiva arroz.
Él tiene un blog.
Él tiene un libro.
Tiene un libro.
Él está constipado.
Él tiene una mucama.
Él la abrazó.
No me hizo caso.
Es inglés.
Es un ladrón.
Él está en casa.
Él es mi jefe.
¡Él es mi tipo!
Está leyendo.
Él está leyendo.
Está andando en patineta.
Él la besó.
La besó.
Él me mintió.
Luce pálido.
Tiene buen aspecto.
Él me hizo ir.
¡Me pellizcó!
Él parece amable.
Él parece enfermo.
Él se ve enfermo.
Él vende carros.
Él me disparó.
Él huele mal.
Él habla rápido.
Camina rápido.
Quiere más.
Él estaba llorando.
Él fue apedreado.
Se quedó ciego.
No lo sabrá.
Es abogado.
Él es abogado.
Él es machista.
Él es adorable.
Él está demente.
Él es amigable.
Es inocente.
No está en casa.
No está enfermo.
Él está estudiando.
Él es tu hijo.
Calienta la leche.
Sírvase usted mismo.
Sírvete tú mismo.
Servíos vosotros mismos.
Sírvanse ustedes mismos.
Las gallinas ponen huevos.
Aquí viene.
¿P'aquí o pa' llevar?
Oye, no vayas.
Oye, no vayáis.
Oiga, no vaya.
¡Hola a todos!
Su nariz sangraba.
Abrazame fuertemente.
Retenga mis llamadas.
Aguarda un segundo.
Espera un segundo.
Espera allí.
¡Sujétalo!
Aférrate a eso.
Aférrate a mí.
Sostén la puerta.
Sujeta la cuerda.
Aguanta la cuerda.
Toca la bocina.
Toca el claxon.
¿Qué hay de ti?
¿Qué tal tú?
¿Qué tan malo es?
¡Qué bonito!
¿Cómo de grande es?
¿Cómo puedo yo pagar?
¡Qué rico!
¿Cómo me veo?
¿Cómo está usted?
¿Cómo están ustedes?
¿Cómo estáis?
¿Qué tan retrasado estoy?
¿Cuántos murieron?
¿Cuántos años tiene él?
¿Cuántos años tiene?
¡Qué emocionante!
¿Cómo está el perro?
Date prisa, Tom.
Apúrate, Tom.
Yo aceleré.
Yo acepto eso.
Lo acepto.
Yo lo adquirí.
Añadí agua.
Yo admiraba a Tom.
Te admiraba.
Casi morí.
Siempre fracaso.
Siempre camino.
Estoy tosiendo.
Estoy divorciada.
No soy sordo.
No soy sorda.
No estoy sordo.
No estoy seguro.
Estoy indignado.
Me indigna.
Estoy estornudando.
Estoy estudiando.
Estoy muy triste.
Me volví rico.
Creo en Tom.
Te creo.
Les creo.
Perdí la consciencia.
Quedé inconsciente.
Yo lo tomé prestado.
Yo los soborné.
Yo los quemé.
Yo llamé a casa.
Los llamé.
Yo vine en autobús.
Yo puedo ser justo.
Yo puedo ser bueno.
Yo puedo comprar uno.
Yo puedo comprar dos.
Yo puedo hacer ambos.
Yo puedo hacer más.
Yo puedo hacer eso.
Yo puedo hacer esto.
Yo puedo explicar.
Puedo sentirlo.
Lo puedo oír.
Puedo oírlo.
Yo puedo hacerlo.
Puedo ver a Tom.
Puedo verte.
Yo no puedo bailar.
No puedo hacerlo.
Yo no puedo conducir.
Yo no puedo manejar.
No puedo entrar.
No puedo entrar.
No puedo dormir.
Tengo insomnio.
No puedo fumar.
No puedo estar parado.
Yo no puedo ver.
Yo lo cancelé.
Yo causé esto.
Yo contribuí.
Yo lloré bastante.
Me lo merecía.
Yo lo diseñé.
Yo desprecio a Tom.
Yo menosprecio a Tom.
Yo te desprecio.
Yo te menosprecio.
Yo hice mi parte.
Hice mi trabajo.
No hice nada.
Yo no llamé.
No me importó.
Yo no sabía.
Yo no supe.
Yo no vi.
Yo no me moví.
Yo no moví.
Yo no lo dejé.
Yo no canté.
Yo no paré.
Yo no me detuve.
Yo no voté
No esperé.
Yo no caminé.
Sí, me gusta Tom.
Sí, tú me gustas.
Yo sí te amo.
Sí, yo recuerdo.
Claro que recuerdo.
Eso pienso yo.
No estoy de acuerdo.
Yo no sueño.
Yo no bebo.
Yo no tomo.
No fumo.
Yo no ronco.
Yo no robo.
No estudio.
Bebí un montón.
Yo sueño mucho.
Bebo un montón.
Llevo un BMW.
Conduzco mal.
Hoy conduje.
Yo disfruto jugar ajedrez.
Yo disfruto escuchar música.
Yo disfruto jugar póker.
Yo exageré.
Yo alimenté al perro.
Me siento mejor.
Me siento adormilado.
Me pica el bagre.
Yo lo siento ahora.
Me siento sola.
Yo siento mi edad.
Yo me siento normal.
Yo me siento mareado.
Tengo sueño.
Yo me siento adormitado.
Yo me siento estúpido.
Me dormí.
Me quedé dormido.
Yo caí por eso.
Yo me sentí culpable.
Tenía hambre.
Me sentía solo.
Yo me sentí renacido.
Yo me sentí asustado.
Yo finalmente gané.
Yo lo terminé.
Te perdono.
Yo me defendí.
Yo encontré estos.
Yo me volví loco.
Yo obtuve un bono.
Resulté engañado.
Yo me puse celoso.
Yo me casé.
Me casé.
Yo me puse nervioso.
Yo me puse sediento.
Me dio sed.
Tuve un sueño.
Tuve una idea.
No tenía ni idea.
Yo no tuve idea.
Yo odio Boston.
Odio el francés.
Odio el apio.
Odio el café.
Odio volar.
Detesto volar.
Odio perder.
Detesto perder.
Odio mi trabajo.
Odio la escuela.
Odio el fútbol.
Odio el invierno.
Yo tengo una bomba.
Estoy resfriado.
Estoy acatarrado.
Tengo una cita.
Tengo una vida.
Yo tengo un plan.
Yo tengo un aro.
Yo tengo un anillo.
Tengo una hermana gemela.
Tengo un hermano gemelo.
Tengo una visa.
Tengo un visado.
Tengo una mujer.
Tengo un huevo.
Tengo asma.
Tengo rodilleras.
Yo tengo cáncer.
Yo he fallado.
Yo lo he tenido.
Yo tengo órdenes.
Yo tengo derechos.
He pecado.
Yo tengo la tenencia.
Yo tengo que comer.
Yo tengo que correr.
Tengo que intentarlo.
Tengo que ganar.
Yo escucho sirenas.
Escucho voces.
Ignoré a Tom.
Recién me levanto.
Recién me levanté.
Me acabo de levantar.
Yo solo sonreí.
No es broma.
Yo sé francés.
Yo sé mi trabajo.
Yo conozco mi trabajo.
Yo conozco gente.
Yo conozco personas.
Yo sé cosas.
Yo lo dejo caer.
Yo lo dejé caer.
Yo los dejo ir.
Yo los dejé ir.
Yo te dejo ganar.
Te mentí.
Les mentí.
Me gusta el francés.
Me gustan las manzanas.
Me gustan los camellos.
Me gusta el queso.
Me gustan los relojes.
Me gusta el café.
Me gustan los caballos.
Me gustan las películas.
Me gusta mi trabajo.
Me gusta la escuela.
Me gusta coser.
Me gusta esquiar.
Me gustan las cucharas.
Me gusta el deporte.
Me gusta comer.
Me gustan los trenes.
Me gustan los tulipanes.
Me gusta el invierno.
Yo aparté la vista.
Yo miré hacia abajo.
Perdí a mi perro.
Yo perdí mi sombrero.
He perdido la llave.
He perdido mi llave.
Perdí mi clave.
Perdí mi llave.
Yo amo Boston.
Me encanta el francés.
¡Me encantan los lunes!
Me gusta hornear.
Yo amo los camellos.
Yo amo el queso.
Me encanta el café.
Yo amo el ajo.
Yo amo el excursionismo.
Me encantan los caballos.
Amo a mi papá.
Me encanta mi trabajo.
Quiero a mi mamá.
Quiero a mi madre.
Amo a mi hijo.
Yo me quiero.
Amo la naturaleza.
Me encanta el deporte.
Adoro el deporte.
Yo amo la primavera.
Amo el verano.
Yo hice un negocio.
Yo hice un trato.
Hice café.
Hice la cena.
Preparé cena.
Yo extraño Boston.
Yo debo arreglarlo.
Yo tengo que repararlo.
Ahora tengo que irme.
Tengo que irme ahora.
Yo debo objetar.
Yo debo rechazar.
Tengo que negarme.
Yo debo resistir.
Yo debo verlo.
Casi me morí.
Yo casi muero.
Necesito un baño.
Necesito una tripulación.
Yo necesito una mano.
Yo necesito una lámpara.
Necesito un préstamo.
Necesito un plan.
Yo necesito un cuarto.
Yo necesito una habitación.
Necesito una semana.
Yo necesito consejos.
Necesito café.
Yo lo necesito ahora.
Necesito mi bolsa.
Yo necesito mi bolso.
Yo necesito pagar.
Yo necesito intentar.
Necesitaba dinero.
Yo necesité ayuda.
Yo necesitaba ayuda.
Necesitaba descansar.
Yo necesité eso.
Yo necesitaba eso.
Yo necesité esto.
Yo necesitaba esto.
Nunca hago trampas.
Nunca sueño.
No bebo nunca.
Yo nunca tomo.
Nunca bebo.
Nunca conduzco.
No fumo nunca.
Nunca fumo.
Yo nunca me preocupo.
Me opongo a ello.
Poseo un caballo.
Yo juego squash.
Toco el violín.
Me declaré culpable.
Prefiero a los perros.
Yo corrí afuera.
Yo leí un libro.
Cambié la fecha.
Yo rescaté a Tom.
Yo te rescaté.
Respeto a Tom.
Yo te respeto.
Yo administro un motel.
Yo manejo un motel.
He dicho suficiente.
¡Yo dije levántate!
Yo dije gracias.
Yo canté una canción.
Vi a Tom llorar.
Vi a Tom morir.
¡He visto un ratón!
¡Yo vi un ratón!
Vi un avión.
Yo lo vi, también.
Yo también lo vi.
Yo también la vi.
Yo no vi nada.
Vi al perro.
Veo una corona.
Estoy viendo una corona.
Veo una luz.
Veo una reina.
Estoy viendo una reina.
Veo mi barco.
No veo nada.
Veo a alguien.
Veo al niño.
Ahora te veo.
Vendo café.
Me disparé.
Yo debería renunciar.
Debería esperar.
Lo abofeteé.
Le di una cachetada.
Lo cacheteé.
Dormí mucho.
Yo dormí bastante.
Yo huelo tocino.
Yo huelo humo.
Olí gas.
Vendí un libro.
Vendí el televisor.
Yo lo apoyo.
Yo pienso que puedo.
Yo dije un chiste.
Yo conté un chiste.
Yo te lo dije.
Yo me bañé.
Me senté.
Yo di un paseo.
Yo confiaba en él.
Confiaba en ti.
Yo uso Firefox.
Me ofrecí de voluntario.
Quiero un baño.
Quiero una cerveza.
Quiero un libro.
Quisiera un libro.
Quiero café.
Lo quiero todo.
Quiero a mi mamá.
Quiero a mi madre.
Tengo ganas de llorar.
Quiero llorar.
Quiero morir.
Quiero comer.
Quiero correr.
Quiero intentarlo.
Quiero ganar.
Estaba en casa.
Estaba confuso.
Tuve cuidado.
Fui precavido.
Estaba furioso.
Estaba celoso.
Yo estaba fuera.
Estaba atrapado.
Estaba desarmado.
Te observé.
Os vigilé.
Le observaba.
Fui al extranjero.
Me fui de marcha.
Hice senderismo.
Me fui de excursión.
Voy a escuchar.
Te he despertado.
No cederé.
No me iré.
No saldré de aquí.
Saldría.
Escribo versos.
Eso me gustaría.
Lo permitiré.
Voy a permitirlo.
Estaré solo.
Voy a estar solo.
Seré breve.
Voy a ser breve.
Voy a ir.
Me voy a marchar.
Me voy a ir.
Estaré preparado.
Estaré preparada.
Estaré ahí.
Lo compraré.
Te llamaré.
Yo le alcanzaré.
Comeré aquí.
Encontraré a Tom.
Yo iré primero.
Yo iré ahí.
Yo te ayudaré.
Lo mataré.
Le mataré.
Te mataré.
Te voy a matar.
Te voy a extrañar.
Te echaré de menos.
Os echaré de menos.
Lo demostraré.
Escaparé.
Huiré.
Te mostraré.
Le mostraré.
Me encargaré de él.
Lo llevaré.
Cogeré uno.
Le advertiré a Tom.
Alertaré a Tom.
Lo miraré.
Soy un niño grande.
Soy cartero.
Soy paciente.
Soy estudiante.
Soy un estudiante.
Soy nadador.
Soy nadadora.
Yo soy profesor.
Soy maestro.
Soy un turista.
Soy testigo.
Soy adicta.
Soy adicto.
Soy un artista.
Soy huérfano.
Yo soy atento.
Estoy despierto ahora.
Soy guapa.
Soy bilingüe.
Estoy desesperado.
Estoy desesperada.
Yo soy tranquilo.
Estoy exhausto.
Estoy reventado.
Estoy agotado.
Estoy embarazada.
Soy olvidadizo.
Ahora voy.
Ya estoy contento.
¡Mamá, estoy en casa!
Estoy en casa, Tom.
Estoy horrorizado.
Estoy horrorizada.
Soy imparcial.
Estoy impaciente.
Soy impaciente.
Yo soy importante.
Soy importante.
Estoy impresionada.
Estoy impresionado.
Estoy en Boston.
Estoy en un embrollo.
Estoy en una banda.
Estoy a cargo.
Estoy en peligro.
Estoy en mi coche.
Estoy intrigada.
Estoy escuchando.
Te escucharé.
Estoy motivado.
Me voy a mudar.
Me mudo.
Lo superaré.
Seguiré adelante.
No soy un niño.
¡No soy un niño!
No soy espía.
No estoy enojada.
Yo no estoy enfadado.
No estoy ciego.
No soy mandón.
No soy mandona.
No estoy loco.
No estoy loca.
No estoy ebrio.
No me estoy muriendo.
No voy.
No voy a ir.
Yo no voy.
No estoy feliz.
No soy feliz.
Yo no soy feliz.
No tengo suerte.
No estoy mintiendo.
No soy ingenuo.
No estoy listo.
No estoy lista.
No soy bajo.
No estoy cansado.
No estoy cansada.
Estoy a dieta.
Estoy por mi cuenta.
Voy en camino.
Estoy de camino.
Estoy en huelga.
Soy realista.
Estoy satisfecho.
Soy sensible.
Estoy tan hambriento.
Tengo tanta hambre.
Soy tan estúpida.
Soy tan estúpido.
Estoy tan perdido.
Ahora estoy cansado.
Ahora estoy agotado.
Estoy demasiado borracho.
Estoy demasiado cansada.
No estoy asegurado.
No estoy asegurada.
Tengo mucho frío.
Soy muy vago.
Soy muy vaga.
Soy bien pobre.
Soy tu jefa.
Lo he reparado.
Lo he encontrado.
Tengo cerveza.
Tengo tiempo.
He mejorado.
He vuelto.
¿Tom tiene miedo?
¿Tom está dormido?
¿Está llorando Tom?
¿Tom está comiendo?
¿Tom es famoso?
¿Tom es culpable?
¿Tom está hambriento?
¿Tom se siente solo?
¿Está él en casa?
¿Es una llama?
¿Es mi turno?
¿Es doloroso?
¿Es popular?
¿Es privado?
¿Está lloviendo?
¿Llueve?
¿Es demasiado grande?
¿Es eso de Tom?
¿Eso es un murciélago?
¿Eso es un gato?
¿Es eso un gato?
¿Eso es una peluca?
¿Eso es un sí?
¿Eso es legal?
¿A poco?
¿A poco sí?
¿Es dulce?
¿Es eso tuyo?
¿Es ése tuyo?
¿Es ésa tuya?
¿Es aquél tuyo?
¿Hay más?
¿Hay tiempo?
¿Esto es de Tom?
¿Es esto un chiste?
¿Esto es legal?
¿Es suyo esto?
¿Esto es tuyo?
¿No es verdad?
Se quebró.
Se pone peor.
Empeora.
Había nevado.
Aquí duele.
Es una maldición.
No es ninguna broma.
Hace demasiado calor.
No está frío.
No es fácil.
No es justo.
No es falso.
No está aquí.
No es mío.
No es real.
No es verdad.
Parece correcto.
Se ve correcto.
Va bien.
Tiene buen aspecto.
Se ve bien.
Pinta bien.
Eso podría ayudar.
Puede que llueva.
Huele mal.
Suena raro.
Esto toma su tiempo.
Esto lleva su tiempo.
Esto lleva tiempo.
Toma tiempo.
Lleva tiempo.
Era un regalo.
Fue una trampa.
Fue un engaño.
Fue una broma.
Era una broma.
Era un examen.
Fue una trampa.
Fue irónico.
No era de él.
Lo pasó mal.
No dolerá.
No servirá.
Funciona bien.
Funciona bien.
Será fácil.
Será difícil.
Es sábado.
Estamos a sábado.
Es un secreto.
Es un enigma.
Es secreto.
Es una secuela.
Es un arma.
Es adorable.
Esto es muy cierto.
¡Eso es tan cierto!
Todo eso es cierto.
Es una manzana.
Son negocios.
Está cerca.
Está desierto.
Es emocionante.
Hace calor aquí.
Está mejorado.
La culpa es mía.
Es mi caballo.
Es de parte mía.
No hace frío.
No está frío.
No es fácil.
No es justo.
No es falso.
Ella no está aquí.
No está aquí.
No es mío.
No es real.
Es obsoleto.
Está ocupado.
Esto es oficial.
Es oficial.
Es nuestro deber.
Está obsoleto.
Es hora de jugar.
Es carne de rata.
Es tan temprano.
Está muy mal.
Hace demasiado frío.
Está muy oscuro.
Es demasiado fácil.
Es demasiado rápido.
Es muy tarde.
Está demasiado alto.
Es demasiado pronto.
Depende de mí.
Me corresponde a mí.
Es muy grande.
Es muy seco.
Está muy seco.
Está muy caliente.
Es muy viejo.
Es muy vieja.
Es muy triste.
Vale la pena.
Sólo un minuto.
Un minuto.
Déjalo.
Déjelo.
Solo levántate.
Coge solo una.
Coge solo uno.
Coja solo una.
Coja solo uno.
Coged solo una.
Coged solo uno.
Cojan solo una.
Cojan solo uno.
Sigue luchando.
Mantente en contacto.
Mantente en contacto.
Sigue remando.
Continúa remando.
Seguid remando.
Continúen remando.
Guarda las llaves.
Déjelo aquí.
Deje la llave.
Deja dormir a Tom.
Deja hablar a Tom.
Deja que lo haga.
Déjale pasar.
Déjame terminar.
Dejame terminar.
Déjame cogerlo.
Deja que lo coja.
Déjame verlo.
A ver.
Déjame intentarlo.
Déjame probarlo.
Preguntémosle a Tom.
Pidámosle a Tom.
Preguntémosle.
Vamos a preguntarle.
Hagamos más.
Hagamos eso.
Hagamos esto.
Comamos fuera.
Vámonos.
Volvamos.
Vayamos abajo.
Vayámonos a casa.
Vámonos para casa.
Prosigamos.
Avancemos.
Abrámoslo.
Prosigamos.
Sigamos adelante.
Leámoslo.
Demandemos a Tom.
La vida es corta.
La vida es dura.
La vida es injusta.
Escucha a Tom.
Vive un poco.
¡Traba la puerta!
Cierra la entrada.
Cierra la cancela.
Mira aquéllos.
Fíjate en ésos.
Mira allí.
Busca allí.
Mira ahí.
El amor es ciego.
Haz una oferta.
Sé breve.
Hazlo rápido.
Resume.
Hazme feliz.
Haz tu cama.
El hombre es mortal.
María es muy chula.
María es rara.
Mary chilló.
¿Puedo preguntar por qué?
¿Puedo entrar?
¿Puedo irme a casa?
¿Puedo verlo?
¿Podemos irnos ahora?
Memoriza esto.
Memorízate esto.
La leche es blanca.
Mamá está trabajando.
Me duele la espalda.
Me duele la espalda.
Mi gato está mojado.
Mi perro es grande.
Me duele el pie.
Me duele la cabeza.
Me duelen los pulmones.
Mi nombre es Tom.
Me llamo Tom.
Me duele el cuello.
Mi bolígrafo es nuevo.
Nadie nos vio.
Nadie llamó.
Nadie me vio.
No sonrió nadie.
Nadie sonrió.
Nadie sonreía.
No sonreía nadie.
No se quedó nadie.
Prueba de nuevo.
Prueba otra vez.
Ahora cantas tú.
Bien, estoy listo.
Bien, estoy lista.
Bueno, escucha.
Vale, escucha.
Bueno, escuchad.
Bueno, atended.
Vale, atendedme.
Venga, prueba otra vez.
Vamos, otra intentona.
Vale, otro intento más.
Bien, inténtalo otra vez.
Oh, lo siento.
Abrí el regalo.
Quítate la capucha.
Abre el candado.
Abra la caja fuerte.
Nuestro bote se hundió.
¡Fuera de mi camino!
Los búhos son monos.
Estén atentos.
La gente cambia.
Tócalo otra vez.
Tócalo de nuevo.
Por favor, arreglalo.
Por favor, súbase.
Por favor escucha.
Por favor escuche.
Por favor escuchen.
Por favor escuchá.
Ponte una bata.
Póngase una bata.
Por favor, silencio.
Deja de apostar.
Deja las apuestas.
Lee después de mí.
Lea después de mí.
Léelo otra vez.
Léelo de nuevo.
Léelo nuevamente.
Lee esto ahora.
El rojo es mejor.
Que descanse en paz.
Rusia es grande.
Sálvate a ti mismo.
Dígalo fuerte.
¡Di algo!
¡Decid algo!
Se acabó la escuela.
Se acabaron las clases.
Friega la sartén.
Nos vemos luego.
Manda lejos a Tom.
Mándamelo.
Dame la mano.
¿Empiezo?
¿Debo continuar?
Ella me evita.
Ella se agachó.
Ella llegó la última.
Ella llegó última.
Ella sabe patinar.
Ella puede patinar.
Ella se enfadó.
Ella se enojó.
Se enfadó.
Se enojó.
Se cabreó.
Ella se cabreó.
Ella tuvo gemelos.
Ella le odia.
Ella lo odia.
Ella le ayuda.
Ella le contrató.
Ella es francesa.
Es francesa.
Ella está llorando.
Está comiendo.
Ella está comiendo.
A ella le gusta.
Ella parece triste.
Ella le quiere.
A ella le gusta.
Ella lo quiere.
Ella lo ama.
Ella te necesita.
Ella le obedece.
Ella lo quiere.
Ella era valiente.
Ella era ingenua.
Ella es modelo.
Está a dieta.
Ella es mi tipo.
Ella es mi esposa.
Es mi esposa.
Ella es mi mujer.
Derríbalo.
¿Me quedo?
Cierra la puerta.
Cierra la puerta.
Siéntate junto a mí.
Sentate Tomás.
Algunos peces vuelan.
Alguien llegó.
Habla claramente.
Hable claramente.
Hablen claramente.
Hablad claramente.
Habla quedito.
Habla calladito.
Párense en línea.
Empieza a correr.
Comienza a correr.
Empieza a cantar.
Empiece a cantar.
Empezad a cantar.
Empiecen a cantar.
Comienza a cantar.
Comience a cantar.
Comenzad a cantar.
Comiencen a cantar.
Empieza a escribir.
Empiece a escribir.
Empiecen a escribir.
Sé positivo.
Sigue positivo.
Sigue positiva.
Manteneos juntos.
No os separéis.
Quédate con Tom.
Aviva el fuego.
Mezclá la sopa.
Remueve la sopa.
Pará de balbucear.
Deja de chismorrear.
Dejá de soñar.
Deja de soñar.
¡Dejá de pelear!
No te entrometas.
Deja de disparar.
Deja de gritar.
Para de gritar.
Deja ya de gritar.
Para ese coche.
Detén ese coche.
Deja de preocuparte.
Las cosas pasan.
Haz lo que quieras.
Como quieras.
Haz como gustes.
Barre mi cuarto.
Barre mi habitación.
Toma un respiro.
Saque un número.
Llévame allí.
Toma solo una.
Llévanos allí.
Llévenos allá.
Llévennos allí.
Llevadnos allí.
Hablar es gratis.
Díselo a todos.
Gracias de todas formas.
Eso no puede ser.
Eso era nuestro.
Eso es Saturno.
Ese es un bote.
Eso es un libro.
Esa es una copia.
Aquella es una muñeca.
Esa es una muñeca.
Ese es falso.
Eso es un mito.
¡Eso es absurdo!
Eso es absurdo.
Eso está mejor.
Eso está roto.
Eso no va.
Eso no funciona.
¡Qué listo!
Ya basta.
Es suficiente.
Eso es extraño.
Ése es mi chico.
Ése es mi chaval.
Ese es mi auto.
Ése es mi gato.
Ese es mi perro.
Eso es normal.
Ese no soy yo.
Es simple.
Eso es estúpido.
Es suyo.
Es suya.
Es de ellos.
Eso es irreal.
Eso es vulgar.
La copa se quebró.
Ganaron las chicas.
Aquí tienes.
Ahí estás.
Ahí tienes.
Estos son nuevos.
Todos lo sabían.
Todos lo supieron.
Todos lo saben.
Todos los conocen.
Todos se fueron.
Todos se marcharon.
Todos partieron.
Todos se levantaron.
Todos se alzaron.
Todos ellos gritan.
Están aquí.
Ellos pueden ayudar.
Ellas pueden ayudar.
Pueden esperar.
Cancelaron.
Se abrazaron mutuamente.
Lo encontraron.
Nos encontraron.
Ellos odian a Tom.
Ellos te odian.
Conocen a Tom.
Ellos lo conocen.
Te conocen.
Os conocen.
A usted le conocen.
A ustedes les conocen.
Ellos aman a Tom.
Les encantó.
Les encantaba.
Puede que vengan.
Quizá vengan.
Deben morir.
Ellos pagan bien.
Dijeron que sí.
Ellos dijeron que sí.
Se sentaron.
Se sentaban.
Ellos nos salvaron.
Ellas nos salvaron.
Gritaron.
Ellos votaron que no.
Quieren a Tom.
Estarán bien.
Ellos bailarán.
Lo harán.
Son asiáticos.
Ellos son de Tom.
Están vivos.
Están solos.
Están enojados.
Ellas están armadas.
Ellos están despiertos.
Están arruinados.
Están arruinadas.
Ellos están limpios.
Están limpias.
Ellos están locos.
Están locos.
Están locas.
Ellos están embriagados.
Ellos están ebrios.
Ellos están borrachos.
Ellos van a ir.
Ellas van a irse.
Se van.
Son enormes.
Son inmensas.
Son verdes.
Están verdes.
Están felices.
Son felices.
Están mintiendo.
Están listos.
Tienen razón.
Están en lo cierto.
Son pequeños.
Ellos son espías.
Son espías.
Están allí.
Ellos están allí.
Están cansados.
Son gemelos.
Son jóvenes.
Son vuestros.
Ellos son vuestros.
Son suyos.
Las cosas cambian.
Las cosas pasan.
Piensa en ello.
Esto es el Japón.
Esto es Japón.
Eso es de Tom.
Esto es un murciélago.
Esto es una caja.
Esto es un perro.
Eso es un perro.
Esta es una ley.
Esto es mucho.
Esto es un bolígrafo.
Esto es el ajedrez.
Esto es cacao.
Esto es genial.
Esto es estupendo.
Es mi CD.
Esto es raro.
Esto es extraño.
Es incorrecto.
Esto es suyo.
Esto es tuyo.
Esto es vuestro.
El tiempo es dinero.
El tiempo es oro.
Tom se abstuvo.
Tom me quiere mucho.
Tom aplaudió.
Tomás aplaudió.
Tom preguntó por qué.
Tom comió solo.
Me ha llamado Tom.
Tom puede hacerlo.
Tom puede manejar.
Tom puede conducir.
Tom puede partir.
Tom no sabe esquiar.
Tomás no puede ganar.
Tom podría ganar.
Tom lo hace.
Tom hizo ejercicio.
Tom hace ejercicio.
Tom se cayó.
Tom tiene frío.
Tom siente frío.
Tom se sintió bien.
Tom se sintió seguro.
Tom se sentía enfermo.
Tom se sentía débil.
Tomás se enojó.
Tom se aburrió.
Tom se emborrachó.
Tom se atascó.
Tom se cansó.
Tom se recibió.
Tom se graduó.
Tom tenía un gato.
Tom tenía un arma.
Tom tiene un auto.
Tom tiene un coche.
Tom tiene una vaca.
Tom tiene un trabajo.
Tom tiene un mapa.
Tom tiene dinero.
Tom tiene planes.
Tom tiene ovejas.
Tom tiene que ir.
Tom te odia.
Tom te oyó.
Tom me ayudó.
Tom nos ayudó.
Tom dudó.
Tom está bien ahora.
Tom es cocinero.
Tom es un héroe.
Tom es divertido.
Tom es bien botana.
Tom es un mentiroso.
Tom es un punki.
Tom es gemelo.
Tom es débil.
Tom es un pelele.
Tom es un lobo.
Tom está ausente.
Falta Tom.
Tom tiene miedo.
Tom está dormido.
Tom está mejor.
Tom es aburrido.
Tom está aburrido.
Tom está comprando.
Tomás está viniendo.
Tom es repugnante.
Tomás está llorando.
Tom es famoso.
Tom es bravío.
Tom es culpable.
Tom está escondido.
Tom es honesto.
Tom está en cama.
Tomás está bromeando.
Tom está forrado.
Tom es mi papá.
Tom es mi hijo.
Tom es cortés.
Tom está descansado.
Tom está con fuerzas.
Tom es soltero.
Tom está delgaducho.
Tom es tacaño.
Tom es estricto.
Tom es fuerte.
Tomás lo intenta.
Tom es injusto.
Tom está votando.
Tom es malvado.
Tom es malévolo.
Tom está sin aliento.
Tom no está mojado.
Se nos unió Tom.
Tom acaba de morir.
Tom la conoce.
Tom le conoce.
Tom sabe por qué.
Tom te conoce.
Tom dejó a Mary.
Tom dejó el pueblo.
Tom me dejó ir.
A Tom le gustaste.
A Tom le gustabas.
A Tom le gustas.
Tom miró hacia arriba.
Tom parece triste.
Tom perdió a Mary.
Tom ama el arte.
Tom te ama.
Tom hizo arroz.
Tom puede irse.
Tom podría llorar.
Tom me engañó.
Tom nos engañó.
Tom nos necesitaba.
Tom te necesita.
Tom se quedó dormido.
Tom se recuperó.
Tomás se acuerda.
Tom recuerda.
Tom se acuerda.
Tom corre rápido.
Tom me asusta.
Tom tembló.
Tom vaciló.
Tom se tambaleó.
Tom tartamudeó.
Tom tartamudeó.
Tom tuvo éxito.
Tom me enseñó.
Tom les contó.
Tom confía en mí.
Tom confía en nosotros.
Tom cumplió 13 años.
Tom siguió caminando.
Tom lo quiso.
Tom te quiere.
Tom nos advirtió.
Tom estaba solo.
Tom estaba distante.
Tom estaba sucio.
Tom estaba mareado.
Tom estaba borracho.
Tom se moría.
Tom se estaba muriendo.
Tom fue despedido.
Tom estaba feliz.
Tom era feliz.
Tom fue feliz.
Tom fue severo.
Tom fue contratado.
Tom fue leal.
Tom tuvo suerte.
Tom fue afortunado.
Tom mentía.
Tom estaba mintiendo.
Tomás era ingenuo.
Tom estaba desnudo.
Tom estaba orgulloso.
Tom era insistente.
Tom era veloz.
Tom estaba preparado.
Tom tenía razón.
Tom estaba sobrio.
Tom estuvo achispado.
Tom estaba equivocado.
Tom era joven.
Tom palideció.
Tom se quedó pálido.
Tom susurró.
Tom vendrá.
Tom cocinará.
Tom ayudará.
Tom hablará.
Tom va a hablar.
Tom ganó otra vez.
Tom no morirá.
Tom no ganará.
Tom lloraría.
Tom es torpe.
Tom es adoptado.
Tom llegó.
Tom está cocinando.
Tom se ha escapado.
Tom está ayudando.
Tom está herido.
Tomás tiene celos.
Tom está casado.
Tom está cantando.
Tom está atrapado.
Tomás es inservible.
Tom es violento.
Intenta hacerlo.
Intenta comértelo.
Sigue intentándolo.
Sigue un poco más.
Inténtalo, tú puedes.
Hazlo lo mejor posible.
Apágalo.
Espera un minuto.
Bancame un minuto.
Espere usted un minuto.
Esperad un momento.
Espera un momento.
Esperen un momento.
Aguarda un segundo.
Aguarda hasta las seis.
Espera hasta las seis.
Despierta a los niños.
Ven por aquí.
Venga por aquí.
Ve por aquí.
La guerra estalló.
¿Estaba roncando?
¿Estaba Tom enojado?
¿Era un chiste?
Vigila atentamente.
Mira atentamente.
Mira de cerca.
Mira con atención.
Vigila mi espalda.
Cubre mi espalda.
Agua, por favor.
Encera el piso.
Encerá el piso.
Todos cambiamos.
Estamos arruinados.
Estamos condenados.
Tenemos hambre.
Estamos hambrientos.
Los dos lloramos.
Ya nos podemos ir.
No podemos perder.
Atrapamos a Tom.
Podríamos leer.
Podríamos caminar.
Nosotros no preguntamos.
Ni siquiera lo intentamos.
No ganamos.
Bebimos cerveza.
Comemos a las seis.
Comemos despacio.
Los encontramos.
Fuimos robados.
Nos robaron.
Tenemos un perro.
Tenemos perro.
Tenemos un mapa.
Tenemos dinero.
Tenemos planes.
Tenemos reglas.
Deberíamos irnos.
Tenemos que irnos.
Ayudamos a Tom.
Nosotros ayudamos a Tom.
Lo ayudamos.
Nosotros lo ayudamos.
Nosotras lo ayudamos.
Nos quedamos en silencio.
Nos quedamos callados.
Mantuvimos la calma.
Matamos a Tom.
Nos gustan los juegos.
Nos gusta la ópera.
Nos gustan los árboles.
Teníamos buena intención.
Quizá perdamos.
Necesitamos un coche.
Necesitamos dinero.
Necesitamos música.
Necesitamos agua.
Nos hace falta agua.
Nunca hablamos.
Vendemos frutas.
Vendemos fruta.
Deberíamos comer.
Cantamos mucho.
Lo entendemos.
Nosotros queremos un auto.
Queremos un coche.
Queremos ir.
Nosotros queremos ir.
Nos aburríamos.
Estábamos cerca.
Estábamos borrachos.
Tuvimos suerte.
Teníamos razón.
Estábamos ahí.
Fuimos jóvenes.
Vamos a luchar.
Nos preguntamos por qué.
Le preguntaremos a Tom.
Estaremos perfectamente.
Haremos eso.
Nosotros lo esconderemos.
Reconstruiremos.
Nos recuperaremos.
Venceremos.
Sobreviviremos.
Estamos desorientados.
Estamos seguros.
Somos primos.
Estamos intrigados.
Estamos bailando.
Somos médicos.
Nosotros somos doctores.
Somos enemigos.
Estamos comprometidos.
Estamos prometidos.
Somos amigos.
Somos amigas.
Estamos enamorados.
Estamos en la ciudad.
Somos abogados.
Nos vamos.
Estamos casados.
Estamos a tiempo.
Somos huérfanos.
Somos padres.
Somos pacientes.
Estamos mentalizados.
Estamos leyendo.
Somos egoístas.
Somos serios.
Es en serio.
Nos estamos hundiendo.
Estamos borrachos.
Somos especiales.
Nos quedamos.
Somos ladrones.
Tenemos sed.
Hemos terminado.
Hemos concluido.
¡Estamos atrapados!
Estamos atrapados.
No tenemos suerte.
Somos unos inútiles.
Somos unas inútiles.
Estamos ganando.
Estamos trabajando.
Hemos llegado.
Lo hemos hecho.
¿Estabas ocupado?
¿Estabas ocupada?
¿Estabais en casa?
¿Estabas en casa?
¿Te dispararon?
¿Estabas enfermo?
¡Qué fiasco!
¡Qué rollo!
¡Qué jaleo!
¡Qué lío!
¡Menudo jaleo!
¡Menudo lío!
¡Vaya rollo!
¡Qué alivio!
¡Qué tipo tan extraño!
¿Qué pasa conmigo?
¿Qué hay de mí?
¿Qué hay de nosotros?
¿Qué te aflige?
¡Qué idiota!
¡Qué güey!
¿Ellos qué son?
¿Qué puedo hacer?
¿Qué hice?
¿Qué ocurrió?
¿Qué ha pasado?
¿Qué ha ocurrido?
¡Qué tontería!
¿Qué fue eso?
¿Qué era eso?
¿Qué ha sido eso?
¿Qué haremos?
¿Cuándo vamos?
¿Cuándo fue eso?
¿Dónde estás?
¿Dónde están?
¿Dónde es?
¿Dónde está eso?
¿Dónde estaba Tom?
¿Dónde estábamos?
¿Cuál es el mío?
¿Cuál es la mía?
¿Quién te preguntó?
¿Quién me llamó?
¿Quién hace eso?
¿Quién te encontró?
¿Quién la ayuda?
¿Quién te contrató?
¿Quién está ausente?
¿Quién falta?
¿Quién se acuerda?
¿Quién respondió?
¿Quién dijo eso?
¿Quién lo dijo?
¿Quién lo dice?
¿Quién mandó esto?
¿Quién lo piensa?
¿Quién piensa eso?
¿Quién quiere té?
¿Quién tenía razón?
¿Quién estaba allí?
¿Quién estaba dónde?
¿Quién ha ganado hoy?
¿Quién ganó hoy?
¿Quién lo comprará?
¿Quién llama?
¿Quién está manejando?
¿Quién se queda?
¿Quién está hablando?
¿Quién tiene sed?
¿Quién va ganando?
¿Quién gana?
¿De quién es eso?
¿De quién es esto?
¿Por qué estoy aquí?
¿Ella vendrá?
¿Vendrá ella?
Las mujeres me odian.
Apúntatelo.
Sí, lo hice.
Sí, lo he hecho.
¿Estás bien?
Estás loco.
Estás loca.
Estáis zumbadas.
Estáis zumbados.
¡Estás borracho!
Llegaste temprano.
Estás mintiendo.
Ustedes están mintiendo.
Estás equivocado.
Se equivocan.
Estáis equivocados.
¡Puedes hacerlo!
¡Tú puedes hacerlo!
Puedes hacerlo.
Podéis hacerlo.
Podrías intentarlo.
Lo hiciste genial.
No me digas.
Tienes vino.
Usted tiene vino.
¡Hipócrita!
Tú lo sabes.
Ustedes los saben.
Vosotras lo sabéis.
Ya lo sabes.
Tú sabes esto.
Tú conoces esto.
Pareces ocupado.
Pareces ocupada.
Te ves muy bien.
Estás bien.
Te ves bien.
Te ves pálido.
Pareces enfermo.
Puedes hablar.
Tenéis que quedaros.
Debes esperar.
Tienes que trabajar.
Necesitás ayuda.
Necesitas ayuda.
Necesitas esto.
Me necesitabas.
Tú nunca preguntas.
Nunca preguntas.
Pareces ocupado.
Pareces ocupada.
Deberías ir.
Hueles mal.
Pareces loco.
¿Quieres esto?
Estabas ocupado.
Estabas ocupada.
Eras mío.
Eras mía.
Vosotros fuisteis simpáticos.
Ustedes eran simpáticos.
Eras simpático.
Fracasarás.
Esperarás.
No vas a morir.
Trabajas duro.
Trabajas mucho.
Llegaréis lejos.
Llegará lejos.
Llegarás lejos.
Lo verás.
La verás.
Eres un bebé.
Sos un mentiroso.
Eres parcial.
Tú estás aburrido.
Eres inteligente.
Sos inteligente.
Son inteligentes.
Sos listo.
Eres listo.
Son listos.
Eres decidido.
Eres audaz.
Tú eres raro.
Sois idiotas.
Ustedes son idiotas.
Ustedes son unos idiotas.
Estás loco.
¿Bromeas?
¡Estás bromeando!
Eres modesto.
Ustedes son idiotas.
Sos mi hijo.
Eres mi hijo.
No sos yo.
Eres guapa.
Estás soltero.
Estás delgado.
Estás dormido.
Eres tan viejo.
Eres tan vieja.
Estás tratando.
Sos injusto.
Eres injusto.
Usted es injusto.
Me tienes a mí.
Me has pescado.
Me ha pescado.
Me han pescado.
Me tiene a mí.
Me tienen a mí.
Un pájaro puede volar.
Una Coca-Cola por favor.
Actuá como un hombre.
Añade más agua.
¿Acaso no es linda?
¿No tengo la razón?
¿No tengo razón?
¿Estoy calificado?
¿Aquí estoy seguro?
¿Estoy segura aquí?
¿Están vivos?
¿Somos amigos?
¿Somos amigas?
¿Nos estamos hundiendo?
¿Estás dormido?
¿Vendréis?
¿Vendrás?
¿Vienes?
¿Te vienes?
¿Tú eres famosa?
¿Está contratando?
¿Están contratando?
¿Tiene usted hambre?
¿Estás loco?
¿Estás bromeando?
¿Te sientes solo?
¿Te sientes sola?
¿Eres cortés?
¿Eres educado?
¿Eres racista?
¿Estás soltero?
¿Te ha entrado sueño?
¿No eres tú Tom?
¿Tú no tienes calor?
¿No tienes calor?
¿No tiene calor?
¿Usted no tiene calor?
¿No tienen calor?
¿No tenéis calor?
¿Ustedes no tienen calor?
¿Vosotros no tenéis calor?
El otoño ha llegado.
¡Sé una buena chica!
Pórtate bien.
Sé simpático con ella.
Dobla la rodilla.
Las aves ponen huevos.
Prepárate.
Respira hondo.
Traé una pala.
Tráemelo.
Tráigamelo.
Traédmelo.
Llámame un taxi.
¿También puedo venir yo?
¿Puedo comerme esto?
¿Puedo ser primero?
¿Puedo ayudarle?
¿Puedo ayudarte?
¿Puedo ayudar?
¿Te puedo ayudar?
¿Puedo unirme a vosotros?
¿Puedo besarte?
¿Puedo verlos?
¿Puedo verles?
¿Me dejas verlos?
¿Me deja verles?
¿Puedo sentarme?
¿Puede ser cierto?
¿Podemos entrar?
¿Podremos conseguirlo?
¿Lo conseguiremos?
¿Podemos proseguir?
¿Podemos continuar?
¿Puedes levantarte?
¿Puedes verlo?
¿Puede verme?
Atrapa la pelota.
Los gatos son inteligentes.
Los gatos son extraños.
Revísalos a todos.
Limpia la pieza.
Cierra el libro.
Cierra la puerta.
Cierra la puerta.
¡Cierra la caja fuerte!
Café, por favor.
Péinate.
Vuelve aquí.
Vuelve a casa.
Vuelve enseguida.
Regresa pronto.
Vuelve pronto.
Baja aquí.
Ven pronto.
Vente pronto.
Ven pronto aquí.
Ven aquí, Tom.
Ven acá, nena.
Entra.
Ven, entra.
Vamos, hazlo.
Vamos, háganlo.
Ven acá.
Ven p'acá.
Contacte a mi hijo.
Copia este archivo.
Las vacas comen pasto.
Las vacas dan leche.
Pártelo a la mitad.
Es divertido bailar.
¿Te he hecho daño?
¿Te lastimé?
¿Yo dije eso?
¿Te he despertado?
¿Tom lo compró?
¿Acaso te olvidaste?
¿Te has olvidado?
¿Entendió?
¿Acaso dijiste treinta?
¿Lo viste?
¿Lo has intentado?
¿Lo has probado?
Yo pago la cena.
La cena está preparada.
¡La cena está lista!
La cena está preparada.
Haz lo que quieras.
Haz como gustes.
Haz lo que quieras.
Hazlo de esta manera.
Hágalo mañana.
Hazlo tú mismo.
Háztelo.
Haz eso por mí.
¿Acaso te conocemos?
¿Os conocemos?
¿Te conocemos?
¿Lo sentís?
¿Lo sientes?
¿Me odias?
¿Lo tienes?
¿Me oyes?
¿Me escuchás?
¿Lo sabes?
¿Me conoce?
¿Me conocés?
¿Me conocen?
¿Me conoce usted?
¿Nos conoces?
¿Te gusta?
¿Te gusto?
¿Me quieres?
¿Me amas?
¿Te gusto?
¿Lo echas de menos?
¿Me echas de menos?
¿Lo prometes?
¿Lo promete?
¿Tú reciclas?
¿Lo quieres?
¿Lo queréis?
¿Lo quieren ustedes?
¿Eso duele?
¿Eso funciona?
¿Duele esto?
¿Te duele esto?
¿Le duele esto?
Los perros son listos.
Los perros son inteligentes.
No me moleste.
No sea un cerdo.
No te enfades.
No se enfade.
No seas cruel.
No seas apresurado.
No seas ingenuo.
No seas tonto.
No seas boludo.
No me culpes.
No la rompan.
No te quejes.
No se quejen.
¡No coma eso!
No te pierdas.
No vayas ahí.
No ayudes a Tom.
No la lastimes.
No lo lastimes.
No me dejes.
No nos deje.
No corras aquí.
No digas eso.
¡No digas eso!
No te levantes.
No te pares.
No forcejees.
No se lo digas.
No me tientes.
No lo toques.
¡No me toques!
No veas la televisión.
¿No sabes?
¿No saben?
Bebe algo de té.
Bébete el té.
¡Suelta el cuchillo!
Agacha tu cabeza.
Amigo, créeme.
Wey, créeme.
Cómete todo.
Cómanse todo.
Come más fruta.
Disfrute del espectáculo.
Disfruta del espectáculo.
Disfruten del espectáculo.
Disfrutad del espectáculo.
Pásala bien.
Pásenla bien.
Todos lo sabían.
Todos mienten.
Todo el mundo pagó.
Todos pagaron.
Todo el mundo llora.
Todos están afuera.
Peleen como hombres.
Pelead como hombres.
Pescar es divertido.
Dobla la toalla.
La comida es escasa.
Forma dos filas.
Cógelo todo.
Lleguen temprano.
Súbete a la van.
Métete en la caravana.
Tráeme una toalla.
Ven acá.
¡Súbase al bus!
¡Súbete al bus!
Subíos al autobús.
Ponte a ello.
Descansa un poco.
Duerme algo.
Acostúmbrate.
Dale una jalada.
Dáselo a ella.
Dáselo.
Dáselo a él.
Dáselo.
Déselo.
Dame una pista.
Dame un beso.
¡Dame un beso!
Dame mi bolsa.
Dame mi cartera.
Ayúdanos.
Vuelve a la cama.
Andá a cambiarte.
Ve a cambiarte.
Que Dios me perdone.
El golf es aburrido.
Buenas tardes.
Buena suerte, Tom.
Buen trabajo, Tom.
Buenas noches, Tom.
Adivina quién soy.
Tráeme mi taza.
¡Feliz año!
Feliz año nuevo.
Felices vacaciones.
Felices fiestas.
¿Ha llegado?
¿Han ido?
¿Han salido?
¿Has comido?
¿Comiste?
¿Ya comiste?
¿Has dormido?
¿Habéis dormido?
¿Ha dormido usted?
Él aceleró.
Él también lo vio.
Ha venido en autobús.
Él vino en carro.
Él no sabe contar.
Él se lo merecía.
Desapareció.
Me tiene antipatía.
Él no miente.
Él no corre.
Él elevó un volantín.
Él tiene 12 hijos.
Él tiene barba.
Tiene barba.
En eso tiene razón.
Ha cambiado.
Tiene que venir.
Él odiaba mentir.
Él es médico.
Es médico.
Él es un genio.
Él es golfista.
Él es escritor.
Él es actor.
Él está arruinado.
Es mi tío.
Él es mi tío.
Él no es tonto.
No está aquí.
Él es extrovertido.
Él aprende rápido.
Le gusta la gelatina.
Le gusta el dinero.
Él vive solo.
Él miró hacia atrás.
Él tenía buen aspecto.
Él parece aburrido.
Él se ve joven.
Él juega allí.
Él me respeta.
También lo vio.
La retó.
La increpó.
Él la riñó.
Parece enfadada.
Parece feliz.
Debería venir.
Él se rindió.
Se rindió.
Él habla mucho.
Él confió en vos.
Él se fue.
Él caminó a casa.
Él era inglés.
Él estaba en casa.
Se ahogó.
Él fue invitado.
Era mi jefe.
Él era paciente.
Él tenía sed.
Se fue al extranjero.
Él se acostó.
Él trabajó duro.
Trabaja mucho.
Es florista.
Ahora es un hombre.
Está bien.
Él está bien.
Él es un animal.
Él es un escritor.
Él está en peligro.
Él está en prisión.
Él es mi padre.
Él no va.
Él no está listo.
Es muy tonto.
Está demasiado borracho.
Él no está asegurado.
Él es muy rápido.
¡Hola a todos!
Hola, soy Tom.
La ayuda está llegando.
Aquí viene Tom.
Aquí hay un libro.
Aquí está mi llave.
Aquí vienen.
Aquí está mi tarjeta.
Aquí está el bus.
Toma, come alguno.
Toma, prueba esto.
Oye, ven aquí.
Oye, venid aquí.
Oiga, venga aquí.
Che, vení acá.
Hola, pasa adelante.
Hola, entra.
Esconde ese libro.
Escondé la plata.
Le dolía la cabeza.
Su hijo está enfermo.
Su hijo está malo.
¿Cómo van las cosas?
¿Cómo puedo ayudar?
¿Cuán profundo es?
¡Qué asco!
¿Cómo empiezo?
¿Cómo nos vemos?
¿Qué tan alto es?
¿Cómo lo hacen?
¿Cómo se hace?
¿Cómo está hecho?
¿Cuánto cuesta eso?
¿Cuánto es?
¿Cuántos años tiene Tom?
¡Qué perspicaz!
¿Cuánto mide él?
¿Qué tal en Boston?
¿Cómo va el negocio?
¿Cómo está tu mujer?
¿Cómo está vuestro hijo?
¡Apúrensen, muchachos!
Acepto regalos.
Recibo regalos.
Ya sé.
Soy estudiante.
Soy un estudiante.
Yo soy profesor.
Soy maestro.
Soy un artista.
No estoy feliz.
Soy demasiado bajo.
Soy demasiado pequeño.
Soy muy alto.
Me comí un plátano.
Comí una manzana.
Me comí la carne.
Comí demasiado.
Te creí.
Apuesto a que funciona.
Presto dinero.
Compré un carro.
Compré un sombrero.
Me rompí una uña.
Me rompí el brazo.
Me rompí la pierna.
Traje vino.
Vine por ti.
Vine por usted.
Vine por vosotros.
Vine por ustedes.
Vine a pie.
Puedo hacer magia.
Puedo arreglar esto.
Puedo ayudar a Tom.
Puedo ayudarte.
Puedo demostrarlo.
Puedo verlos.
No puedo levantarme.
No puedo salir fuera.
No puedo ingresar.
No puedo resistir.
No lo puedo ver.
Me concentré.
Cuento con Tom.
Yo merezco más.
Lo hice mal.
Os avisé.
No cedí.
No engañé.
No hice trampas.
Yo no fui.
¡Yo no lo hice!
Yo no he conducido.
No me reí.
No me dormí.
Odio los huevos.
Sí que necesito ayuda.
Sí me doy cuenta.
Lo noto.
No me lo trago.
No pico.
No sigo.
No entiendo.
No lo cojo.
No lo veo.
Yo no lo veo.
No lo uso.
Tomé café.
Bebo café.
No temo nada.
Me siento en paz.
Lo siento por ti.
Me siento honrado.
No siento nada.
Me siento relajado.
Me siento tan perdido.
Me siento atrapado.
Me siento inútil.
Me enamoré.
Me sentí engañado.
Seguí a Tom.
Empeñé mi palabra.
Di mi palabra.
Yo me levanto temprano.
Voy a la escuela.
Recibí una carta.
Me arrestaron.
Me divorcié.
Me puse nostálgico.
Tenía nostalgia.
Me levanté temprano.
Lo garantizo.
Tuve un golpe.
He tenido una visión.
Me divertí.
Odio los lunes.
Odio los domingos.
Odio las zanahorias.
Odio bailar.
Detesto bailar.
Odio a los insectos.
Odio planchar.
Detesto planchar.
Odio el karaoke.
Odio a los abogados.
Odio a mi jefe.
Odio las fiestas.
Odio leer.
Odio los acertijos.
Odio a las arañas.
Odio las espinacas.
Odio planchar.
Detesto planchar.
Odio trabajar.
Detesto trabajar.
Tengo un hijo.
Tengo tos.
Tengo un sueño.
Tengo una flauta.
Tengo una casa.
Tengo una corazonada.
Yo tengo un rancho.
Tengo un camión.
Tengo amnesia.
Tengo una idea.
He cambiado.
No tengo hogar.
No tengo casa.
Ni idea.
No tengo idea.
No tengo esposa.
No tengo nada.
Nada tengo.
Tengo un escuincle.
Tengo la llave.
Debo ayudar.
Me tengo que esconder.
Tengo que saber.
Tengo que esperar.
Tengo que trabajar.
Escuché voces.
Tengo mucho hipo.
Ojalá que te mueras.
Espero que te mueras.
Espero que ganes.
Me apresuré a casa.
Me lastimé el pie.
Me lastimé la rodilla.
Acabo de revisar.
Acabo de checar.
Acabo de comprobar.
Acabo de chequear.
Sencillamente me rendí.
Acabo de gritar.
Acabo de venderlo.
Simplemente lo quiero.
Lo quiero ya.
Mantuve mi palabra.
Lo sé bien.
Conozco al chico.
Me gusta el inglés.
Me gustan los castillos.
Me gusta el pollo.
Me gustan las galletas.
Me gusta cocinar.
Me gusta dibujar.
Me gusta la pesca.
Me gusta la historia.
Me gusta planchar.
Me gusta trotar.
Me gusta la lechuga.
Me gusta el mahjong.
Me gusta mi vida.
Me gustan los fideos.
Me gustan los tallarines.
Me gustan los rompecabezas.
Me gusta mucho leer.
Me gusta el sashimi.
Me gustan los mariscos.
Me gusta cantar.
Me gustan las historias.
Me gusta hablar.
Me gusta el perro.
Me gusta cocinar.
Me gusta dibujar.
Me gusta mucho leer.
Me gusta cantar.
Me gusta nadar.
Me gusta hablar.
Me gusta caminar.
Me gusta trabajar.
Me gustan las tortugas.
Me gusta caminar.
Me gusta trabajar.
Me gusta escribir.
Me gusta la escritura.
Vivo en el norte.
Vivo hacia el norte.
Perdí la llave.
Me encanta Harvard.
Adoro Harvard.
Amo los animales.
Me encanta el pollo.
Me gusta el pollo.
Adoro las flores.
Amo los gatitos.
Adoro la lasaña.
Me encanta la lasaña.
Me encanta mi ciudad.
Me encanta leer.
Me gusta el sol.
Adoro ganar.
Me gustaba Boston.
Hice galletitas.
Puede que me equivoque.
Puedo estar equivocado.
No quiero hacer daño.
Lo conocí una vez.
Tengo que comprar uno.
Debo regresar.
Debo volver.
Necesito un favor.
Necesito una gauchada.
Necesito a un doctor.
Necesito un aumento.
Necesito una regla.
Necesito afeitarme.
Necesito un cigarrillo.
Necesito un bocadillo.
Necesito un sello.
Necesito una toalla.
Necesito respuestas.
Necesito tener amigos.
Necesito insulina.
Necesito mis llaves.
Necesito cirugía.
Necesito dejarlo.
Necesito descansar.
Tengo que parar.
Necesito trabajar.
Necesitaba dinero.
Viajo a menudo.
Le debo cien dólares.
Tengo este auto.
Pagué en efectivo.
Yo pago mis impuestos.
Me declaro culpable.
Castigué a Tom.
Dejé de fumar.
Yo crío ganado.
Me acuerdo de Tom.
Ahora recuerdo.
Ahora me acuerdo.
Te recuerdo.
Me acuerdo de ti.
Dije que te largues.
Dije que adiós.
No dije nada.
¡Dije cierra la boca!
Vi a un amigo.
Vi a una amiga.
Vi a cinco hombres.
La vi nadar.
Le vi saltar.
Yo lo vi primero.
Una vez vi uno.
Una vez vi una.
Vi a alguien.
Vi las noticias.
Veo a la niña.
Veo a la chica.
Veo a la muchacha.
Veo una niña.
Vendo flores.
Huelo café.
Estornudo mucho.
Vendí el auto.
Hablo francés.
Yo hablo francés.
Estudio francés.
Estudio coreano.
Aprendo coreano.
Yo estudio coreano.
Enseño francés.
Creo que podemos.
Acepté el empleo.
Acepté el trabajo.
Giré a la derecha.
Normalmente voy andando.
Suelo ir andando.
Quisiera un vaso.
Quiero un cuchillo.
Quiero un cachorro.
Quiero un perrito.
Quiero un cachorrito.
Quiero otro.
Quiero justicia.
Quiero palomitas.
Quiero palomitas de maíz.
Quiero respeto.
Quiero el ventilador.
Quiero ayudar.
Quiero saberlo.
Quiero vivir.
Quiero jugar.
Quiero renunciar.
Quiero descansar.
Quiero quedarme.
Quiero platicar.
Quiero hablar.
Quiero trabajar.
Me secuestraron.
Me raptaron.
Era todo oídos.
Fui un idiota.
Era un idiota.
Fui una idiota.
Era una idiota.
Fui arrestado.
Fui arrestada.
Estaba descalzo.
Sangraba.
Fui capturado.
Estaba soñando.
Fui ofendido.
Me estaba riendo.
Me dejaron fuera.
Yo estaba equivocado.
Estaba de vacaciones.
Yo era inquieto.
Estaba durmiendo.
Estaba sudando.
Yo estaba enseñando.
Estaba excitado.
Yo era demasiado rápido.
Fui bienvenido.
Estaba agotado.
No estaba solo.
No estaba borracho.
No estaba ebrio.
No era feliz.
No tuve suerte.
No estaba listo.
Yo no estaba allí.
Uso gafas.
Fui a pescar.
Fui a pie.
Prosperaré.
Te demandaré.
Desearía poder.
Ojalá pudiera.
Gané el juego.
Sería cuidadoso.
Prefiero morir.
Preferiría morir.
Preferiría que no.
Preguntaré más tarde.
Estaré cerca.
Estaré por ahí.
Seré directo.
Voy a ser directo.
Los llamaré.
Volveré.
Comeré pizza.
Me encargaré de eso.
Me ocuparé de eso.
Iré en auto.
Iré en coche.
Lo necesito.
Pagaré la extra.
Pagaré más tarde.
Pagaré hoy.
Te llamaré.
Lo regañaré.
Le reñiré.
Yo me ocuparé.
Te pego un tiro.
Me quedaré en casa.
Te invitaré.
Yo esperaré aquí.
Te voy a observar.
Soy principiante.
Estoy un poco ocupada.
Soy diabética.
Soy un hombre libre.
Soy un buen tipo.
Soy músico.
Soy un buen sujeto.
Soy un prisionero.
Estoy sola acá.
Soy ateo.
Soy un anciano.
Soy un hombre viejo.
Estoy asombrada.
Está detrás de él.
Estoy detrás de ti.
Estoy muerta de cansancio.
Soy confiable.
Estoy devastada.
Soy diplomática.
Ahora estoy comiendo.
Estoy comiendo ahora.
Estoy fascinada.
Lo estoy sintiendo.
Voy de regreso.
Me estoy quedando calvo.
Voy a casa.
Yo también me voy.
Tom, soy feliz.
Me estoy divirtiendo.
Soy analfabeto.
Estoy apurado.
Estoy en el coche.
Estoy indispuesta.
Estoy interesado.
Estoy interesada.
Soy solo un niño.
Estoy enfadado contigo.
Estoy preparando té.
Estoy meditando.
No soy cocinero.
No soy cocinera.
No soy un héroe.
No soy mentirosa.
No tengo miedo.
No estoy asustado.
No estoy llorando.
No soy famoso.
No soy culpable.
No me estoy escondiendo.
No me escondo.
Yo no tengo hambre.
No estoy loco.
No estoy loca.
No estoy bromeando.
No soy racista.
No tengo miedo.
No estoy asustado.
No soy delgado.
No tengo sueño.
No soy tan mayor.
No soy fuerte.
No soy estúpido.
No soy idiota.
Soy suficientemente mayor.
Estoy de vacaciones.
Solo soy humano.
Soy optimista.
Estoy sin bencina.
Lo estoy leyendo.
Soy muy viejo.
Estoy de reforma.
Estoy vendiéndolo.
Estoy tan emocionado.
Estoy muy emocionada.
Tengo tanta sed.
¡Soy tan desafortunado!
Estoy sin palabras.
Todavía estoy ocupado.
Todavía estoy ocupada.
Todavía estoy acá.
Todavía estoy aquí.
Soy el más viejo.
Me desnudo.
Me estoy desvistiendo.
Me estoy desnudando.
Estoy en paro.
Estoy desempleado.
Estoy parado.
Estoy desempleada.
No tengo empleo.
Estoy acostumbrado.
Estoy acostumbrada.
Estoy usando esto.
Estoy muy enojada.
Estoy muy enojado.
Soy muy rudo.
Soy muy feliz.
Soy muy pequeño.
Lo siento mucho.
Estoy muy cansado.
Estoy muy despierto.
Yo también soy joven.
Me vieron.
Me dispararon.
Me demandaron.
Me lo gané.
Tengo un hijo.
He hecho guiso.
He visto eso.
Lo he visto.
Los he visto.
Los vi.
¡Ojalá lo supiera!
¿Tom es adoptado?
¿Está Tom en casa?
¿Tom está enamorado?
¿Tom está herido?
¿Está asegurado Tom?
¿Tom está celoso?
¿Tom está bromeando?
¿Tomás está casado?
¿Tom está trabajando?
¿Alguien está lastimado?
¿Se lastimó alguien?
¿Él es americano?
¿Es él japonés?
¿Él es japonés?
¿Es médico?
¿Es doctor?
¿Él es médico?
¿Es él un amigo?
¿Está durmiendo?
¿Está dormido?
¿Es un secreto?
¿Es una manzana?
¿Es posible?
¿Tan malo es?
¿Es demasiado tarde?
¿Vale la pena?
¿Está ella en casa?
¿Eso es francés?
¿Es eso un oso?
¿Eso es una rana?
¿Es eso una rana?
¿Es eso un timbre?
¿Es eso un anillo?
¿Está mejor?
¿Eso es suficiente?
¿Es para mí?
¿Es eso probable?
¿Es esto normal?
¿Acaso es tan malo?
¿Esto es francés?
¿Es esto una broma?
¿Es esto un engaño?
¿Es esto una trampa?
¿Es para mí?
¿Es esto normal?
¿No es negro?
¿Acaso no es negro?
¿No es negra?
Se puede hacer.
Puede hacerse.
No funcionó.
Se pone mejor.
Mejora.
Tiene que parar.
Es sábado.
No es una locura.
Se ve estupendo.
Puede ser cierto.
Parecía fácil.
Huele bien.
¡Huele rico!
Parece fácil.
Era un sueño.
Era un ratón.
Era para Tom.
Eso fue idea mía.
Era idea mía.
Era mi turno.
Era mi hora.
No era nada.
Estaba a la venta.
Estaba en venta.
Fue planeado.
Estaba tan bien.
No fue fácil.
No era difícil.
No fue difícil.
No era de ella.
No fue suerte.
No era nuestro.
No era nuestra.
No fue real.
No era eso.
No cederá.
Estará listo.
Es navidad.
Está bien llorar.
Es Tom otra vez.
Es miércoles.
Estamos a miércoles.
Es un clásico.
Ese es un clásico.
Es un reclamo.
Es un error.
Es un nuevo día.
Ese es un problema.
Es un problema.
Es todo tuyo.
Es una excusa.
Es un insulto.
Es superior a mí.
Me supera.
¡Es peligroso!
Es delicioso.
Es diferente.
Es difícil.
Cae una lluvia fina.
Es caro.
Hoy hace calor.
Está haciendo calor hoy.
Es helado.
Es idéntico.
Es importante.
Está mejorando.
No es ningún secreto.
No es barato.
No está limpio.
No está limpia.
No es gracioso.
No es divertido.
No es raro.
Es culpa nuestra.
Ahora está listo.
Es redundante.
Es la hora pico.
Aquí estamos seguros.
Es su trabajo.
Ahora está ahí.
Es este libro.
Es demasiado pesado.
Es demasiado grande.
Hay demasiada calma.
Es demasiado arriesgado.
Es muy corto.
Es muy pequeño.
Depende de ti.
Es tu decisión.
Tú decides.
Está muy oscuro.
Está muy bien.
Es muy bueno.
Es muy tarde.
Es muy lento.
Está vibrando.
Está bien hecho.
Está hecho bien.
Es lo que soy.
¡Es maravilloso!
Es tu libro.
Es tu deber.
Es tu vida.
Es tu turno.
Es tu movida.
Te toca a ti.
Es tu turno.
Te toca a ti.
Tan solo sígueme.
Olvídalo ya.
Simplemente hazlo.
Limítate a hacerlo.
Hazlo y punto.
Hazlo y ya.
Déjame irme.
Llévalo contigo.
Consérvalo contigo.
Permanezca a la escucha.
Sigue intentando.
Siga intentando.
Sigue buscando.
Los niños son crueles.
Inclínate más cerca.
Déjelo ahí.
Déjalo allí.
Déjamelo a mí.
¡Déjame en paz!
¡Déjame sola!
¡Dejame en paz!
Déjame solo.
¡Déjame sola!
Déjame solo.
Déjeme solo.
Déjeme sola.
Sal de la sala.
Sal de la habitación.
Salí de la habitación.
Sal mañana.
Vete mañana.
Idos mañana.
Váyanse mañana.
Váyase mañana.
Déjanos solos.
Déjanos solas.
Dame una mano.
Préstame una mano.
Deja que responda Tom.
Deja terminar a Tom.
Déjame entrar.
Déjame entrar otra vez.
Déjame entrar.
Déjame hacer esto.
Déjeme hacer esto.
Déjame explicar.
Déjame sentirlo.
Deja que lo sienta.
Déjame oírlo.
¡Déjenme pasar!
Déjalos pelear.
Déjanos irnos a casa.
Preguntémosles.
Seamos valientes.
Seamos felices.
Continuemos.
Comamos aquí.
Averigüémoslo.
Esperemos que no.
Apurémonos.
Comamos y ya.
Juguemos a la tiña.
Practiquemos.
Sentémonos.
Levantémonos.
Hagámoslo.
Intentémoslo.
Probemos.
Veamos la televisión.
La vida es injusta.
Los leones corren rápido.
Escucha atentamente.
¡Escucha esto!
Escuchá esto.
Escuche esto.
Vive y aprende.
Viví y aprendé.
Más fuerte, por favor.
El almuerzo está preparado.
La comida está lista.
Mentir está mal.
No está bien mentir.
Haz que suceda.
Hazlo más grande.
Simplifica.
Te toca a ti.
Mueve tú.
Mueves tú.
Murieron muchos peces.
Muchos peces murieron.
Mary tuvo un niño.
María tuvo gemelos.
Mary es una chica.
Mary es una muchacha.
Mary te quiere.
Mary está muy buena.
¿Puedo comerme esto?
¿Puedo ayudarle?
¿Puedo acompañarle?
¿Puedo acompañarles?
¿Puedo unírmeles?
¿Puedo besarte?
¿Me puedo sentar?
¿Puedo sentarme aquí?
¿Puedo usar esto?
La carne está escasa.
Los hombres son avariciosos.
Mira por dónde caminas.
Dinero es poder.
Se necesita más.
Muévase ya.
Lo hizo mi hermano.
Mi escritorio es viejo.
Me duele el corazón.
Mi mandíbula me duele.
Me duelen las articulaciones.
Mi nombre es Tom.
Me llamo Tom.
Me pica la nariz.
Me duele mi estómago.
Mi esposa está loca.
Nunca digas eso.
Nadie lo sabía.
Nadie se rió.
Nadie gritó.
Nadie me lo dijo.
Nadie me lastimó.
Nadie se rió.
Nadie escucha.
Nadie es feliz.
Nada es gratis.
Ahora me siento mal.
Ahora sé por qué.
Ahora recuerdo.
Ahora me acuerdo.
Ahora lo recuerdo.
Ahora ten paciencia.
Vale con una vez.
Sólo Dios lo sabe.
Sólo Dios sabe.
Solo Tom sabe.
Solo lo sabe Tom.
Ábreme.
Abre las puertas.
Abre los ojos.
Por aquí, señor.
Haz tus maletas.
Hagan sus maletas.
Gusto a la gente.
La gente me adora.
Pase adentro, por favor.
Por favor entre.
Por favor, hágalo.
Váyase, por favor.
Por favor, ayúdeme.
Por favor, aguarda.
Por favor, espere.
Por favor, agárrate fuerte.
Ábrelo, por favor.
Cállate, por favor.
Dime, por favor.
Díganme, por favor.
Por favor, pruebe uno.
Despiértese, por favor.
¡Prepárate a morir!
Los precios subieron.
Ahora prométemelo.
Demuéstramelo.
Ponte una camiseta.
Ponte una camiseta.
Lee el contador.
Lee este libro.
Leed este libro.
Lee tu libro.
Lean su libro.
Resérvame un asiento.
Guárdame un asiento.
Habla claramente.
Hable claramente.
Dilo claramente.
Repítelo.
La ciencia es divertida.
Te veo el lunes.
Te veo por ahí.
Envíame la cuenta.
¿Empezamos?
¿Comenzamos?
¿Quiere bailar?
¿Bailamos?
¿Vamos a bailar?
Ella lo adora.
Ella lo llamó.
Ella vino sola.
No sabe nadar.
Ella lo ahorcó.
Ella lo estranguló.
Ella cocina bien.
Ella me dejó.
Ella le dejó.
Ella le engañó.
Ella dio dinero.
La cogieron.
Ella cultivó rosas.
Ella tiene una bicicleta.
Tiene un libro.
Ella le ayudó.
Ella le abrazó.
Ella es una enfermera.
Ella es torpe.
Está a dieta.
Ella está afuera ahora.
Ella está hablando.
Ella está caminando.
Ella no es pobre.
Ella se quedó quieta.
Ella lo pateó.
Ella parecía enferma.
Ella se veía triste.
Ella parecía triste.
Ella adora los gatos.
Es posible que venga.
Puede que venga.
Ella podría venir.
Ella lo extraña.
Ella necesita esto.
Ella interpreta a Bach.
Ella se ve adinerada.
Ella disparó un arma.
Ella canta bien.
Ella huele mal.
Ella le provocaba.
Ella confía en él.
Ella teclea bien.
Estaba llorando.
Ella se quedó ciega.
Se quedó ciega.
Ella trabaja duro.
Es canadiense.
Ella es canadiense.
Ella es una belleza.
Ella es adorable.
Es un ángel.
Ella está demente.
Es inocente.
Ella no está aquí.
No está aquí.
Ella está embarazada.
Ella es cabezota.
Ella es testaruda.
¿Debería cerrar?
¿Paramos?
Siéntense allá.
Apareció humo.
Fumar apesta.
Alguien llamó.
Ha llamado alguien.
Llegó la primavera.
La primavera llegó.
Empieza a contar.
Dejen de chismorrear.
Dejen de copuchar.
Deja de refunfuñar.
Deja de quejarte.
¡Deja de resistirte!
Deja de chillar.
Deja ya de gritar.
Deja de silbar.
El azúcar es dulce.
El verano terminó.
Llévaselo a Tom.
Llévame con Tom.
Devuélvelo.
Llevátelo otra vez.
Díselo a todos.
Decí la verdad.
Di la verdad.
Digan la verdad.
Decid la verdad.
Contanos un chiste.
Cuéntanos un chiste.
Muchas gracias.
Muchas gracias.
Ese no es Tom.
Eso me da miedo.
Era mentira.
Estuvo cerca.
Eso estuvo genial.
Eso fue aspero.
Eso fue magia.
Eso fue mágico.
Eso salió bien.
Eso será todo.
Cambiará.
Eso cambiará.
Eso es una farsa.
Eso es un mango.
¡Eso es increíble!
¡Increíble!
Esa es una gallina.
Eso es correcto.
Es correcto.
Eso es cianuro.
Es para ti.
Eso es de ayuda.
Eso es una tontería.
Eso es una idiotez.
Eso es ilegal.
Eso es inmoral.
Esa es mi cerveza.
Ese es mi libro.
Es mi bebé.
Esa es mi idea.
¡Esa es mi frase!
Este es mi plan.
Este es mi proyecto.
Ella es mi esposa.
Esa es mi esposa.
Aquella es mi esposa.
Aquella es mi mujer.
Ese no es Tom.
Eso es obsceno.
Es obvio.
Eso es perfecto.
Eso es plástico.
Eso es privado.
Eso es grave.
Eso es tan patético.
Eso es extraño.
Es un suicidio.
Esa es la llave.
Es ese.
Eso es una lástima.
Qué malo.
Qué típico.
El bebé lloró.
Los pájaros cantaban.
El día se terminó.
El perro ladraba.
La bandera está alzada.
El hielo se derritió.
El techo gotea.
La sirena sonó.
Los gemelos cantaron.
Los dos sonrieron.
Ambos sonrieron.
Las miradas se cruzaron.
Sus labios se encontraron.
Hay un pez.
Éstos están buenos.
Éstos son buenos.
Estos son míos.
Éstos son míos.
Éstos son los míos.
Éstas son las mías.
Estas son nuestras.
Estas son auténticas.
Estas son verdaderas.
Estos son auténticos.
Éstos son reales.
Ellos aplaudieron.
Ellos se van.
Ellos están felices.
Le preguntaron.
Ambos murieron.
Ambos sirven.
Ambos trabajan.
Ambos funcionan.
Ellas me molestan.
Ellas lo compraron.
Volvieron.
Regresaron.
Encontraron a Tom.
Ellos lo descubrieron.
Tuvieron un niño.
Ellos odiaban a Tom.
Ellas odiaban a Tom.
Odiaban a Tom.
Han venido.
Ellas han venido.
Ellos han venido.
Tienen vino.
Ellos me ayudaron.
Saben eso.
Lo saben.
Me dejaron ir.
Parecen estar bien.
Se ven bien.
Les encanta eso.
Adoran eso.
Ellos amaban a Tom.
Les encantaste.
Les encantabas.
Te querían.
Te quisieron.
Ellos son bienintencionados.
Ellos necesitan ayuda.
Ellos discutieron.
Retrocedieron.
Dijeron eso.
Ellos dijeron eso.
Parecen estar bien.
Ellos huelen mal.
Lo pasaron mal.
Se esforzaron.
Tuvieron éxito.
Ellos confían en Tom.
Confían en ti.
Quieren más.
Quieren esto.
Ellos quieren esto.
Ellos estaban ocupados.
Estaban muertos.
Estaban enfermos.
Estaban enfermas.
Ellos estaban enfermos.
Ellas estaban enfermas.
Vienen.
Ellos vendrán.
Vendrán.
Ellos ayudarán.
Ellas ayudarán.
Trabajan mucho.
Atacarán.
Ellos atacarán.
Tienen miedo.
Ellos son aburridos.
Están rotos.
Están estropeados.
Vienen.
Ellos son familia.
Ellas son familia.
Son familia.
Ellos están escondidos.
Ellos están vacíos.
Son idiotas.
Están fatal.
Están muy mal.
Están como cabras.
Están como una cabra.
Tienen una taradura importante.
Están dentro.
Tienen miedo.
Son fuertes.
Lo están intentando.
Están amarillos.
Son amarillas.
Las cosas cambiaron.
Piénsatelo.
Piénsalo.
Piensa al respecto.
Piénselo.
Piensa en ello.
Este perro muerde.
Esta perra muerde.
Esto es un libro.
Esto es una mesa.
Esto es un hecho.
Esto es un pez.
Esto es un harpa.
Esta es una broma.
Este es un león.
¡Esto es un embrollo!
Esto es una norma.
Esto es una estafa.
Esto es una trampa.
Esto es absurdo.
Éste es mejor.
Esto es mejor.
Esto está mejor.
Esto es aburrido.
Es aburrido.
Esto está roto.
Esto está quebrado.
Esto está descompuesto.
Esto está estropeado.
Esto es espeluznante.
Esto es hinojo.
Esto es una locura.
Esto es de locos.
Esta es mi bolsa.
Éste es mi coche.
Éste es mi auto.
Ése es mi gato.
Este es mi gato.
Ésta es mi gata.
Éste es mi perro.
Ese es mi perro.
Este es mi trabajo.
Él es mi hijo.
Esto es culpa tuya.
Estás pagando por esto.
Esto es sencillo.
Es simple.
Esto es de ellos.
Esto no está mal.
Esto debe parar.
Este funciona.
Ésos son buenos.
Ésos están buenos.
Ésas están buenas.
Esos son míos.
Esas son mías.
Ésas están bien.
Ésas son bonitas.
Ésos son cucos.
Tira los dados.
Arroja los dados.
Lanza el dado.
Tira el dado.
El billete, por favor.
Átate los cordones.
Hoy hizo calor.
Hoy es lunes.
Tomás se disculpó.
Tom se acercó.
Tom cenó.
Tom construyó esto.
Tom te llamó.
Tom se acercó.
Tom vino temprano.
Tom puede responder.
Tom no puede venir.
Tom no sabe cocinar.
Tom no puede ayudar.
Tom está paralizado.
Tom no sabe cantar.
Tom no puede quedarse.
Tom no sabe nadar.
Tom no puede hablar.
Tom no puede esperar.
Tom no puede caminar.
Tom no puede andar.
Tom no puede trabajar.
Tom se quejó.
Tom cocina bien.
Tom no preguntó.
Tom no corrió.
Tom no ganó.
Tom murió feliz.
Tom murió joven.
Tom me dejó.
Tom se droga.
Tom consume drogas.
Tom bebió leche.
Tom tomó leche.
Tom condujo rápido.
Tom se sentía mareado.
Tom se sintió feliz.
Tom se sintió afortunado.
Tom se sentía cansado.
Tom disparó una vez.
Tom me ha perdonado.
Tom me perdonó.
Tom encontró a Mary.
Tom donó sangre.
Tom se quemó.
Tom se aproximó.
Tom fue robado.
Tom tuvo sueño.
Tom lo agarró.
Tom tiene un Ford.
Tom tiene una esposa.
Tom tiene asma.
Tom tiene problemas.
Tom tiene talento.
Tom necesita pagar.
Tom odiaba a Mary.
Tom odia a Mary.
Tom odia los gatos.
Tom odia la leche.
Tom escuchó a Mary.
Tom ayuda a Mary.
Tom contrató a Mary.
Tom improvisó.
Tom hizo una improvisación.
Tom intervino.
Tom es motorista.
Tom es ciclista.
Tomás es rubio.
Tom es un bruto.
Tom es un lacroso.
Tom es un guarro.
Tom es un repugnante.
Tom es un asqueroso.
Tom es un cerdomarrano.
Tom es un friki.
Tom es un borracho.
Tom es enano.
Tom es un invitado.
Tom es un perdedor.
Tom es minero.
Tom es piloto.
Tom es un rebelde.
Tom es un ladrón.
Tom es violento.
Tom es divertido.
Tom está avergonzado.
Tom es genial.
Tom está confundido.
Tom es cuidadoso.
Tom está cocinando.
Tom tiene razón.
Tomás está bailando.
Tom es taimado.
Tom está concentrado.
Tom está furioso.
Tom es servicial.
Tom está preso.
Tom está enamorado.
Tom está invitado.
Tomás tiene celos.
Tom está desempleado.
Tomás está bromeando.
Tom está casado.
Tom es tacaño.
Falta Tomás.
Tom es mi jefe.
Tom es mi ídolo.
Me llamo Tom.
Tom es travieso.
Tom está nervioso.
Tom está de servicio.
Tom está fuera.
Tom es paciente.
Tom es perfecto.
Tom está rezando.
Tom está presente.
Tom está leyendo.
Tom está relajado.
Tom está temblando.
Tom es frívolo.
Tom se está afeitando.
Tom está cantando.
Tom canta.
Tom está fumando.
Tom está roncando.
Tom está malcriado.
Tomás se queda.
Tom está sediento.
Tom tiene sed.
Tom está atrapado.
Tomás es inservible.
Tom es violento.
Tom está esperando.
Tom se está quejando.
Tomás está ganando.
Tom está con nosotros.
Tom está herido.
Tom está bostezando.
Tom no está ocupado.
Tom no ha muerto.
Tom no es estúpido.
Tom no está aquí.
Tom no está enfermo.
Tom no está seguro.
Tom no es alto.
Tom se quedó quieto.
Tom conoce a Mary.
Tom sabe eso.
Tom sabe esto.
Tom me mintió.
Tom nos mintió.
A Tom le gustó.
Tom quiere a Mary.
A Tom le gustan.
Tom vive acá.
Tom parecía enojado.
Tom parece frío.
Tomás parece estar muerto.
Tom luce pálido.
Tom parece rico.
Tom parece enfermo.
Tom amaba a Mary.
Tom ama a Mary.
Tom ama esto.
Tom podría esperar.
Tom te engañó.
Tomás necesita a María.
Tom necesita ayuda.
Tom necesita esto.
Tom necesita tiempo.
Tom nunca miente.
Tomás me pellizco.
Tom leyó mucho.
Tomás se acordó.
Tom recordó.
Tom vio un lobo.
Tom dice "hola".
Tom parecía enojado.
Tomás parecía tímido.
Tom parece tacaño.
Tom parece copado.
Tom lloró.
Tom debería de ganar.
Tom nada aquí.
Tom entendió.
Tom camina rápido.
Tom quiere a Mary.
Tom estaba ausente.
Tom estaba mejor.
Tom estaba llorando.
Tomás estaba comiendo.
Tom estaba comiendo.
Tom era famoso.
Tom fue retratado.
Tom fue enmarcado.
Tom era humilde.
Tom fue humilde.
Tom tenía hambre.
Tom estaba adentro.
Tom fue robado.
Tom estaba aterrado.
Tom estaba delgaducho.
Tom era fuerte.
Tom no estaba mojado.
Tom se quedó ciego.
Tom luchará.
Tom se dará prisa.
Tom hablará.
Tom me despertó.
Tom no sabrá.
Tom no cantará.
Tom no esperará.
Tom llevaba un sombrero.
Tom trabaja acá.
Tom esperaría.
Tom mejorará.
Tom sobrevivirá.
Tom es canadiense.
Tom es encantador.
Tom está haciendo trampa.
Tomás está confundido.
Tom está allí.
Tom se está riendo.
Tom no está enfermo.
Tom está colgado.
Tom está sudando.
¡Tom, respóndeme!
No te mueras, Tom.
Prueba dándole una patada.
Intenta no llorar.
Prueba este dulce.
¡Prueba este dulce!
Prueba esta salsa.
Trata de encontrarlo.
Intenta pararme.
Enciende la tele.
Enciende la televisión.
Espera fuera.
Espera enfrente.
Espera tu turno.
Espera. No te vayas.
¿Estuvo llorando Tom?
¿Era un sueño?
¿Ha sido un sueño?
¿Eso fue un si?
¿Eso fue un sí?
¿Era eso un sí?
Lávate la cara.
Lavaos la cara.
Lávese la cara.
Lávense la cara.
Lávate los pies.
Lavaos los pies.
Ten cuidado.
Adoptamos a Tom.
Todos lo sabíamos.
Todos lo sabemos.
Eso lo sabemos todos.
Nosotros ya comimos.
Estamos en casa.
Somos primos.
Somos médicos.
Nosotros somos doctores.
No estamos seguros.
Podemos hacerlo.
Nosotros podemos pagarte.
No podemos hacerlo.
Cocinamos con gas.
Abandonamos a Tom.
Bebimos mucho.
Comemos en casa.
Exageramos.
Iremos mañana.
Vamos mañana.
Nos vamos mañana.
Nos hemos casado.
Nos casamos.
Tuvimos que parar.
Tenemos un plan.
Hemos fallado.
Hemos fracasado.
Tenemos bastante.
Ahora sabemos.
Necesitamos un plan.
Necesitamos ganar.
Necesitábamos ayuda.
Nosotros necesitábamos ayuda.
No hemos visto nada.
Nos dimos la mano.
Deberíamos ayudar.
Nosotros estudiamos música.
Nos rendimos.
Estoy de acuerdo.
Yo también lo creo.
Soy de su opinión.
Comparto tu idea.
Pienso igual que usted.
Concuerdo contigo.
Concuerdo con vosotros.
Yo también pienso eso.
Yo también pienso así.
Normalmente ganamos.
Nos presentamos voluntarios.
Nos apuntamos voluntariamente.
Estábamos ausentes.
Estábamos comiendo.
Fuimos enmarcados.
Fuimos culpados.
Estábamos bromeando.
Fuimos robados.
No lo haremos.
Escribíamos mucho.
Eso nos gustaría.
Estaremos felices.
Ahí estaremos.
Os llamaremos.
Nosotros lo averiguaremos.
Te vamos a ayudar.
Te vamos a matar.
Te vamos a extrañar.
Lo pintaremos.
Te salvaremos.
Le informaremos.
Le diremos.
Somos hermanos.
Somos hombres ocupados.
Somos personas ocupadas.
Somos confiables.
Somos diabéticos.
Estamos divorciados.
Huimos.
Estamos famélicos.
Estamos muertos de hambre.
Somos ingenuos.
Estamos sin esperanza.
No somos pobres.
No somos ricos.
No estamos seguros.
Estamos de vacaciones.
Somos confiables.
Somos inquietos.
Somos tan felices.
Estamos tan felices.
Nos morimos de hambre.
Estamos colgados.
Somos profesoras.
Somos los mejores.
Somos minuciosos.
Nos levantamos temprano.
Estamos muy tristes.
Estamos observando.
Estamos mirando.
Observamos.
Miramos.
Estamos con vos.
Se nos ha golpeado.
Nos han disparado.
Los tenemos.
Tenemos esto.
Tenemos tiempo.
Hemos visto a Tom.
Nosotros la vimos.
Nosotras la vimos.
La hemos visto.
Bienvenidos a bordo.
¿Estuvieron aquí?
¿Estabas solo?
¿Estabas sola?
¿Estabas allí?
¡Qué día tan malo!
¡Qué perro más grande!
¡Qué perro tan grande!
¡Qué concepto!
¡Qué país!
¡Qué día más caluroso!
¡Qué día tan triste!
¡Qué escándalo!
¡Qué pensamiento!
¡Qué tragedia!
¿Y tú?
¿Qué son éstos?
¿Qué son éstas?
¿Qué son ésos?
¿Qué son ésas?
¿Qué puedo comer?
¿Qué podrá ser?
¿Qué lo causó?
¿Qué lo causa?
¿Qué día es hoy?
¿Y a mí qué?
¿Qué tengo?
¿Qué necesito?
¿A qué te dedicas?
¿Qué ocurrirá si fallo?
¿Para qué es?
¿Qué ha sido eso?
¿Qué había ahí?
¿Qué has dicho?
¿Qué dijiste?
¿Qué dijo usted?
¿Qué harás?
¿Qué hay aquí?
¿Cómo es?
¿A qué se parece?
¿Ahora dónde estoy?
¿Dónde están?
¿Adónde vamos?
¿Dónde está París?
¿Dónde estaba eso?
¿Dónde estabas?
¿Dónde estabais?
¿Dónde está Boston?
¿Dónde está mi bolso?
¿Dónde está mi coche?
¿Dónde está mi té?
¿Qué lado ganó?
¿Qué equipo ganó?
¿Quién rompió esto?
¿Quién lo rompió?
¿Quién te llamó?
¿A quién vio?
¿Quién más sabe?
¿Quién más lo sabe?
¿Quién va allí?
¿Quién te ayudó?
¿Quién intervino?
¿Quién está de guardia?
¿Quién mató a Tom?
¿Quién lo sabe?
¿Quién vive aquí?
¿Quién necesita eso?
¿Quién necesita aquello?
¿Quién lo pintó?
¿Quién vende esto?
¿Quién quiere eso?
¿Quién quiere esto?
¿Quién lo hará?
¿A quién le importaría?
¿Quién escribió eso?
¿Quién escribió esto?
¿Quién escribió eso?
¿Quién se está riendo?
¿Quién está de guardia?
¿Quién habla?
¿Quién está hablando?
¿Quién es ese chico?
¿Para quién es eso?
¿Quién es ese hombre?
¿Quién es aquel hombre?
¿Quién está mirando?
¿Quién vigila?
¿Por qué lo preguntas?
¿Por qué mientes?
¿Lo harás?
¿Lo harán?
Dale cuerda al reloj.
Sécate los ojos.
Límpiate los ojos.
Sonate la nariz.
Límpiate la nariz.
Las mujeres lo adoraban.
Las mujeres lo adoraron.
Sí, lo sé.
Sí, claro.
Sí, ciertamente.
Claro que sí.
Sí, podemos ir.
Eres estúpido.
Eres un estúpido.
Ahora pueden irse.
No podéis nadar.
No puedes andar.
¿Tú lo cambiaste?
Tú no pagaste.
Me das asco.
Me dais asco.
Conduzco rápido.
Tienes que irte.
Me ignorabas.
Me ignoraste.
Me mentiste.
Nos mentiste.
Te ves horrible.
Tienes un aspecto horrible.
Tienes muy mala cara.
Pareces aburrido.
Te ves genial.
Te ves contento.
Parece usted feliz.
Se le ve feliz.
Pareces listo.
Pareces espabilado.
Pareces ser espabilado.
Pareces cansado.
Pareces cansada.
Usted se ve cansado.
Tienes cara de sueño.
Pareces molesto.
Ahora puedes irte.
Ahora puede irse.
Puedes negarte.
Quizá vuelva.
Quizá vuelvan.
Quizá vuelvas.
Quizá volváis.
Puede que vuelvas.
Puede que volváis.
Puede que vuelva.
Puede que vuelvan.
Tienes que hacerlo.
Debes hacérselo.
Tienes que irte.
Necesitas un trabajo.
Necesitas una llave.
Necesitan dinero.
Me debes una.
Te ves feliz.
Pareces cansada.
Hueles bien.
Quédate ahí.
Quédese ahí.
Hablas mucho.
Fuiste valiente.
Estabas feliz.
Estaban felices.
Tuviste suerte.
La sacaste barata.
Tú tenías razón.
Estarás bien.
Te recuperarás.
Eres un fraude.
Sos un caprichoso.
Sos un perdedor.
Sos un mojigato.
Sos un chorro.
Eres una mujer.
Son increíbles.
Tú eres entretenido.
Eres quisquilloso.
Se te ve satisfecho.
Eres de gran ayuda.
Estás enamorado.
Andas con suerte.
Sois afortunados.
Estás invitado.
Estás celoso.
¡Estás bromeando!
Eres como yo.
Son como yo.
Usted es como yo.
Eres mi héroe.
Sos mi héroe.
¡Eres mi héroe!
Eres mi tipo.
Estás nervioso.
No sos Dios.
No sos gordo.
Vos no sos viejo.
Estás a tiempo.
Sos paciente.
Eres paciente.
Estás mentalizado.
Tú eres superficial.
Estás borracho.
Estáis borrachos.
Sos muy flaco.
Eres especial.
Terminaste.
Eres un inútil.
Sos inservible.
No servís para nada.
Sos bueno para nada.
Son inservibles.
Son buenos para nada.
Eres rico.
Estás ganando.
Están ganando.
Estás herida.
Has cambiado.
¡Lo has hecho!
¡Lo lograste!
El tuyo es peor.
El vuestro es peor.
La tuya es peor.
La vuestra es peor.
Un bote zozobró.
Un pez puede nadar.
Un hombre debe trabajar.
Todos están presentes.
Todos estaban en silencio.
¿Estoy solo aquí?
¿Te estoy aburriendo?
¿Estoy en problemas?
¿Hay alguien aquí?
Quien sea.
¿Estos son tuyos?
¿Son tuyos ésos?
¿Son tuyas ésas?
¿Son suyos ésos?
¿Terminamos?
¿Sos un fantasma?
¿Eres un fantasma?
¿Estás en casa?
¿Estáis en casa?
¿Estás en el trabajo?
¿Eres bipolar?
¿Sois bipolares?
¿Son ustedes bipolares?
¿Es usted bipolar?
¿Tienes la razón?
¿Sois médicos?
¿Estás emocionado?
¿Están bien?
Chicos, ¿están bien?
¿Estás saludable?
¿Estás sano?
¿Estás celoso?
¿Estás bromeando?
¿Me estás bromeando?
¿Estás jodiendo?
¿Estás de coña?
¿Estás mirando?
¿Estáis mirando?
¿Estás casado?
¿Estás casada?
¿Eres casada?
¿Están nerviosas?
¿Estás mentalizado?
¿Sois parientes?
¿En serio?
¿No estás bromeando?
¿Son hermanas?
¿Estás ganando?
¿Estás trabajando?
¿No tienes frío?
¿No estás feliz?
Pregúntame cualquier cosa.
Pregúntame mañana.
Las bolas son redondas.
Sé más preciso.
Ten mucho cuidado.
Tengan mucho cuidado.
Los osos hibernan.
Las abejas hacen miel.
Haz de tripas corazón.
Boston es genial.
Los muchachos son estúpidos.
Tráemelo.
Acércalo.
Tráeme mi sombrero.
Traeme eso.
Péinate.
Llámame en cualquier momento.
Llámame, por favor.
¡Llama a mi esposo!
¡Llame a mi marido!
Llame a un doctor.
¡Llama a la policía!
¡Llamen a la policía!
¡Llamad a la policía!
¡Llamá a la policía!
Llamá a la policía.
¿Puedo tomarlo por prestado?
¿Puedo pedirlo prestado?
¿Me das un poco?
¿Me dan un poco?
¿Puedo quedarme con esto?
¿Puedo irme ya?
¿Ahora puedo irme?
¿Puedo sentarme ahí?
¿Puedo ir yo también?
¿Puedo apuntarme?
¿Puedo trabajar aquí?
¿Tom puede ayudarnos?
¿Pueden oler los pájaros?
¿Se puede arreglar?
¿Puede arreglarse?
¿Se puede reparar?
¿Puede repararse?
¿Ellos pueden verme?
¿Pueden vernos?
¿Podemos probarlo?
¿Podemos charlar ahora?
¿Podés respirar?
¿Puedes respirar?
¿Puedes contribuir?
¿Puedes compartir gastos?
¿Puedes sentirlo?
¿Puedes encontrarlo?
¿Puedes oírme?
¿Puedes oírnos?
¿Puede oírnos?
¿Puedes ayudarme?
¿Me puedes ayudar?
¿Pueden ayudarme?
¿Puedes abrirlo?
¿Puede abrirlo?
¿Podéis ver a Tom?
¿Puedes ver a Tom?
¿Puedes mostrarme?
¿Te podés callar?
¿Podés silbar?
Los gatos atrapan ratones.
Limpia tu habitación.
Recoge la mesa.
Cerrá esa puerta.
Cierra esa puerta.
Cierra la escotilla.
Cierra tu libro.
Cerrad los ojos.
Ven a cogerlo.
Ven a verme.
Venid a verme.
Bajen.
Baja.
Baje.
Vuelve a casa temprano.
Vuelve pronto a casa.
Volvé a casa temprano.
Ven si puedes.
Ven para acá.
Vamos, levántate.
¡Felicidades!
Cuente hasta treinta.
Cúbrete los brazos.
Cúbrete las piernas.
Déjalo ya, Tom.
Defiéndete.
¿Tom hizo eso?
¿Tom lo encontró?
¿Acaso él fue allá?
¿Le gustó a ella?
¿Tú lo botaste?
¿Lo has oído?
¿Lo habéis oído?
¿Me oíste?
¿Te gustó?
¿Les gustó?
¿Os gustó?
¿Me querías?
¿Yo te gustaba?
¿Me querías?
¿Me amabas?
¿Lo hiciste?
¿Lo has hecho tú?
¿Me extrañaste?
¿Dijiste que sí?
¿Has dicho que sí?
¿Viste a Tom?
¿Demandaste a Tom?
¿No lo sabías?
Cava un agujero profundo.
¡La cena está lista!
La cena está preparada.
¿Me veo cansado?
Hazlo ahora.
Hazlo ahora mismo.
Hazlo ahoritita.
Hazlo ahorita.
Hazlo ya mismo.
¿Tenemos tiempo?
Hacé lo que puedas.
¿Discrepa usted?
¿Dudás de mí?
¿Dudas de mí?
¿Comes pescado?
¿Come usted carne?
¿Comés carne?
¿Coméis carne?
¿Comes carne?
¿Está mal?
¿Tienes uno?
¿Tenéis uno?
¿Conoces a Tom?
¿La conoces a ella?
¿Vos la conocés?
¿La conoces?
¿La conocéis?
¿La conoce?
¿La conocen?
¿Vosotros la conocéis?
¿Le conoces?
¿Le conocéis?
¿Le conoce?
¿Ustedes le conocen?
¿Sabés por qué?
¿Te gusta Tom?
¿Te gusta el rap?
¿Te gusta el té?
¿Le gusta el té?
¿Os gusta el té?
¿Les gusta el té?
¿Quieres a Tom?
¿Recuerdas?
¿Lo recuerdas?
¿Tú crees?
¿Usted cree?
¿Confiás en mí?
¿Confías en mí?
¿Confiáis en mí?
¿Le quieres?
¿Ves la tele?
¿El amor existe?
¿Eso vale?
¿Vale esto?
No seas tonto.
No seas boludo.
No seas idiota.
No seas absurdo.
No seas absurda.
No tengas miedo.
No te asustes.
No seas tacaño.
No seas canuto.
No seas tonto.
No seas estúpido.
No me molestes.
No me moleste.
No me jodas.
¡Déjame tranquilo!
No le engañes.
No lo engañes.
No vengas.
No te me mueras.
No lo olvides.
No lo olvidéis.
No se enoje.
No te enojes.
No se enfade.
No te emborraches.
No interfieras.
No interrumpas.
No me mientas.
No nos mientas.
No mires atrás.
No mires abajo.
No exageres.
¡No hagas el ridículo!
No hagas el tonto.
No juegues aquí.
No me lo recuerdes.
No pares aquí.
No digas mentiras.
No mientas.
¡No mientas!
No confíes en Tom.
No confíes en él.
No confíe en él.
No confiéis en él.
No confíen en él.
Tómate algo.
Bebe algo.
Bebed algo.
Beban algo.
Bébete el vino.
Bébase el vino.
Bébanse el vino.
Bebeos el vino.
Come más despacio.
¡Buen provecho!
Buen provecho.
¡Buen provecho!
¡Buen provecho!
Buen provecho.
Que aproveche.
Disfrute su viaje.
Incluso Tom sonrió.
Todo el mundo aplaude.
Todos aplauden.
Todos lo saben.
Todos estuvieron de acuerdo.
Todos están de acuerdo.
Todo el mundo sueña.
Todos tenemos sueños.
Todos miraron.
Todos oraron.
Todos sonrieron.
Todos están muertos.
Todos están enfermos.
Acciona el conmutador.
Siga a ese coche.
Las ranas comen moscas.
Súbete al bote.
Móntate en la barca.
Consígueme un doctor.
Búscame un doctor.
Consígueme un abogado.
Búscame un abogado.
Consígueme mis píldoras.
Tráeme algo de hielo.
Sal de mi césped.
Sal de aquí.
Llama a tu madre.
Recoge a tu madre.
Localiza a tu madre.
Coge tus cosas.
Recoged vuestras cosas.
Recoja sus cosas.
Las chicas están locas.
¡Llamalo a Tomás!
¡Llámalo a Tomás!
¡Llámenlo a Tomás!
Dale una muñeca.
Intenta algo.
Dame un respiro.
Ponme una sonrisa.
Sonríeme.
Dame una hora.
Dame mi cerveza.
Dame mi bastón.
Dame la llave.
Entrégame la llave.
Dame el mapa.
Dales dinero.
¡Dámelas!
¡Dámelos!
Vuelve al trabajo.
Ve a comprar hielo.
Vete a hacer algo.
Ve rápido a casa.
Andá a hacer pochoclo.
Andá a dormir ahora.
Vaya a dormir ahora.
Andate a dormir ahora.
¡Ve a la tienda!
Ve a esperar afuera.
Dios envió una señal.
Buenas noches, Tom.
Agarra de abajo.
Coge tus cosas.
Genial, ¿no?
El verde te queda.
Alcanzame una toalla.
Él llegó tarde.
Llegó tarde.
Él rompió a llorar.
Él empezó a correr.
Él te traicionó.
Él os traicionó.
Él compró un coche.
Llegó al amanecer.
Él vino corriendo.
Él puede correr rápido.
Claramente él mintió.
Cumplió con su deber.
Lo volvió a hacer.
Lo hizo de nuevo.
No ha venido.
Él lo hace rápido.
Él bebe mucho.
Se sintió en casa.
Se sentía en casa.
Él perdió las esperanzas.
Él consiguió el balón.
Él tuvo un golpe.
Él llevaba unos vaqueros.
Él llevaba jeans puestos.
Él tiene un Toyota.
Él tiene una cámara.
Él tiene una raqueta.
Él tiene un boleto.
Él salió.
Él tiene diez vacas.
Él tiene dos gatos.
Él tiene dos perros.
Es etíope.
Él es un soñador.
Él es un pintor.
Él es pintor.
Él es estudiante.
Él es profesor.
Él es mi padre.
No está ahí.
Él no es joven.
Él no está casado.
Él está soltero.
Él es muy rápido.
Es muy amable.
Él es muy amable.
Él es muy alto.
Acaba de llegar.
Él siguió cantando.
Él seguía hablando.
Le gusta Disney.
Le gusta correr.
Parecía joven.
Él se ve triste.
Le encanta el café.
Adora los trenes.
Le encantan los trenes.
Él ama los trenes.
Le gustan los trenes.
Él construyó un robot.
Le hizo llorar.
Él me hizo cantar.
Él puede estar allá.
Él lo mencionó.
Él juega fútbol.
Él me presionó.
Él dejó de fumar.
Él dejó el cigarro.
No dijo nada.
Él cantó desafinado.
Vio a la niña.
Él parece honesto.
Él vende whisky.
Me miró atentamente.
Él camina despacio.
Estaba haciendo trampa.
Él estaba hablando.
Él estaba parado.
Él estaba de pie.
Él fue a pescar.
Él fue a Nara.
Él también irá.
Sobrevivirá.
Él llevaba gafas.
Él escribe libros.
Escribe libros.
Él miente mal.
Él es comediante.
Él es jardinero.
Está muerto de cansancio.
Se está quedando calvo.
Él es amable conmigo.
Él es mi hermano.
Es mi hermano.
Él es mi marido.
Él no es estúpido.
No es estúpido.
Ya viene.
Él está muy despierto.
Ayúdame a empujarlo.
Su rostro se iluminó.
Su padre murió.
Acá estoy otra vez.
Aquí está el mapa.
Aquí está mi álbum.
Aquí está tu bolsa.
Ésta es tu llave.
Coge esto.
Toma, coge esto.
Ten, pruébatelo.
Toma, pruébatelas.
¡Eh, yo te conozco!
¡Hola! ¿Qué tal?
¡Hola! ¿Cómo estás?
¡Hola! ¿Qué tal estás?
¡Hola! ¿Qué tal estás?
Su identificación era falsa.
Se esfumaron sus esperanzas.
Sus esperanzas se esfumaron.
Su palabra es ley.
Espere, por favor.
¡Sostén la vela!
Los caballos corren rápido.
¿Cómo están todos?
¿Cómo estáis ahora?
¿Cómo estás ahora?
¡Qué alto eres!
¡Qué grande eres!
¿Cómo podemos ayudar?
¿Cómo murió Tom?
¿Cómo empezamos?
¿Cómo te sientes?
¿Cómo te encuentras?
¿Cómo se siente?
¿Cómo os sentís?
¿Cómo se sienten?
¿Cómo lo sabes?
¡Qué fascinante!
¡Qué humillante!
¡Qué interesante!
¿Cómo están todos?
¿Cuánto costó?
¿Qué edad tienes?
¡Qué grosero!
¿Cómo de pequeño es?
¡Qué desafortunado!
¿Cómo terminará?
¿Qué tal has dormido?
¿Cómo está Tom?
¿Cómo están todos?
¿Cómo está el agua?
¿Cómo anda tu resfriado?
¿Cómo está tu mujer?
¡Apúrensen, muchachas!
El hipnotismo funciona.
Me duele todo.
Casi lo hago.
Hoy estoy ocupado.
Hoy estoy ocupada.
Soy de Tokio.
Estoy en problemas.
No estoy comiendo.
No soy estúpido.
Estoy muy cansado.
Lo aprecio.
Me comí la manzana.
Me mordí la lengua.
Reservé un lugar.
Compré un libro.
Me quebré la espalda.
Llamé a Tom.
La llamé.
Lo llamé.
Me lo puedo permitir.
Puedo permitírmelo.
Puedo regresar.
Puedo apañármelas.
Puedo cantar bien.
Yo puedo nadar rápido.
Sé nadar bien.
Puedo confiar en él.
No lo aguanto.
No puedo soportarlo.
No puedo respirar.
No puedo negarlo.
No lo puedo negar.
No lo puedo sentir.
No puedo encontrarlo.
No puedo rendirme.
No puedo volver.
No lo puedo oír.
No puedo oírlo.
No puedo evitarlo.
No puedo hacerlo.
No puedo verte.
No puedo veros.
No puedo verle.
No puedo verlos.
No puedo ingresar.
No puedo deshacerlo.
No sé silbar.
Me resfrié.
Pillé un resfriado.
¡Atrapé un pez!
Capturé una anguila.
Cogí una anguila.
Me acobardé.
Cociné la cena.
No me podía mover.
No podría parar.
No pude parar.
No podía caminar.
Lloro todos los días.
Me corté el dedo.
Lo hice bien.
Lo hice yo.
Lo hice perfectamente.
No escuché.
No lo he dicho.
No lo vi.
Claro que lo entiendo.
Sí que lo entiendo.
Sí que lo comprendo.
Ya lo he pillado.
No lo siento.
No me gusta.
No lo necesito.
No lo veo.
No te veo.
Me sequé la cara.
Me gusta mucho leer.
Huí de la muerte.
Alimenté a las cabras.
Me siento traicionada.
Me siento traicionado.
Estoy febril.
Me siento impotente.
Me siento desamparado.
Me siento indefenso.
Me siento inútil.
Extraño mi hogar.
Me siento aliviado.
Me siento fatal.
Me sentía excluido.
Me sentí rechazado.
Me sentí rechazado.
Olvidé mi llave.
Olvidé mi pluma.
Encontré mi libro.
Yo di ejemplos.
Cultivo tomates.
Supongo que está bien.
Lo adiviné correctamente.
Acerté.
Tenía mis dudas.
No tuve opción.
No tenía dudas.
Tuve que renunciar.
Odio pelear.
Detesto pelear.
Odio mi voz.
Odio la política.
Odio los mapaches.
Odio a los reptiles.
Odio estudiar.
Odio los tomates.
Odio las bodas.
Tengo un moretón.
Tengo barbita de chivo.
Tengo una manzana.
Tengo malas noticias.
Tengo caspa.
Tengo la piel seca.
Tengo tarea.
Tengo insomnio.
Tengo leucemia.
No tengo fiebre.
No tengo un duro.
No tengo dinero.
Estoy sin dinero.
Estoy quebrado.
No tengo un centimo.
No tengo un chavo.
No tengo un mango.
He vuelto.
Volví.
Tengo diez lapiceras.
Tengo diez bolígrafos.
Tengo la lista.
¡Tengo que apurarme!
Tengo dos automóviles.
Tengo dos coches.
Tengo dos gatos.
Tengo dos trabajos.
Escucho risas.
Yo sólo te escucho.
Oigo los tambores.
Espero que te sirva.
Espero que llueva.
Me lastimé el codo.
Me imaginé eso.
Acabo de acabar.
Sencillamente lo extraño.
Sigo estornudando.
Sabía que ganaríamos.
Sé que Tom mintió.
Yo sé todo eso.
Sé todo eso.
Conozco su nombre.
La conozco bien.
Yo la conozco bien.
Conozco su nombre.
Sé cómo se llama.
Sé que duele.
Sé que está caliente.
Conozco a ese hombre.
Conozco a la chica.
Los conozco a todos.
Conozco a tu hijo.
Me eché bocabajo.
Aprendí mucho.
Me gustan las caricaturas.
Me gustan los niños.
Me gusta la escalada.
Me gusta el cuscús.
Me agrada hacerlo.
Me gusta mi casa.
Me gusta dormir.
Me gusta nadar.
Me gusta enseñar.
Me gusta ese perro.
Me gusta aquel perro.
Me gusta ese trabajo.
Me gusta aquella corbata.
Me gusta el calor.
Me gusta la idea.
Me gustan todos.
Me gusta esta taza.
Me gusta este perro.
Me gusta este trabajo.
Me gusta bailar.
Me gusta estudiar.
Me gusta tu automóvil.
Me gusta su coche.
Me gusta tu coche.
Me gusta su gato.
Me gusta vuestro perro.
Me gusta tu corbata.
Ahora vivo aquí.
Vivo aquí ahora.
Vivo en Japón.
Miré a mi alrededor.
Miré a Tom.
Perdí las ganas.
Perdí mi reloj.
Perdí el juego.
Perdí la partida.
Perdí la lista.
Me encanta el brécol.
Adoro las comedias.
Adoro las berenjenas.
Me encantan las berenjenas.
Adoro aprender.
Me encanta mi casa.
Me encanta la idea.
Amo este auto.
Me encanta este trabajo.
Me encanta bailar.
Yo amo festejar.
Me gusta dormir.
Me encanta enseñar.
Me gusta escribir.
Me encanta escribir
Me encantan los casamientos.
Me encantan las bodas.
Los quiero a ambos.
Las quiero a ambas.
También te amo.
Me gusta tu coche.
Me encanta tu coche.
Amo a tu hijo.
Yo hice aquel.
Entendí mal.
Debo de estar ciego.
Debo encontrarlo.
Debo ir allá.
Tengo que ayudarla.
Debo ayudarlo.
Debo obedecer a Tom.
Lo vi yo mismo.
Yo misma lo vi.
Necesito Internet.
Necesito un doctor.
Necesito una escalera.
Necesito una laptop.
Necesito un portátil.
Necesito un abogado.
Necesito un rotulador.
Necesito un lápiz.
Necesito una ducha.
Necesito un pañuelo.
Necesito un arma.
Necesito cafeína.
Necesito su ayuda.
Necesito su nombre.
Lo necesito para hoy.
Lo necesito hoy.
Necesito mis pastillas.
Necesito uno más.
Necesito una más.
Necesito unas tijeras.
Necesito a alguien.
Necesito relajarme.
Tengo que afeitarme.
Me tengo que afeitar.
Necesito dormir.
Te necesito aquí.
No lo hago nunca.
Nunca me enfado.
Nunca me rindo.
No me rindo nunca.
Nunca dije que no.
Solo necesito a Tom.
Solo quiero a Tom.
Pedí pizza.
Le burlé.
Pagué mis cuentas.
Pagué la cuenta.
Juego al béisbol.
Juego al fútbol.
Juego en el campo.
Toco el bajo.
Toco el arpa.
Yo toco oboe.
Jugaba al fútbol.
Yo jugué al tenis.
Yo jugaba al tenis.
Prefiero ir en bicicleta.
Me puse a cubierto.
Corrí a refugiarme.
Yo competí para alcalde.
Soné la campana.
Soné la campanilla.
Leo una carta.
He leído una carta.
Leí una carta.
Leí su libro.
Leo el libro.
Me leí el libro.
Lo reconozco.
Me acuerdo de ellos.
Me acuerdo de ellas.
Me acuerdo de esto.
Corro todos los días.
Volví a sentarme.
Me senté otra vez.
Vi a Tom reírse.
Vi irse a Tom.
Vi a Tomás desnudo.
La vi nuevamente.
La volví a ver.
Le vi nuevamente.
Yo lo vi primero.
Le he visto desnudo.
Lo vi venir.
Hoy vi uno.
Hoy vi una.
Veo una jirafa.
Yo veo su casa.
Veo algo.
Veo la corona.
Estoy viendo la corona.
Veo a la reina.
La mandé a casa.
Sacudí mi cabeza.
Dormí todo el día.
Lo sigo haciendo.
Sigo haciéndolo.
Todavía lo hago.
Aún lo necesito.
Aún la necesito.
Yo estudié música.
Estudio inglés.
Tomo vitaminas.
Hablé con Tom.
Le hablé a ella.
Creo que estoy gordo.
Creo que está bien.
Yo también lo creo.
Me arriesgué.
Estoy totalmente de acuerdo.
Yo traté de ayudar.
Traté de esconderme.
Lo entiendo.
Lo comprendo.
Yo fumaba.
Voté por Tom.
Despierto temprano.
Quiero un doctor.
Quiero un dólar.
Quiero una familia.
Quiero tener un amigo.
Quiero un abogado.
Quiero una devolución.
Quiero evidencias.
Quiero pruebas.
Necesito de su ayuda.
Quiero a mi mamá.
Quiero mi plata.
Quiero mis cosas.
Quiero esa bolsa.
Quiero aquella bolsa.
Quiero ese trabajo.
Quiero aquél.
Quiero lo mejor.
Quiero esta bolsa.
Quiero este gato.
Quiero bailar.
Quiero conducir.
Quiero manejar.
Quiero aprender.
Me quiero ir.
Quiero hablar.
Quise llorar.
Quiero morir.
Quise pagar.
Yo era profesor.
Yo era profesora.
Nací aquí.
Estaba preocupado.
Estaba preocupada.
Yo estaba indignado.
Fui despedido.
Estaba extenuado.
Estaba impresionada.
Estuve en Boston.
Estaba escuchando.
No estaba borracho.
Yo no estaba borracho.
Estaba petrificado.
Era escéptico.
Me sorprendió.
Yo era demasiado pequeño.
Yo era muy pequeño.
No fui honesto.
Fui de compras.
Seguiré.
Te voy a extrañar.
Te echaré de menos.
Os echaré de menos.
Yo te detendré.
Lo miraré.
Me gustaría irme.
Le deseo suerte.
Que tengas suerte.
Me desperté cansado.
No lo negaré.
No voy a leerlo.
Trabajo con él.
No me importaría.
Estaría agradecido.
Lo volvería a hacer.
Lo haría otra vez.
Quisiera un libro.
Quisiera un tenedor.
Prefiero leer.
Preferiría quedarme.
Prefiero quedarme.
Preferiría caminar.
Yo permitiré esto.
Voy a permitir esto.
Lo arreglaré.
Voy a arreglarlo.
Preguntaré por ahí.
Te voy a ayudar.
Yo te ayudo.
Estaré contento.
Con placer.
Será un placer.
Seré paciente.
Estaré presente.
Estaré esperando.
Voy a estar trabajando.
Traeré vino.
Compraré un Ford.
Llamaré más tarde.
Daré lo mejor.
Iré en taxi.
Iré a hacer eso.
Tomaré jugo.
Dejaré ir a Tom.
Lo buscaré.
Pagaré el doble.
Yo lo pagaré.
Pagaré por ello.
Te premiaré.
Te recompensaré.
Voy a dormir acá.
Dormiré aquí.
Enseguida empiezo.
Me quedaré cerca.
Lo entenderé.
Lo comprenderé.
Soy cristiano.
Soy biólogo.
Estoy un poco cansada.
Soy carpintero.
Soy maderero.
Soy detective.
Soy geólogo.
Soy un buen cocinero.
Soy buena para cocinar.
Soy un hombre feliz.
Soy salvavidas.
Soy socorrista.
Soy cerrajero.
Soy un masoquista.
Soy un ave nocturna.
Yo soy policía.
Puedo correr.
Sé esquiar.
Estoy casi listo.
Estoy casi lista.
Estoy casi listo.
Casi he terminado.
Estoy casi segura.
Siempre estoy atrasado.
Soy educador.
Soy ingeniero.
Soy un ingeniero.
Soy optimista.
Ahora estoy en casa.
Estoy en el banco.
Soy consciente de ello.
Estoy enterado de ello.
Te estoy suplicando.
Te estoy implorando.
Estoy comprendiendo.
Estoy celebrando.
Soy daltónico.
Estoy cómodo.
Estoy cómoda.
Voy de vuelta.
Vuelvo a casa.
Me carcajeo.
Estoy indefenso.
Me va genial.
He terminado de comer.
Terminé de comer.
Estoy comiendo aquí.
Estoy avergonzado.
Soy extrovertida.
Soy extrovertido.
Me siento mal.
Me siento triste.
Soy de Boston.
Estoy friendo pescado.
Me estoy haciendo viejo.
Voy a ir.
Estoy ayudando a Tom.
Estoy ayudando.
Te estoy ayudando.
Estoy en apuros.
Estoy en un aprieto.
No llevo prisa.
Estoy en la bañadera.
Estoy en la ciudad.
Estoy buscando trabajo.
Solo pregunto.
Solo bromeo.
Me marcho ya.
Voy saliendo.
Ya me voy.
Soy zurdo.
Hoy es mi día.
Hoy tengo suerte.
Me falta uno.
Soy mi propio jefe.
Soy miope.
Soy nuevo en esto.
No soy un niño.
No soy una bruja.
No estoy preocupado.
No estoy segura.
No soy gallina.
No soy celosa.
No estoy bromeando.
No estoy casado.
No estoy casada.
No estoy nervioso.
No tengo paciencia.
No soy perfecta.
Ahora no estoy triste.
No voy en serio.
No estoy tan seguro.
No soy especial.
No estoy esperando.
No soy rico.
No estoy trabajando.
No estoy gritando.
Ahora no estoy armado.
Estoy de vacaciones.
Soy de mente abierta.
Estoy desbordado.
Estoy abrumado.
Me duele todo.
Estoy bastante dolorido.
Estoy bastante cansado.
Soy bastante joven.
Estoy bastante ocupado.
Estoy listo para irme.
Soy alguien responsable.
Soy responsable.
Estoy harto de ti.
Estoy muy confundida.
Todavía estoy vivo.
Sigo vivo.
Todavía estoy despierto.
Soy tan gansa.
Soy tan ganso.
Soy el malo.
Soy la mala.
Yo soy el malo.
Yo soy la mala.
Estoy muy avergonzado.
De verdad lo siento.
Soy muy desmañado.
Estoy muy hambriento.
Soy muy modesto.
Soy tu doctor.
Soy tu médico.
Soy tu padre.
Yo soy tu padre.
Soy tu amigo.
Soy tu amiga.
Soy tu abogado.
Yo soy tu hermana.
Soy tu hermana.
Lo cambié.
La cambié.
Ya la he cambiado.
Me corté.
Me he cortado.
Me ha ido peor.
Estoy resfriado.
Estoy constipado.
Estoy acatarrado.
He tenido suficiente.
Suficiente.
Tuve suficiente.
Ya estoy podrido.
Ya estoy harto.
Oí eso.
Lo he oído.
Perdí la cuenta.
He perdido la cuenta.
Te he extrañado.
Introduce tu nombre.
¿Tom es canadiense?
¿Es Tom un genio?
¿Tom es un actor?
¿Está Tom farfullando?
¿Tom está soñando?
¿Tom está contigo?
¿Hay alguien aquí?
¿Hay alguien en casa?
¿Alguien está lastimado?
¿Se lastimó alguien?
¿Hay alguien ahí?
¿Es un maestro?
¿Es maestro?
¿Respira?
¿Él está respirando?
¿Es peligroso?
¿Está hondo aquí?
¿Cubre aquí?
¿Es una buena noticia?
¿Es importante?
¿No es negro?
¿No es negra?
¿Es venenoso?
¿Es tan tarde?
¿Ya es tan tarde?
¿Es demasiado pequeño?
¿Es demasiado pequeña?
¿Es su libro?
¿Es ella japonesa?
¿Ella es doctora?
¿Eso es una llama?
¿Eso es una cebra?
¿Eso es saludable?
¿Esto es un sueño?
¿Esto es una radio?
¿Es esto un río?
¿Es ese un río?
¿Este coche es nuevo?
¿Este auto es nuevo?
¿Eso es correcto?
¿Esto está en oferta?
¿Es esto demasiado grande?
¿Es hoy viernes?
¿Es viernes hoy?
¿Estamos a viernes?
¿Hoy es lunes?
¿No es aburrido?
¿No es suficiente?
¿No es mío?
¿Eso no es verdad?
No se rompió.
No se quebró.
No duele.
Es una opción.
No es un montaje.
No es un pez.
No se quebró.
Esto no es suficiente.
Me molesta.
Se veía horrible.
Se veía barato.
Puede parecer raro.
Esto puede parecer extraño.
Podría suceder.
Debe de ser verdad.
Realmente funciona.
Verdaderamente va.
Sí que funciona.
Parece probable.
¡Suena genial!
¡Me parece bien!
Suena raro.
Sabía dulce.
Fue muy emocionante.
Pasó hace siglos.
Todo terminó.
Todo estaba bien.
Fue un honor.
Era un honor.
Fue emocionante.
Era fabuloso.
Estaba fabuloso.
Era de Tom.
Fue muy divertido.
Era mi sueño.
Fue culpa mía.
Fue mi culpa.
Fue romántico.
Era el mismo.
Era demasiado tarde.
Era demasiado largo.
Era demasiado suave.
Valió la pena.
No fue encontrado.
No era gracioso.
Pesa un montón.
No importará.
Sería divertido.
Empeorará.
Volverá a crecer.
Pronto lloverá.
Es idea de Tom.
Le toca a Tom.
Es un mal momento.
Es una gran ciudad.
Es un gran paso.
Es un número fraccionario.
Es una seta.
Es un libro nuevo.
Es un atajo.
Es una sorpresa.
Ya casi es hora.
Es aceptable.
Son casi las seis.
Es un engendro.
Es artificial.
Hace frío hoy.
Hoy hace fresco.
Está botado.
Es trabajo sucio.
Es dinero fácil.
Hoy hace bueno.
Es imposible.
¡Es increíble!
¡Eso es increíble!
¡Increíble!
Es inevitable.
Es irrelevante.
Es solo un gato.
Solo es sangre.
Es solo pizza.
Es hora del almuerzo.
Es engañoso.
Hoy hace bueno.
No es lunes.
No es una bomba.
No es un montaje.
No es un pez.
No es un juego.
No es ninguna broma.
No está roto.
No se quebró.
No es suficiente.
Esto no es suficiente.
No es mi auto.
No es mi trabajo.
No está tan lejos.
No es útil.
Solo es sangre.
Es nuestro secreto.
Es pura magia.
Es bien bueno.
Es refrescante.
Es ridículo.
Aún está húmedo.
Todavía está aquí.
Todavía está caliente.
Esto es sofocante.
Qué agobio.
Es hora de irse.
Es tiempo de irse.
Es hora de marcharse.
Es muy barato.
Está muy limpio.
Es muy temprano.
Es muy arriesgado.
Es muy corto.
Es muy dulce.
Hoy hace calor.
Es brujería.
Es tu dinero.
Jesús os quiere.
Limítate a hacerlo rápido.
Limítate a hacerlo, Tom.
Limítate a trabajar.
Solo continúa.
Solo sigue adelante.
Deja entrar a Tom.
Simplemente déjame probar.
Mírame.
Limítate a mirarme.
Solamente quédate cerca.
Solo pruébatela.
Envuélvalo, por favor.
Tenlo en mente.
Tenedlo presente.
Sigue sonriendo.
Siempre ríe.
Seguí practicando.
Sigue practicando.
Siga practicando.
Sigan practicando.
¡Guarde el cambio!
Guarda el secreto.
Amasa la masa.
Los koalas son monos.
Deja solo a Tom.
Déjame a Tom.
Deje un mensaje.
Deja un mensaje.
Dejadle solo.
Váyase de nuestra casa.
Deja la televisión encendida.
Deja eso aquí.
Los limones son ácidos.
Los limones son amargos.
Déjame ser feliz.
Déjame llamar a Tom.
Déjame llevarlo.
Déjame averiguarlo.
Déjame arreglarlo.
Deja que lo arregle.
Déjame ayudarte.
¡Dejad que os ayude!
Déjame ver eso.
A ver eso.
Déjame sentarme.
Seamos sinceros.
Celebremos.
Volvamos.
Dejemos a Tom.
Hagámoslo ahora.
Primero comamos.
Comamos.
Comamos sushi.
Terminemos.
Remontemos barriletes.
Remontemos cometas.
Volemos una cometa.
Volemos cometas.
Olvidémoslo.
Tomemos un taxi.
Llevémonos bien.
Emborrachémonos.
Embriaguémonos.
Curémonos.
Alistémonos.
Vayamos en colectivo.
Vayamos en coche.
Vámonos a la cama.
Improvisemos.
Negociemos.
Descansemos aquí.
Paremos aquí.
Hablemos de negocios.
Intentemos otra vez.
Volvamos.
Visitemos a Tom.
Esperemos aquí.
La vida es sueño.
La vida es extraña.
La vida es injusta.
La vida es injusta.
Escuche usted un momento.
Cuídalos.
Cuídalas.
Mira al gato.
Mira al cielo.
Mira el cielo.
Mira detrás de ti.
Aflojate la corbata.
Aflójate la corbata.
La comida está servida.
Achícalo.
Hazlo más pequeño.
Hazlo más chico.
¡Haz ruido!
¡Haced ruido!
¡Armad jaleo!
¡Mete boche!
Mary es modelo.
Mary es viuda.
Mary está resplandeciente.
Mary está radiante.
María es mi esposa.
Mary es mi sobrina.
¿Puedo irme ya?
Puede que esté equivocado.
Tal vez es verdad.
Reúnete conmigo esta noche.
¡Feliz Navidad!
¿Puedo entrar?
Mamá tiene fiebre.
Hace falta dinero.
Mi libro está aquí.
Mi gato es negro.
Mi gato es blanco.
Mi gato me ama.
Mis gatos me quieren.
Mi perro es blanco.
Mi pelo es gris.
Mi pelo es largo.
Mi casa es grande.
Tengo la boca seca.
Mi turno terminó.
Mi camisa está mojada.
Mi camisa está húmeda.
Mis zapatos chirrían.
La naturaleza es cruel.
Nunca lo olvides.
Nunca me dejes ir.
Nunca juegues aquí.
Nunca digas nunca.
Nunca digas mentiras.
Nunca confíes en Tom.
¡Qué gusto verte!
Nadie respondió.
Nadie salió herido.
Nadie me ama.
Nadie vio eso.
Nadie vio aquello.
Nadie tiene hambre.
Nadie respondió.
Nadie lo hizo.
Nadie quiere eso.
Nadie lo quiere.
Nada es gratis.
No hay nada gratis.
Ahora todo va bien.
Ahora quédate quieto.
Ya basta de llorar.
Para de llorar.
Octubre se acabó.
Oh, no te preocupes.
Solo se quedó Tom.
Abre la botella.
Abran sus libros.
¡Abra la boca!
¡Abre la boca!
Abre la boca.
Abrí la boca.
¡Abrid la boca!
¡Abran la boca!
Las fiestas son divertidas.
Las fiestas me aburren.
Préstame el bolígrafo.
Llámalo, por favor.
Límpialo, por favor.
Por favor continúe.
Por favor, prosiga.
Arregle eso por favor.
Por favor, arregla esto.
Por favor, arreglad esto.
Por favor, arreglá esto.
Por favor, arregle esto.
Por favor, arreglen esto.
Continúa, por favor.
¡Por favor, apurate!
Apresúrate, por favor.
Por favor, siéntese.
Tome asiento, por favor.
Sentate, por favor.
Sentate por favor.
Por favor, siéntate aquí.
Siéntese aquí, por favor.
Sentaos aquí, por favor.
Por favor, siéntense aquí.
Coge una.
Coge una de estas.
Dímelo, por favor.
Los precios están altos.
Los precios son altos.
Presiona el botón.
Ponte el sombrero.
Ponte el sombrero.
Ponte tu sombrero.
Ponte el sombrero.
Ponte tu sombrero.
Leé esto primero.
Lee esto primero.
Lean esto primero.
El rechazo duele.
Recuérdamelo más tarde.
Quítate el sombrero.
Repite después de mí.
Repítemelo.
Ensilla mi caballo.
Cuida tu voz.
Di que me amas.
El colegio me aburre.
Nos vemos esta noche.
Envíelo por correo aéreo.
Envíalo por correo.
Mándemelos.
¿Nos vamos ahora?
Ella lo admiraba.
Ella adora los gatos.
Ella se calmó.
Ella se lo merecía.
Ella desapareció.
Ella se durmió.
Ella lo perdonó.
Ella se levantó tarde.
Ella tenía una radio.
Ella tiene un gato.
Es canadiense.
Ella es canadiense.
Ella es una belleza.
Ella es despreocupada.
Ella es grácil.
Ella no está aquí.
No está aquí.
Ella no es alta.
Ella es demasiado débil.
No está ahí.
Ella no es joven.
Ella vive sola.
Desvió la vista.
Ella perdió un libro.
Perdió un libro.
Se casó con él.
Ella le pellizcó.
Lo retó.
Lo abofeteó.
Ella lo apuñaló.
Ella habla demasiado.
Ella lo ató.
Se lo quitó.
Ella confiaba en ti.
Ella estaba jadeando.
Ella se fue adentro.
Ella lo intentará.
Ella le despertó.
Ella trabajó duro.
Trabaja mucho.
Es brasileña.
Ella es asertiva.
Es guapa.
Ella es preciosa.
Ella es hermosa.
Ella está en peligro.
Es mi amiga.
Ella es mi hermana.
Es mi hermana.
Ella no es cantante.
Ella está a dieta.
Está a dieta.
Las ovejas comen pasto.
Muéstrame el camino.
Ten piedad de mí.
Tenga piedad de mí.
Tengan piedad de mí.
Muéstramelos.
Muestra tus cartas.
Mostraos.
Cierra la boca.
Siéntate derecho.
Siéntese recto.
Hasta ahora, todo bien.
Alguien llamó.
Ha llamado alguien.
Aquí hay alguien.
Hay alguno aquí.
Alguien tosió.
Que alguien me ayude.
Alguien está allí.
Perdón, se me olvidó.
¡Toca la alarma!
Da la alarma.
Haz sonar la alarma.
Di lo que piensas.
La ortografía es divertida.
Llegó la primavera.
Ha llegado la primavera.
La primavera llegó.
La primavera ha llegado.
Quédate a cenar.
¡Quedate en el auto!
¡Quédate en el auto!
Roba el dinero.
No te entrometas.
No seas cotilla.
No marujees.
Deja de llamarme.
Deja de hacer eso.
Para de hacer eso.
Deja de hacerme daño.
Párate aquí.
Detente aquí.
Párese aquí mismo.
Párate aquí mismo.
Dejad de reñiros.
Ya basta de disputas.
Detén ese camión.
Para a esa mujer.
Detén a esa señora.
Detenga a esa mujer.
Para de quejarte.
Barre el piso.
Lleva adentro a Tom.
Tomá una aspirina.
Cógelo todo.
Dile gracias a Tom.
Cuéntame un cuento.
Dime quién ganó.
Gracias por eso.
Gracias por esto.
Puede pasar.
No puede durar.
Eso no puede durar.
No va a durar.
Ese perro es grande.
Ese perro brincó.
Ese perro saltó.
Esa perra brincó.
Esa perra saltó.
Esta es una mesa.
Ese es su coche.
Es su coche.
Ése es su coche.
Ese es su coche.
Eso es injusto.
Eso no es real.
Eso no es cierto.
Eso no es verdad.
Tiene buen aspecto.
Ese hombre es Tomás.
Aquel hombre es Tomás.
Eso podría ayudar.
Aquel es el mío.
Se ve divertido.
Eso fue brusco.
Eso fue absurdo.
Eso fue tonto.
Eso fue estúpido.
Ese no era Tom.
Eso ayudaría.
Esa es una iglesia.
Eso es una iglesia.
Esa es una pagoda.
Eso es un alivio.
Es adorable.
Todo eso es cierto.
Son malas noticias.
Eso es una niñada.
Es dudoso.
Eso es enorme.
Ese es mi vestido.
Eso es mi culpa.
Eso es absurdo.
Eso es injusto.
Eso no es real.
Eso no es seguro.
Esto no es verdad.
Esto no es cierto.
Eso no es cierto.
Es falso.
Eso no es verdad.
Eso es patético.
Eso es personal.
Eso es muy gracioso.
Eso es tan dulce.
Eso es terrible.
Eso es la norma.
Es demasiado fácil.
¡Eso es demasiado!
Eso es demasiado.
Eso es enorme.
Eso es muy grande.
Esa es muy grande.
Ese es muy grande.
Ese es tu trabajo.
El aire está húmedo.
La caja está aquí.
El niño es amable.
El autobús está lleno.
El autobús es lento.
El auto es azul.
El coche es azul.
El gato es perezoso.
La taza es preciosa.
La suerte está echada.
El perro gruñó.
El perro está muerto.
El perro es mío.
La puerta se abrió.
El motor se detuvo.
El fuego se extinguió.
El lago es grande.
Las hojas cayeron.
La luz está encendida.
La luz está prendida.
El hombre se sonrojó.
Se ve la luna.
La red es enorme.
La paga es buena.
Se cortó la luz.
El radar se rompió.
La radio está encendida.
La habitación está calurosa.
El mar es azul.
El cielo es azul.
El soldado corrió.
La sopa está fría.
Se rompió la correa.
La verdad duele.
Los dos se rieron.
Las dos se rieron.
El pozo está seco.
Hay reglas.
Ahí viene ella.
Hay una mesa.
No hay cura.
No hay comida.
No hay oro.
No hay esperanza.
No hay riesgo.
No hay prisa.
No hay sal.
No hay tiempo.
¡Ahí viene nuestro bus!
Ahí está nuestro bus.
Estos son de Tom.
Estos son pájaros.
Éstos son geniales.
Éstos son estupendos.
Éstos son tuyos.
Lo hicieron todos.
Todos hablaron.
Todos charlaron.
Ellos son actores.
Son melones.
Ellos son pilotos.
Son lindos.
Ellas son lindas.
Cenaron.
Ellos cenaron.
Ellas cenaron.
Pueden cambiar.
Me engañaron.
Ellos no ayudan.
Ellos beben Coca-Cola.
Ellos te temían.
Encontraron esto.
Ellos me saludaron.
Odian a las mujeres.
Ellos ayudaron a Tom.
Ellas ayudaron a Tom.
Abrazaron a Tom.
Me ignoraron.
Ellos viven separados.
Viven allá.
Ellos viven allí.
Ellos parecen aburridos.
Se ven estupendos.
Están estupendos.
Parecen felices.
Se ven felices.
Se ven contentos.
Parecen contentas.
Perdieron de nuevo.
Extrañaron a Tom.
Necesitan dinero.
Ellos nunca vinieron.
Se desmayaron.
Ellos se ven felices.
Parecen felices.
Me ataron.
Lo entendieron.
Se volvieron locos.
Ellos fueron ahí.
Ellos estaban borrachos.
Ellos tuvieron suerte.
Estaban listos.
Tenían razón.
Estaban allí.
Estaban equivocados.
Ellos estaban equivocados.
Estaban equivocadas.
Ellas estaban equivocadas.
No se quedarán.
No hablarán.
Ellos no hablarán.
Ellas no hablarán.
Estarán estupendamente.
Estarán perfectamente.
Me matarán.
Les gustará.
Responderán.
Sobrevivirán.
Están discutiendo.
Son correctos.
Son primos.
Son primas.
Están bailando.
Son amigos.
Ellos son amigos.
Son becarios.
Están en prácticas.
Están celosos.
Están inquietos.
Están nerviosos.
Están casados.
Son huérfanos.
Están afuera.
Son hermanas.
Están sonriendo.
Son especiales.
Están hablando.
Están charlando.
Ellos están atrapados.
Son inútiles.
Están esperando.
Están aguardando.
Ellas están conmigo.
Están conmigo.
Ellos están conmigo.
Están trabajando.
Las cosas van bien.
Las cosas están bien.
Este libro es nuevo.
Este perro es grande.
Esto es un sueño.
Esto es una farsa.
Este es el hotel.
Esto es un hotel.
Es un hotel.
Esto es un oboe.
Es correcto.
Esto es para Tom.
Es para ti.
Esto es para ti.
Eso es basura.
Esto es inmoral.
Esto es mahjongg.
Esto es el mahjong.
Este es mi bebé.
Este es mi libro.
Este libro es mío.
Él es mi jefe.
Este es mi escritorio.
Esta es mi muñeca.
Es mi destino.
Esta es mi casa.
Esta es mi vida.
Este es mi plan.
Este es mi cuarto.
Este es mi asiento.
Esta es mi canción.
Este es mi lugar.
Este es mi sitio.
Ella es mi esposa.
Este es mi vino.
Esto no es bueno.
Esto es obsceno.
Este es nuestro carro.
Esto es perfecto.
Esto es tan chévere.
Es tan genial.
Esto es tan estúpido.
Esto es tan fácil.
Esto está tan bueno.
Esto es especial.
¡Esto es un suicidio!
Este es el niño.
Este es el muchacho.
Esto es el final.
Este es el fin.
Esto es demasiado grande.
Esto no es justo.
Esto no es mío.
Ésta no es mía.
Esto se ve bien.
Esto va bien.
Esto pinta bien.
Esto me agrada.
Esto me preocupa.
Me preocupa esto.
Aquellos son de Tom.
Esos son osos.
Esos son regalos.
Ésos se ven bien.
Tíraselo a Tom.
Tírasela a Tom.
Es hora de comer.
Es hora de cenar.
El tiempo es limitado.
Son tiempos duros.
Los tiempos eran duros.
Errar es humano.
Hoy es viernes.
Hoy es lunes.
Tom maltrataba a Mary.
Tom abusaba de Mary.
Tom aceleró.
Tom adora a Mary.
Tom ya comió.
Tom también baila.
Tom volvió a preguntar.
Tom no comió nada.
Tom comió palomitas.
Tom comió rápidamente.
Tom comió quedito.
Tom horneó pan.
Tom se hizo débil.
Tom me cree.
Tom me traicionó.
Tom nos traicionó.
Tom responsabilizó a Mary.
Tom vino en auto.
Tom vino en coche.
Tom se acercó.
Tom puede hacerlo.
Tom puede oírnos.
Tom puede ayudarnos.
Tom no puede hablar.
Tom pilló a Mary.
Tom persiguió a Mary.
Tom asfixió a Mary.
Tom lloró mucho.
Tom realmente hizo eso.
Tom no lloró.
Tom no ayudó.
Tom no lo sabía.
Tom no aprobó.
Tom murió el lunes.
Tom desapareció.
Tom me da asco.
Tom toma cerveza.
Tom bebe vino.
Tom abandonó a Mary.
Tom exageró.
Tom exagera.
Tom se cayó dormido.
Tom se durmió.
Tom se sintió culpable.
Tom se sintió hambriento.
Tom se sintió solo.
Tom disparó primero.
Tom me siguió.
Tom nos siguió.
Tom engañó a Mary.
Tom obtuvo un aumento.
Tom se aburrió.
Tom se emocionó.
Tom se casó.
Tom se puso nervioso.
Tom recibió un disparo.
Tom no tenía nada.
Tom tiene tos.
Tom tiene un caballo.
Tom tiene una corazonada.
Tom tiene un piano.
Tom tiene un rancho.
Tom se ha escapado.
Tom tiene hipo.
Tom tiene mis llaves.
Tom no tiene nada.
Tom tiene conejos.
Tom tiene la llave.
Tom se debe quedar.
Tom tiene que quedarse.
Tom ayudó a Mary.
Tom me pegó duro.
Tom abrazó a Mary.
Tom es musulmán.
Tomás es banquero.
Tom es un cyborg.
Tom es un amigo.
Tom es golfista.
Tom es abogado.
Tom es una leyenda.
Tom es un maníaco.
Tom es cura.
Tom es sacerdote.
Tomás es un racista.
Tomás es racista.
Tom es cantante.
Tom es un surfista.
Tom es escritor.
Tom es un fanático.
Tom es anormal.
Tom es adulto.
Tom es un adulto.
Tom es un ángel.
Tom es anoréxico.
Tom es arrogante.
Tom es autista.
Tom está descalzo.
Tom está sangrando.
Tom está faroleando.
Tomás está confundido.
Tom está tosiendo.
Tom es creativo.
Tom está chiflado.
Tom es diabético.
Tom es divorciado.
Tomás es desconfiado.
Tom está soñando.
¡Tom se está ahogando!
Tom se está ahogando.
Tom es amistoso.
Tom es guapo.
Tom es inseguro.
Tom es insolente.
Tom está inspirado.
Tom está implicado.
Tom se está riendo.
Tom está aprendiendo.
Tom es agradable.
Tom es simpático.
Tom es mi enemigo.
Tom es mi invitado.
Tom es mi tío.
Tom es nuevo aquí.
Tom no ha muerto.
Tom no es tonto.
Tom es nuestro héroe.
Tom es patético.
Tom es perverso.
Tom está atarantado.
Tom es romántico.
Tom está estornudando.
Tom está hablando.
Tom está estudiando.
Tom está sudando.
Tom es el mejor.
Tom está pensando.
Tom es meticuloso.
Tom está emocionado.
Tom es tolerante.
Tom es muy ruidoso.
Tom está entrenando.
Tom está arriba.
Tom es muy viejo.
Tom está muy triste.
Tom es muy tímido.
Tom está agotado.
Tom no es pesado.
Tom no está mintiendo.
Tom no es ingenuo.
Tom no está listo.
Tom no está allí.
Tom no es raro.
Acaba de pegarme Tom.
Tom acaba de aterrizar.
Tom pateó a Mary.
Tom mató a Mary.
Tom besó a Mary.
Tom me defraudó.
Tom te ha mentido.
Tom te mintió.
Tom vivía ahí.
Tom vive allí.
Tom parecía tranquilo.
Tom parecía frío.
Tom se veía lindo.
Tom parecía pálido.
Tom parece estar enojado.
Tom se ve aburrido.
Tom parece estar aburrido.
Tom parece borracho.
Tom se ve contento.
Tom parece preparado.
Tom parece tenso.
Tom se ve cansado.
Tom parece cansado.
Tom se ve joven.
Tom luce joven.
Tom parece joven.
Tom perdió peso.
Tom ama los libros.
Tom puede estar lastimado.
Tom puede hacer eso.
Tom quizás podría desfallecer.
Tom podría desmayarse.
Tom engañó a Mary.
Tom confundió a Mary.
Tom necesitaba a Mary.
Tom necesitaba ayuda.
Tom necesitaba esperanza.
Tom necesitaba descansar.
Tom necesitaba esto.
Tomás necesita un taxi.
Tom necesita un trabajo.
Tom necesita dinero.
Tom necesita agua.
Tom nunca bromea.
Tom achuchó a Mary.
Tom obedeció a Mary.
Tom telefoneó a Mary.
Tom leía novelas.
Tom cantó suavemente.
Tom estaba sentado leyendo.
Tom miró un ratón.
Tom los asustó.
Tom se asusta fácil.
Tomás parecía perdido.
Tom parecía agradable.
Tom parecía enfermo.
Tom se ve aburrido.
Tom parece estar aburrido.
Tom se ve feliz.
Tomás parece ingenuo.
Tom ve cosas.
Tom vende frutas.
Tom abatió un ciervo.
Tom habla rápido.
Tom robó un coche.
Tom se rindió.
Tom provocaba a Mary.
Tom se bañó.
Tom cogió mi coche.
Tom confía en Mary.
Tomás entiende.
Tom se ofreció voluntario.
Tom caminó a casa.
Tom quería a Mary.
Tom quería más.
Tom quiere plata.
Tom quiere ir.
Tom advirtió a Mary.
Tom era un borracho.
Tom era minero.
Tom era un enfermero.
Tom era violento.
Tom fue adoptado.
Tom fue gracioso.
Tom estaba molesto.
Tom estaba desorientado.
Tom recibió una paliza.
Tom estaba curioso.
Tom tenía curiosidad.
Tom estaba emocionado.
Tom era mi héroe.
Tom estaba nervioso.
Tom estaba fuera.
Tom fue popular.
Tom estaba impactado.
Tom estaba pasmado.
Tom estaba cantando.
Tomás estaba fumando.
Tom estaba tan ocupado.
Tom tuvo sed.
Tom estaba atrapado.
Tom era rico.
Tom estaba ganando.
Tom estaba con nosotros.
Tom estaba trabajando.
Tom escribía.
Tom no estaba calvo.
Tom no estaba bien.
Tom no estaba colocado.
Tom no era rico.
Tom no estaba seguro.
Tom no estaba seguro.
Tom lleva peluca.
Tom fue al extranjero.
Tomás se acostó.
Tom aceptará.
Tom va a cambiar.
Tom se escapará.
Tom se quedará.
Tom sufrirá.
Tom ganó la apuesta.
Tom no cederá.
Tom llevaba guantes.
Tom trabaja solo.
Tom trabaja allí.
Tom escribe bien.
Tom lo averiguará.
Tom recordará.
Tom está consciente.
Tom es peligroso.
Tom está escuchando.
Tom es mi primo.
Tom es mi amigo.
¡Tom, ten cuidado!
La confianza se gana.
Prueba con otra distinta.
Hazlo con otro.
Te lo recomiendo.
Intenta no bostezar.
Apaga la televisión.
Apagad la televisión.
¡Prende el ventilador!
Encienda usted el gas.
Destraba la puerta.
Espera un poco más.
Espera un segundo.
Esperad un segundo.
Esperen un segundo.
Espera justo aquí.
Las paredes oyen.
Las paredes tienen oídos.
¿Fue útil?
Lavá todo.
Lava todo.
Lavá los platos.
Lávate las manos.
Mira y aprende.
¡Mirá y aprendé!
Mira cuidadosamente.
Mirá cuidadosamente.
Mira por dónde caminas.
Todos te odiamos.
Todos amamos a Tom.
Somos hermanos.
Nosotros somos sus hijos.
Somos profesores.
Somos maestros.
Somos profesoras.
No estamos solos.
No estamos solas.
No somos jóvenes.
Arrestamos a Tom.
Comimos juntos.
Traicionamos a Tom.
Los dos nos reímos.
Las dos nos reímos.
Compramos un coche.
Podemos ayudar a Tom.
Podemos ayudarte.
Podemos ayudarlos.
Los podemos ayudar.
Cerramos temprano.
Contamos con ustedes.
Declaramos la guerra.
Hicimos nuestro deber.
Nosotros no lo hicimos.
Comemos pescado crudo.
Comemos juntos.
Seguimos a Tom.
Tenemos un conejito.
Tenemos visita.
No tenemos tiempo.
No tenemos nada.
No nos falta nada.
Nos gusta conversar.
Nos encanta esta zona.
Nos encanta estar aquí.
Nos encantan los picnics.
Nos encanta ayudar.
Hicimos waffles.
Hicimos gofres.
Conocimos un escritor.
Debemos ver a Tom.
Deberíamos ganar.
Castigamos a Tom.
Nos acordamos de Tom.
Los respetamos.
Las respetamos.
Nosotros cantamos para ella.
Compartimos ideas.
Deberíamos irnos.
Hablamos francés.
Estudiamos francés.
Anduvimos mucho.
Lo queremos de vuelta.
Queremos justicia.
Queremos ayudar.
Queremos saber.
Queremos hablar.
Queremos votar.
Fuimos a Gifu.
Éramos enemigos.
Éramos amigos.
Estábamos hablando.
Estábamos preocupados.
Fuimos heridos.
Venceremos.
Volveremos.
Los detendremos.
Lo intentaremos de nuevo.
Te visitaremos.
Vamos a esperar acá.
Somos canadienses.
Nos estamos muriendo.
Nos estamos muriendo todos.
Todos nosotros somos felices.
Estamos todos cansados.
Somos abogados.
Los dos estamos bien.
Los dos somos ricos.
Estamos seguros.
Estamos desesperados.
Somos simpáticos.
Somos cordiales.
Estamos fundidos.
Somos pescadores.
Somos jardineros.
Vamos ahora.
Vamos a salir.
Nosotros salimos.
Somos imparciales.
Estamos en Boston.
Estamos a cargo.
Estamos en peligro.
Estamos intrigados.
Estamos escuchando.
Le estamos perdiendo.
Somos recién casados.
Estamos recién casados.
No estamos solos.
No estamos solas.
No estamos locos.
No estamos locas.
No estamos listos.
No estamos cansados.
No somos jóvenes.
Somos objetivos.
Estamos en el campus.
Somos optimistas.
Estamos organizados.
Somos prisioneros.
Somos parientes.
Estamos satisfechos.
Estamos separados.
Estamos demasiado cerca.
Estamos demasiado borrachos.
Estamos demasiado bebidos.
No tenemos seguro médico.
Hemos estado lejos.
Nos han disparado.
Hemos venido a casa.
Hemos hecho eso.
Tenemos esos.
Deberíamos irnos.
Los perdimos.
Los vimos.
Los hemos visto.
Las hemos visto.
Bravo, amigos míos.
Bueno, comamos.
¿Estaban mintiendo?
¿Estabas llorando?
¿Estabais llorando?
¿Tenías miedo?
¡Qué niño tan lindo!
¡Qué desastre!
¡Qué catástrofe!
¡Qué perro más grande!
¡Pero qué enorme perro!
¡Qué gusto!
¡Qué placer!
¡Qué tipo grosero!
¡Qué sorpresa!
¿Qué hago?
¿Qué estoy haciendo?
¿Qué puedes hacer?
¿Qué sigue después?
¿Qué sigue a continuación?
¿Qué podría hacer?
¿Qué me perdí?
¿Qué hizo Tom?
¿Qué dijo?
¿Qué hiciste?
¿Qué hacen ellos?
¿Qué ves?
¿Qué hace?
¿A qué se dedica?
¿Qué hace él?
¿Qué falta?
¿Qué mató a Tom?
¿Qué te asustó?
¿Qué había dentro?
¿Qué fue robado?
¿Qué vamos a hacer?
¿Qué haremos?
¿Qué año es?
¿En qué año estamos?
¿Qué está en peligro?
¿Qué está pasando?
¿Qué pasa?
¿Qué hay?
¿Qué sucede?
¿Qué ocurrió?
¿Cómo se llama?
¿Cómo se llama?
¿Qué hay ahí?
¿De qué se trata?
¿Cómo se llama?
¿Cuál es mi premio?
¿Qué es tan gracioso?
¿Para qué sirve eso?
¿Para qué es eso?
¿Para qué vale eso?
¿Qué pasa?
¿Cuál es el plan?
¿Cuál es la norma?
¿Qué hora es?
¿Cuál es la palabra?
¿Qué es la teología?
¿Esto para qué sirve?
¿Para qué vale esto?
¿Qué pasa, vale?
¿Cuántos años tiene?
¿En qué trabajas?
¿Qué es tu trabajo?
¿Cuándo podemos comer?
¿Cuándo acabó?
¿Cuándo se acabó?
¿Cuándo terminó?
¿Cuándo correrás?
¿Adónde podemos ir?
¿A dónde fue él?
¿Dónde está Boston?
¿Dónde está mi coche?
¿Dónde está mi auto?
¿Dónde estaban?
¿Dónde está Tom ahora?
¿Dónde está mi cerveza?
¿Dónde está mi libro?
¿Dónde está mi bastón?
¿Dónde está mi abrigo?
¿Dónde está mi peine?
¿Dónde está mi anillo?
¿Dónde está mi habitación?
¿Dónde está mi cuarto?
¿Dónde está nuestro coche?
¿Dónde está la bolsa?
¿Dónde está el auto?
¿Dónde está el coche?
¿Dónde está el gato?
¿Dónde está la llave?
¿Dónde está el servicio?
¿Dónde está el mapa?
¿Dónde está el bolígrafo?
¿Dónde está el zoológico?
¿Dónde queda el zoológico?
¿Cuáles son de Tom?
¿Cuál llave es?
¿Quién nos traicionó?
¿Quién los llamó?
¿Quién ayudó?
¿Quién contribuyó?
¿A quién viste?
¿A quién amas?
¿Quién tiene el arma?
¿Quién es ese chico?
¿Quién es ese individuo?
¿Quién es ese hombre?
¿Quién es aquel hombre?
¿Quién es este muchacho?
¿Quién es este chico?
¿Quién lo recibió?
¿Quién firmó eso?
¿Quién se rindió?
¿Quién te enseña?
¿Quién te hizo caer?
¿Quién quiere ir?
¿Quién está al mando?
¿Quién está gritando?
¿Quién es esa chica?
¿Quién es el comprador?
¿Quién es el alcalde?
¿Quién es la alcaldesa?
¿De quién es esto?
¿Quién es tu esposa?
¿Por qué somos pobres?
¿Por qué está enfadado?
¿Por qué estás enfadado?
¿Por qué estás enfadada?
¿Por qué está enfadada?
¿Por qué estáis enfadados?
¿Por qué estáis enfadadas?
¿Por qué estás triste?
¿Por qué está triste?
¿Por qué están tristes?
¿Por qué preguntaste?
¿Por qué llorabas?
¿Por qué lloraste?
¿Por qué mentiste?
¿Por qué corriste?
¿Por qué hacerlo ahora?
¿Por qué soñamos?
¿Por qué debería ir?
Me faltaban palabras.
¿Tú lo harías?
Escribe una respuesta.
Escriba una respuesta.
Escriban una respuesta.
Escribid una respuesta.
Escríbeme una nota.
Escribe algo.
Anota eso.
Anote eso.
Anoten eso.
Anotad eso.
Escríbetelo.
Anota esto.
Anote esto.
Anoten esto.
Anotad esto.
Escribe tu nombre.
Eres una mujer.
Eres un travieso.
Tú eres aquel.
Me traicionaste.
Nos traicionaste.
Nos engañaste.
Mejor que te escondas.
Puedes entrar.
Puedes irte a casa.
Puedes hacerlo.
Podéis hacerlo.
Puedes decírnoslo.
Me confundiste.
Te lo merecías.
El trabajo es tuyo.
Usted tiene cáncer.
Tenés cáncer.
Ustedes tienen cáncer.
Tenéis cáncer.
Tú conoces gente.
Tienes cara de sueño.
Te ves fuerte.
Pareces estúpido.
Pareces idiota.
Pareces bobo.
Pareces inseguro.
¡Qué suertudo!
Puedes irte a casa.
Debes de ser Tom.
No debes mentir.
Deberías descansar.
Deberían quedarse.
Hueles horrible.
Pareces cansado.
Pareces cansada.
Tú dormías.
Ustedes dormían.
Fuiste engañado.
Mejor vete.
Te arrepentirás.
Tú le alcanzarás.
Tú lo descubrirás.
Te vas a perder.
Te perderás.
Me lo agradecerás.
Sos un amigo.
Eres un genio.
Sos un genio.
Tú eres una amenaza.
Es usted una amenaza.
Sois una amenaza.
Eres un donnadie.
Tú eres una persona.
Eres un racista.
Sos un machista.
Sos un adulto.
¡Eres un ángel!
Sos un ángel.
Eres idiota.
Sos un idiota.
¡Eres un idiota!
¡Eres idiota!
Tú estás murmurando.
Tú estás farfullando.
Tú estás chismorreando.
Eres creativo.
Eres decidido.
Eres decidida.
Terminaste.
Estás perdonada.
Estás perdonado.
Estás muy guapa.
Eres guapísima.
Estás espléndida.
Estás preciosa.
Eres guapa.
Eres ingenua.
Ustedes son ingenuos.
No tienes esperanza.
No tienes remedio.
Son inocentes.
Usted es inocente.
Eres inocente.
Sos inocente.
Eres como Tom.
Ahora eres mía.
Ya eres mío.
Ahora me perteneces.
Ya te tengo.
Tú eres mi hijo.
Eres mi enemigo.
Tú eres mi enemigo.
Eres mi enemiga.
Tú eres mi enemiga.
Usted es mi enemigo.
Usted es mi enemiga.
Es mi enemigo.
Es mi enemiga.
Sos mi enemigo.
Sos mi enemiga.
Vos sos mi enemigo.
Vos sos mi enemiga.
Usted es nuevo aquí.
No eres pobre.
No estás enfermo.
No estás enferma.
No estáis enfermos.
No eres fea.
No estás bien.
Eres patético.
Está preparado.
Usted es de fiar.
Eres nervioso.
Ahora está a salvo.
Ahora estás a salvo.
Ahora estáis a salvo.
Ahora están a salvo.
Estás tan cerca.
¡Qué cursi eres!
Eres muy ingenuo.
Sos muy ingenuo.
Estás estancado.
Estás atascado.
Eres un cabezón.
Eres la mejor.
Eres el mejor.
Sos el mejor.
Usted es la mejor.
Sos la mejor.
Usted es el mejor.
Son los mejores.
Tú eres el jefe.
Llegas demasiado tarde.
Sos demasiado alto.
Sos demasiado débil.
Tú lo vales.
Tienes correo.
Se acabó tu tiempo.
El tuyo es mejor.
La tuya es mejor.
El vuestro es mejor.
La vuestra es mejor.
El suyo es mejor.
La suya es mejor.
Ella dijo "mira".
Los pájaros tienen alas.
Un pájaro tiene alas.
Hay un taxi esperando.
Pasó un auto.
Un perro está ladrando.
Llegó un zorro.
Un zorro se acercó.
El león es fuerte.
Acepta tu destino.
Los accidentes pasan.
Los accidentes ocurren.
El aire es invisible.
¿Te estoy lastimando?
¿De verdad estoy enferma?
Coge el teléfono.
Cualquier libro servirá.
Todos saben eso.
Cualquiera puede hacerlo.
Cualquier cosa vale.
Aplica por escrito.
Aplique por escrito.
Apliquen por escrito.
¿Son reales los dragones?
¿Ellos son amigos?
¿Son hermanas?
¿Son ésos para mí?
¿Tú eres canadiense?
¿Eres canadiense?
¿Es usted japonés?
¿Usted es japonés?
¿Vosotros sois japoneses?
¿Tú eres japonés?
¿Sos japonés?
¿Eres japonés?
¿Tú eres médico?
¿Es doctor?
¿Eres golfista?
¿Eres tú un abogado?
¿Eres abogado?
¿Eres nudista?
¿Sos cantante?
¿Eres cantante?
¿Eres mago?
¿Estáis en casa?
¿Os habéis perdido?
¿Están todos locos?
¿Eres idiota?
¿Te estás sonrojando?
¿Sois hermanos?
¿Son hermanos?
¿Son ustedes hermanos?
¿Estás ocupado ahora?
¿Estás bebiendo?
¿Estáis bebiendo?
¿Están bebiendo?
¿Está bebiendo?
¿Eres disléxico?
¿Eres flexible?
¿Eres real?
¿Estás libre ahora?
¿Te estás congelando?
¿Estás allí?
¿Estáis allí dentro?
¿Están ahí dentro?
¿Está usted ahí dentro?
¿Eres nuevo aquí?
¿Estás embarazada?
¿Renuncia?
¿Estás durmiendo?
¿Ya te has dormido?
¿Son estudiantes?
¿Sois estudiantes?
¿Estudias?
¿Tú estudias?
¿Están estudiando?
¿Estás estudiando?
¿Eres el jefe?
¿Es usted el jefe?
¿Estás con Tom?
¿No eres feliz?
¿No estás feliz?
¿No estás listo?
¿No estás cansada?
¿No está cansado?
¿No están cansados?
Pregúntaselo.
Pregúntale sobre ello.
La Atlántida es real.
¡Sea usted franco conmigo!
Sé más flexible.
Calla y come.
Los pájaros tienen alas.
Muérdete la lengua.
Boston no está lejos.
Respira normal.
Respira de forma normal.
Respira tranquilo.
Dame la llave.
Cepíllese los dientes.
Cepíllense los dientes.
Cepíllate los dientes.
Los negocios son lentos.
El negocio es lento.
Llámame alguna vez.
Llama a este número.
Llama a tu padre.
¿Me permiten?
¿Puedo bailar aquí?
¿Puedo ir afuera?
¿Puedo salir?
¿Puedo quedarme a dormir?
¿Puedo dormir aquí?
¿Puedo fumar aquí?
¿Se puede fumar aquí?
¿Puedo tocar esto?
¿Los conejos pueden nadar?
¿Podemos quedarnos aquí?
¿Podemos ir nosotros también?
¿Podemos apuntarnos?
¿Podemos confiar en Tom?
¿Podemos confiar en ella?
¿Podés llamarlo?
¿Puedes llamarlo?
¿Puedes encontrarla?
¿Puedes descubrirlo?
¿Puedes ir solo?
¿Puedes ir sola?
¿Puedes reunirte con él?
¿Puedes demostrarlo?
¿Puedes correr rápido?
¿Podéis verlas?
¿Puedes verlas?
¿Puedes verlos?
¿Puede ver esto?
¿Eres capaz de resolverlo?
¿Puedes levantarte?
¿Te puedes levantar?
¿Podéis levantaros?
¿Os podéis levantar?
¿Puedes enseñarme?
¿Me puedes enseñar?
¿No podemos solamente ir?
Verifique sus hechos.
Verifique sus datos.
Comprueba tu buzón.
Las cerezas son rojas.
Elige sabiamente.
Elige con cuidado.
Elige con prudencia.
Limpia el espejo.
Lávate las manos.
Cierra las persianas.
Cierra el cajón.
Cierra la ventana.
Cerrá la ventana.
Cierre sus libros.
Cierren sus libros.
Cierra la boca.
Cerrá la boca.
Ven a ayudarme.
Ven y ayúdame.
Ven y ayúdanos.
Ven y únetenos.
Ven enseguida.
Sal aquí.
Salid aquí.
Vamos, despierta.
Ven a mi casa.
Venga a mi casa.
Ahora ven conmigo.
Concéntrate, Tom.
Consulte a un médico.
Sigue cavando.
Seguid trabajando.
¡Contrólate!
¡Modérese usted!
¡Controlate!
¡Pará la mano!
Contrólate.
Cookie es mi perro.
¿Puedo ayudarte?
¿Podrías abrazarme?
Las vacas dan leche.
Cruza el puente.
Cruza la calle.
Llorar es normal.
Corta las papas.
Corta el cable rojo.
Hechos, no palabras.
¿Yo escribí eso?
¿Tom te mordió?
¿Te llamó Tom?
¿Te besó Tom?
¿Pagó Tom, también?
¿Dijo eso Tom?
¿Lo dijo Tom?
¿Tom dijo eso?
¿Eso dijo Tom?
¿Vino alguien?
¿Ellos lo tenían?
¿Dijeron cómo?
¿Llamaste a Tom?
¿Encontraste a Tom?
¿Te fuiste allí?
¿Te divertiste?
¿La pasaste bien?
¿Tú mataste a Tom?
¿Conocías a Tom?
¿Le conocíais?
¿Le conocías?
¿Te gustaba Tom?
¿Te encontraste con ella?
¿Lo viste?
¿Has visto eso?
¿Viste eso?
¿Ya has votado?
¿Le advertiste a Tom?
La comida está servida.
¿Huelo raro?
¿Todas las aves vuelan?
Haz como gustes.
Hazlo enseguida.
Haz lo que quieras.
Haz lo que quieras.
Haga lo que quiera.
Haga lo que quiera.
¿Culpas a Tom?
¿Lloras a menudo?
¿Seguido lloras?
¿Niegas eso?
¿Alguna vez descansas?
¿Te sientes mal?
¿Te sientes enfermo?
¿Tienes cerveza?
¿Tienes dinero?
¿Tienes gatos?
¿Tenéis hijos?
¿Tienen hijos?
¿Tienes hijos?
¿Tienes arroz?
¿Tienen arroz?
¿Usted tiene arroz?
¿Tienes?
¿Tú sabes eso?
¿Los conoces?
¿Les conocéis?
¿Te gustan los insectos?
¿Te gustan los bichos?
¿Te gustan los perros?
¿Le gustan los perros?
¿Te gusta el pescado?
¿Os gusta el pescado?
¿Te gusta el golf?
¿Os gusta el golf?
¿Te gusta la lluvia?
¿Te gusta la nieve?
¿Te gusta eso?
¿Te gustan?
¿Te gusta esto?
¿Te gusta el tofu?
¿Vives aquí?
¿Usted vive aquí?
¿Vivís aquí?
¿Viven aquí?
¿Ustedes viven aquí?
¿Vive usted aquí?
¿Juegas golf?
¿Juega usted golf?
¿Juegan golf?
¿Confías en Tom?
¿Quieres más?
¿Querés sopa?
¿Quieres esto?
¿Trabaja aquí?
Haz los deberes.
Haz tu propio trabajo.
¿Se ve mal?
¿Funciona ahora?
No seas bruto.
No seas tonto.
No estés nervioso.
No estés tan desanimado.
No estés tan desanimada.
No seas tan metiche.
No vuelvas aquí.
No me engañes.
No me molestes.
¡No me moleste!
No me molestes.
No me moleste.
No lo hagas, Tom.
No bebáis eso.
No exageréis.
Que no te atrapen.
No salgas ahora.
¡No vaya tan ligero!
No dejes la ciudad.
No me riñas.
No me sermonees.
No me mires.
No nos mires.
No nos mire.
No nos miren.
No nos miréis.
No te desanimes.
No hagas muecas.
No hagas ruido.
No hagáis ruido.
No hagan ruido.
Ni lo menciones.
¡No me estafes!
No duermas mucho.
No fumes aquí.
No fume aquí.
¡No me hables!
¡No habléis conmigo!
¡No me hablen!
No me hables.
No me acuses.
No me delates.
¡No toques esto!
¡No toquéis esto!
No uses mi bolígrafo.
No pierdas tiempo.
No pierdas el tiempo.
No me grites.
Los dragones molan.
Los dragones son guays.
Los dragones son guay.
Beban más agua.
Bébete este zumo.
Come despacio la comida.
Diviértanse.
Todos están de acuerdo.
Todo el mundo bailaba.
Todos saltaron.
Todos se ríen.
Todos se quedaron.
Todos esperaron.
Todos están muertos.
Todos están bien.
Todos se alegraron.
Hubo un vitoreo general.
Hubo una aclamación colectiva.
Escaparon todos.
Todos cotillean.
Todos se divirtieron.
Todos entraron.
El mal siempre triunfa.
Explícamelo.
Acláramelo.
Explíquemelo.
Explíquenmelo.
Explicadmelo.
Explícamela.
Explíquemela.
Explíquenmela.
Explicádmela.
Explíquese.
¡Pelea como un hombre!
¡Pelea como hombre!
Lucha como un hombre.
Llena el depósito.
Termina la historia.
Acaba tu comida.
Sigue mi consejo.
¡Seguir las reglas!
La comida cuesta dinero.
¿Con qué propósito?
Fríenos unos huevos.
Pide consejo a Tom.
Aléjate de mí.
Duerme lo suficiente.
Sube al auto.
Súbete al caballo.
Súbanse al caballo.
¡Ve al grano!
Vaya al grano.
Dame una chance.
Deme un martillo.
Dame una razón.
Dame un segundo.
Dame mi espada.
¡Entrégame la pelota!
Dame la pelota.
Dadme la pelota.
Denme la pelota.
Dame el libro.
Dame ese libro.
Entrégame el libro.
Dame las llaves.
Dame el vino.
Dáselos.
Dáselos.
Danos un minuto.
Ve y diviértete.
Sigue sin mí.
Sigan sin mí.
Ve allí conmigo.
Vente allí conmigo.
Vete a dormir, Tom.
Sube las escaleras.
Vete cuando quieras.
Pásame mi toalla.
¿Ha muerto alguien?
Tome un cruasán.
Toma un cruasán.
Tomad un cruasán.
Tomen un cruasán.
Pásala bien.
Pásenla bien.
Pásala bien.
Pásenla bien.
¡Buen viaje!
¡Ten un buen viaje!
Sírvase otra copa.
Sírvete otra copa.
Sírvanse otra copa.
¿Te decidiste?
¿Lo has visto?
Él se hizo famoso.
Él empezó a correr.
Él empezó a cantar.
Él se portó mal.
Él arruinó el trato.
Infringió la ley.
Él me llamó gordo.
Él sabe leer bien.
Él sabe nadar bien.
Él puede nadar bien.
Él no puede leerlo.
Él no sabe silbar.
Fui engañado por él.
Él me engañó.
Él lloró de alegría.
Él merece más.
Él murió recientemente.
Se murió de repente.
Cumple con su deber.
Él no sabe.
No duerme.
No fuma.
Él no fuma.
Él me fascinaba.
Él reparó la red.
Él voló a París.
Él se levanta temprano.
Él tenía pocos dientes.
Él tenía pelo gris.
Él tenía melena.
Él tiene un Picasso.
Él tiene una bicicleta.
Él ha estado ocupado.
Tiene el pelo largo.
Tiene pelo largo.
Él tiene piernas largas.
Él odia las zanahorias.
Odia correr.
Él odia las arañas.
Él escuchó un ruido.
Él oyó un grito.
Él es un principiante.
Él está distraído.
Va bien.
Él es su amigo.
Él es su amigo.
Él es universitario.
Está en la universidad.
Él está en pijamas.
Él anda en pijamas.
Él está en problemas.
Él es mi hermano.
Es mi hermano.
Él es mi profesor.
Él no es estúpido.
Él no es idiota.
No es estúpido.
Tiene sobrepeso.
Todavía está aquí.
Él es muy valiente.
Él es muy joven.
No está en casa.
No es perfecto.
Él lleva un diario.
Él mantuvo su promesa.
Él cumplió su promesa.
Cumplió su palabra.
Él me conoce bien.
Abandonó a su mujer.
Dejó a su mujer.
Dejó a su esposa.
Se acaba de ir.
Le gustan los animales.
Le gusta pescar.
Le gusta cazar.
Le gustan las naranjas.
Le gusta cazar.
Le gusta nadar.
Le gustan los animales.
Le gusta cantar.
Ama cantar.
Le encanta pescar.
Me hizo sonreír.
Él se mueve rápido.
Debe de estar cansado.
Él no debe vivir.
Él necesita lentes.
Él pintó un perro.
Jugó al tenis.
Él se endeudó.
Él permaneció mudo.
Cantó y cantó.
Él grita mucho.
Parece estar sano.
Él comparte una habitación.
Durmió todo el día.
Él habla francés.
Habla francés.
Él la aterroriza.
Él le aterroriza.
Él se volteó.
Él se giró.
Quiere un iPad.
Quiere venir.
Él nació estúpido.
Él estaba en Francia.
Él era persistente.
Él era muy pobre.
Él lleva gafas.
Él usa lentes.
Él lleva puesto lentes.
Se fue muy lejos.
Él escribe en árabe.
Está un poco borracho.
Es un hombre bárbaro.
Él es un adulto.
Es un historiador.
Es un chico listo.
Siempre está ocupado.
Está a su lado.
Es de Lisboa.
Está envejeciendo.
Se está quedando ciego.
Él se puso senil.
Es inteligente.
Él es inteligente.
Él es inteligente
No es perfecto.
Él no es serio.
Está totalmente desnudo.
Él aún sigue vivo.
Todavía es joven.
Él es muy solitario.
Él es muy tacaño.
Él es muy canuto.
Me está observando.
Él es tu padre.
Él es su padre.
Él es tu amigo.
La salud es riqueza.
Ayúdame a levantarme.
Ayúdeme a levantarme.
Su bici es azul.
Su nombre es Mary.
Aquí está la cuenta.
Aquí está tu bolsa.
Tu perro está aquí.
Aquí está tu perro.
Aquí está vuestro perro.
Ésta es tu llave.
Aquí tienes mi número.
Toma, bébete esto.
Tome, beba esto.
Tomad, bebeos esto.
Toma, usa mi llave.
Hey, espera por mí.
¡Eh!, ¿dónde está Tom?
¡Hola! Soy nuevo aquí.
Tiene los ojos rojos.
Su esposa estaba furiosa.
Espera un minuto.
Espera un minuto.
Aguantá un segundo.
Contén tu respiración.
Un momentito.
Los caballos comen hierba.
¿Qué tal una cerveza?
¿Cómo estás, Tom?
¿Cómo te va, Tom?
¿Cómo podía saberlo?
¿Qué aspecto tenía Tom?
¿Cómo se veía Tom?
¿Cómo se declara?
¿Cómo estudias?
¡Qué vergüenza!
¡Qué bochorno!
¿Qué tan grande era?
¡Qué afortunados somos!
¡Qué melodramático!
¿Cuánto es esto?
¡Qué fuerte es!
¿Cuánto mides?
¡Qué alto eres!
¡Qué alto que sos!
!Qué alto que eres!
¡Qué altos que son!
¡Qué altos que están!
¡Qué mala suerte tengo!
¡Qué gafe soy!
¡Qué desafortunado soy!
¿Cómo estuvo tu día?
¿Cómo iba a saberlo?
¡Cómo has crecido!
¿Qué tal te va?
¿Cómo lo llevas?
¿Cómo va el trabajo?
¿Cómo va tu trabajo?
Por favor, date prisa.
Aborrezco la violencia.
Casi me ahogué.
Casi me rindo.
Casi cedo.
Casi lo dejo.
Ya lo vi.
Siempre como afuera.
Soy un extranjero.
Yo soy profesor.
Soy profesora.
Ahora estoy cocinando.
Yo estoy estupefacto.
Soy de Brasil.
Yo soy de Noruega.
Vengo de Rusia.
No estoy trabajando.
Sólo estoy bromeando.
Estoy relativamente seguro.
Estoy muy seguro.
Todavía estoy sola.
Soy tu padre.
Yo soy tu padre.
Me equivoqué al contestar.
Te tengo cariño.
Pedí comida.
Empecé a sudar.
Comienzo mañana.
Yo creo en Dios.
Creo en ti.
Compré una casa.
He comprado un reloj.
Compré un reloj.
Compré plátanos.
Compré flores.
Compré el auto.
Yo compré el auto.
Compré el coche.
Hice una amable inclinación.
Me incliné educadamente.
Me golpeé la rodilla.
Llamé antes.
Sé hornear pan.
Apenas puedo ver.
Yo puedo leer mentes.
Ahora no puedo ir.
No puedo quejarme.
No me puedo quejar.
No puedo morir aquí.
No puedo comer carne.
No puedo comer eso.
No puedo ir solo.
No puedo ir sola.
No puedo odiarte.
No puedo oírte.
No puedo oíros.
No puedo oírles.
No puedo oírle.
No puedo ayudarte.
No puedo ayudaros.
No lo puedo alcanzar.
No me acuerdo.
No puedo verlos.
No veo bien.
No puedo mostrarte.
No lo aguanto.
No lo soporto.
No puedo levantarme.
No puedo pararla.
No puedo detenerla.
No puedo pararle.
No te puedo parar.
Ahora no puedo hablar.
No puedo hablar ahora.
Atrapé una trucha.
Me agarré una gripe.
Me engripé.
Vengo todos los días.
Yo podría estar equivocado.
Yo podría ayudarte.
Podría matarte.
Yo podría matarte.
Podría matarlo.
Yo podría matarlo.
Podría matarla.
Yo podría matarla.
Podría mataros.
Yo podría mataros.
Podría matarlos.
Yo podría matarlos.
Podría matarlas.
Yo podría matarlas.
Te podría matar.
Yo te podría matar.
Lo podría matar.
Yo lo podría matar.
La podría matar.
Yo la podría matar.
Os podría matar.
Yo os podría matar.
Los podría matar.
Yo los podría matar.
Las podría matar.
Yo las podría matar.
Podría besarte.
Podría ver eso.
No pude dormir.
No te he preguntado.
No me gustó.
No lo hice aposta.
No lo hice adrede.
Yo no lo escogí.
No lo leí.
No vi a Tom.
No la vi.
No lo vi.
No le vi.
No te vi.
No te había visto.
Odio el café.
Te creo de verdad.
Claro que lo recuerdo.
No como pescado.
No como carne.
No tengo ninguno.
No la conozco.
No sé por qué.
No sé la causa.
No conozco la razón.
Todavía no lo sé.
Aún no lo sabe.
No le conozco.
No te conozco.
No os conozco.
No les conozco.
No me gusta Tom.
Ella no me simpatiza.
Ella no me gusta.
No me cae bien.
Me cae mal.
No me gustas.
Me caes mal.
Me caes gordo.
No amo a Tom.
No la amo.
No la quiero.
No necesito a Tom.
No te necesito.
No me acuerdo.
No los uso.
No quiero una.
No quiero té.
No te deseo.
Yo tomo para relajarme.
Me gusta el regateo.
Me gusta regatear.
Disfruto la soledad.
Espero detalles.
Esperaba algo peor.
Hoy me siento mal.
Me siento halagado.
Me siento importante.
Me siento impotente.
Me siento refrescado.
Me siento segura acá.
Me siento tan sola.
Me siento tan estúpido.
Me siento tan estúpida.
Siento algo.
Me siento muy helado.
Me siento muy bien.
Me siento muy mal.
Siento vuestra pérdida.
Comparto su dolor.
Comparto vuestro dolor.
Comparto tu dolor.
Siento tu dolor.
He llenado la bañera.
Encontré mis zapatos.
Encontré las llaves.
Encontré tu gorra.
Hoy me lastimé.
Cogí un libro.
Supongo que podemos.
Tenía tres perros.
Yo tenía tres perros.
Detesto la química.
Odio el chocolate.
Odio las computadoras.
Odio los ordenadores.
Odio la hipocresía.
Odio la mermelada.
Odio a mi familia.
Odio a mi hermana.
Odio las sorpresas.
Odio ese libro.
Odio esa canción.
Odio las reglas.
Odio este juego.
Odio viajar.
Tengo una bicicleta.
Tengo un hermano.
Tengo una granada.
Tengo un problema.
Tengo una petición.
Tengo un scooter.
Le he preguntado.
He estado ocupado.
He estado ocupada.
Mis ojos son azules.
Tengo pocos libros.
Tengo ardor de estómago.
Tengo seguro.
Tengo mis dudas.
No tengo opción.
No tengo elección.
No tengo ninguna duda.
No tengo futuro.
No tengo talento.
Tengo un hijo.
Tengo algo de comer.
Tengo algunos bolígrafos.
Me duelen los pies.
Tengo el dinero.
Tengo el vídeo.
Tengo que anular.
Tengo que suspenderlo.
Debo cancelar.
Tengo que cambiar.
Cumplí veinte años.
Escucho algo.
Oí un grito.
Oí la campana.
Espero estar equivocada.
Ojalá me equivoque.
Espero que sea verdad.
Acabo de enterarme.
Solo necesito tiempo.
Conservo los libros.
Pateé al perro.
Sé que llegué adelantado.
Sé que tengo razón.
Sé que estoy equivocado.
Sé que estoy equivocada.
Yo mismo lo sé.
Sé que hace frío.
Sé que es verdad.
Sé que es cierto.
Tan sólo sé esto.
Conozco a esa chica.
Conozco las normas.
Me sé este chiste.
Yo sé tu nombre.
Me gusta Australia.
Me gusta el chocolate.
Me gusta su música.
Me gusta la nieve.
Me gusta el helado.
Me gustan los idiomas.
Me gustan las sorpresas.
Me gusta esa bandera.
Me gusta ese nombre.
Me gusta esa canción.
Me gusta la playa.
Me gusta este libro.
Me gusta esta ciudad.
Me gusta esta canción.
Me gusta viajar.
Me gusta viajar.
Me gusta vuestra ciudad.
Me gusta tu ciudad.
Me gustan tus perros.
Me gusta tu pelo.
Me gusta vuestro pelo.
Me gusta su pelo.
Me gusta tu idea.
Me gusta tu plan.
Me gusta tu trabajo.
Me gustaban todos.
Yo vivo solo.
Vivo en Boston.
He perdido el reloj.
Perdí mi reloj.
Amo Australia.
Amo la Navidad.
Me encanta la astronomía.
Me encanta el chocolate.
Me gustan las yemas.
Adoro los elefantes.
Me encanta la jardinería.
Me encanta el helado.
Me gusta el helado.
Quiero a mi padre.
Me encanta mi escuela.
Me encantan las ardillas.
Adoro ese libro.
Adoro el océano.
Me encanta esta ciudad.
Adoro este juego.
Adoro esta canción.
Me encanta esta canción.
Me gusta esta ciudad.
Me gusta viajar.
Me gusta vuestra ciudad.
Me encanta tu nombre.
Me encantó el regalo.
Hice una fortuna.
Cometí un error.
Erré.
Hice el desayuno.
La hice enfadar.
La hice feliz.
Lo hice yo mismo.
Lo he hecho yo.
Yo hago las normas.
Yo puedo estar equivocado.
Extraño a mi familia.
Perdí el bus.
Perdí el colectivo.
Tengo que pedir disculpas.
Ahora tengo que irme.
Tengo que irme ahora.
Tengo que dejarte.
Tengo que agradecérselo.
Debo esperar aquí.
Tengo que avisarles.
Necesito un masaje.
Necesito un milagro.
Necesito una espátula.
Necesito una respuesta.
Yo necesito primeros auxilios.
Aquí necesito ayuda.
Necesito más ayuda.
Necesito más espacio.
Necesito leche.
Necesito el dinero.
Necesito la plata.
Necesito tu ayuda.
Necesito que me ayudes.
Nunca conocí a Tom.
Nunca me levanto tarde.
Como aquí con frecuencia.
Necesito sólo la mitad.
Abrí un ojo.
Tengo una computadora.
Pinté mi coche.
Toco el violoncelo.
Toco la flauta.
Yo le apunté.
Prefiero leer.
Prefiero leer.
Prefiero caminar.
Leí la etiqueta.
Leo la etiqueta.
Reconocí a Tom.
Yo rehusé pagar.
Yo dirijo este lugar.
Me senté entre ellos.
Vi a Tom llorando.
Lo vi todo.
Vi algo de humo.
Te vi llorar.
Yo veo tu casa.
Veo tu casa.
Comprendo tu punto.
Vendo ordenadores.
Vendo paraguas.
Debería irme a casa.
Debería demandar a Tom.
Dormí demasiado.
Contuve una sonrisa burlona.
Aún te odio.
Aún te detesto.
Todavía te odio.
Todavía amo a Tom.
Aún te amo.
Todavía te quiero.
Todavía lo creo.
He robado la idea.
Robé la idea.
Dejé de llorar.
Nado todos los días.
Yo hablo conmigo mismo.
Creo que funciona.
Creo que es Tom.
Dije la verdad.
Me olvidé totalmente.
Comprendo totalmente.
De verdad lo dudo.
Entiendo a Tom.
Ahora lo entiendo.
Entiendo por qué.
Comprendo por qué.
Entiendo el porqué.
Comprendo el porqué.
Te entiendo.
Visité Boston.
Te estuve esperando.
Te esperé.
Quiero que Mary vuelva.
Quiero que vuelva Mary.
Quiero una cobija.
Quiero divorciarme.
Quiero el divorcio.
Quiero un martini.
Quiero nieve.
Quiero a mi abogado.
Quiero a mi madre.
Quiero un poco más.
Quiero ese libro.
Quiero jubilarme.
Quiero tu amor.
Me quedé asombrado.
Me quedé atónita.
Yo nací allí.
Me quedé pasmado.
Me quedé de piedra.
Yo era feliz entonces.
Yo estaba aquí primero.
Yo estaba aquí antes.
Estaba fingiendo.
Me quedé sin palabras.
La víctima fui yo.
Estuve allá una vez.
Estaba desempleado.
Estaba muy borracho.
No fui preocupado.
No estaba enamorada.
No estaba celoso.
No estaba atrapado.
Yo no era infeliz.
Yo no era desafortunado.
Fui a Boston.
Fui al colegio.
Fui a la escuela.
Le voy a disparar.
Lo intentaré de nuevo.
No estaré callado.
No me callaré.
No estaré listo.
No te detendré.
No te lo diré.
No os lo diré.
Trabajo en Boston.
Yo me quejaría.
Yo pondría una queja.
Quisiera una ensalada.
Me gustaría ayudar.
Yo lo investigaría.
Nunca diría que no.
Yo te apoyaré.
Seré discreto.
Voy a ser discreto.
Me castigarán.
Estaré con Tom.
¡Voy a batirte!
Te daré una paliza.
Yo traeré el almuerzo.
Comprobaré de nuevo.
Haré lo que sea.
Luego lo haré.
Tomaré jugo.
Cogeré mis llaves.
Te acompaño.
Voy a cenar.
Voy a seguir intentando.
Voy a perder peso.
Haré café.
Pagaré por tí.
Recogeré a Tom.
Protegeré a Tom.
No diré nada más.
Voy a estudiar mucho.
Daré lo mejor.
Haré mi mejor intento.
Probaré mi suerte.
Tengo dieciocho años.
Soy un poco tímido.
Soy un hombre solitario.
Soy un tipo normal.
Soy traductor.
Sé nadar.
Estoy extenuado.
Estoy casi quebrado.
Ando casi hule.
Estoy casi listo.
Casi he terminado.
Estoy casi lista.
En breve acabaré.
Enseguida acabo.
Acabaré en un momento.
Ya estoy calvo.
Ya estoy ocupado.
Ya estoy listo.
Ya he terminado.
Ya voy tarde.
Ya estoy atrasado.
Yo ya soy rico.
Ya estoy enfermo.
Ya estoy enferma.
Siempre estoy feliz.
Siempre estoy cansada.
Siempre estoy cansado.
Ahora soy adulto.
Soy insomne.
Tengo insomnio.
Soy una anciana.
Estoy enojado contigo.
Estoy enojada contigo.
Estoy en la playa.
Estoy horneando pan.
Esta noche estoy ocupado.
Estoy de tu lado.
Estoy registrando mi salida.
Estoy frío y mojado.
Ahora estoy confundido.
Estoy decepcionado.
Estoy almorzando.
Me siento enfermo.
Me siento enferma.
Me siento débil.
Estoy acabando.
Estoy enloqueciendo.
Estoy disponible esta noche.
Estaré libre esta noche.
Soy del FBI.
Estoy subiendo a bordo.
¡Me voy a dormir!
Voy a llorar.
Voy a pagar.
Estoy dispuesto para ayudar.
Estoy aquí para colaborar.
Estudio en casa.
Me educan en casa.
Me enseñan en casa.
Estoy de guardés.
Soy guardés.
Cuido la casa.
Estoy en la casa.
Estoy en deuda contigo.
Te estoy invitando.
Tan solo soy curioso.
Solo tengo curiosidad.
Es sólo una broma.
Estoy un poco ocupado.
Soy de clase media.
Yo también estoy nervioso.
No soy canadiense.
No soy católica.
No soy un mendigo.
No soy médico.
No soy doctor.
No soy abogado.
No soy miembro.
No soy socio.
No soy un delator.
No estoy embaucando.
Ahora no estoy ocupado.
No estoy ocupada ahora.
Todavía no terminé.
No soy su tipo.
No me estoy riendo.
No tomo drogas.
No me drogo.
No estoy durmiendo.
No estoy tan feliz.
No soy un suicida.
No soy tu hijo.
Estoy en el teléfono.
Estoy al teléfono.
Estoy de su lado.
Estoy de tu lado.
Soy tu aliado.
Estoy a tu lado.
No estoy en forma.
Estoy bastante ciego.
Veo más bien poco.
Estoy cegato.
Estoy bastante cansado.
Estoy orgulloso de ti.
Estoy orgullosa de ti.
Estoy orgulloso de vosotros.
Estoy orgulloso de vosotras.
Estoy orgulloso de usted.
Estoy orgulloso de ustedes.
Estoy realmente enojado.
Realmente lo siento.
Se me hizo tarde.
Voy tarde.
Voy con retraso.
Estoy ahorrando dinero.
Estoy hastiada de pescado.
Estoy solo otra vez.
Vuelvo a estar soltero.
Yo me siento aquí.
Me quedo aquí.
Todavía tengo hambre.
Todavía soy soltero.
Todavía estoy soltero.
Todavía estoy soltera.
Sigo soltero.
Aún tengo sueño.
Estoy seguro de esto.
Estoy bastante seguro.
Soy el jardinero.
Soy el más rápido.
Soy el más inteligente.
Estoy harto de ti.
Estoy totalmente perdida.
Soy muy curioso.
Soy muy curiosa.
Estoy muy emocionada.
Estoy muy nerviosa.
Estoy muy satisfecho.
Estoy muy contento.
Estoy muy contenta.
Soy muy popular.
Estoy muy relajada.
Tengo mucha sed.
Estoy perdiendo tiempo.
Te estoy viendo.
Soy tu hermano.
He sido robado.
He estado ahorrando.
He dibujado un mapa.
Me he sentido mejor.
Encontré trabajo.
Tengo galletas.
Tengo el mapa.
Me lastimé.
He dicho suficiente.
Irónico, ¿verdad?
¿Tom es un sospechoso?
¿Tom está bien?
¿Está Tom despierto todavía?
¿Está Tom consciente?
¿Tom es peligroso?
¿Puedes contactar con Tom?
¿Tom está disponible?
¿Está Tom con Mary?
¿Hay alguien allí?
¿Están todos aquí?
¿Todo está bien?
¿Está todo bien?
¿Es accesible?
¿Es contagioso?
¿Es muy grave?
¿De verdad eres tú?
¿Eres tú de verdad?
¿Hay alguien aquí?
¿Es un acertijo?
¿Eso es una manzana?
¿Es un problema?
¿Es una orden?
¿Es posible?
¿Eso es adecuado?
¿Ese es tu gato?
¿Es ese tu gato?
¿Aquel es tu gato?
¿Es aquel tu gato?
¿La manzana es roja?
¿Está abierto el banco?
¿El lago es profundo?
¿Está buena la leche?
¿El trabajo es duro?
¿Esto es una flor?
¿Es esta una carta?
¿Es esto un puzzle?
¿Esto es para vender?
¿Se vende esto?
¿Esto es adecuado?
¿Éste es tu DVD?
¿Este es tu automóvil?
¿Este es tu coche?
¿Este es tu gato?
¿Es este tu gato?
¿Es este tu perro?
¿Es este su perro?
¿Este es tu hijo?
¿Tu coche es azul?
¿Vuestro coche es azul?
¿Tu coche es rápido?
¿Es tu perro cruel?
¿Te llamas Tom?
¿A que sí?
¿No es eso raro?
Empezó a llover.
Comenzó a llover.
Empezó a nevar.
No puede ser cierto.
No puede ser verdad.
Cuesta 2 euros.
Me da una enchinada.
No existe.
Me asusta.
Duele tanto...
Es muy corto.
No es un virus.
Acaba de salir.
Parece doloroso.
Se ve perfecto.
Se ve extraño.
Me hizo sonreír.
Puede que llueva pronto.
Parecía probable.
Parece extraño.
Debería ser divertido.
Fue un contratiempo.
Fue una tragedia.
Todo estaba mal.
Era una emboscada.
Fue en la escuela.
Era peligroso.
Era azul oscuro.
Era difícil.
Lloviznaba.
Fue excesivo.
Fue fantástico.
Estuvo fantástico.
Estaba fantástico.
Estaba medio lleno.
Fue culpa suya.
Fue el año pasado.
Era así.
Era tal cual.
Era tan simple.
Fue emocionante.
Era demasiado pequeño.
Hacía mucho frío.
Estaba muy oscuro.
Fue maravilloso.
Era maravilloso.
Fue ayer.
Fue tu idea.
Será aterrador.
No será fácil.
Va a nevar hoy.
Llevará horas.
Me suena a chino.
Es un libro genial.
Es un buen trato.
Es una buena idea.
Es un gran chiste.
Es un día lluvioso.
Es un perro pequeño.
Es un día soleado.
Todo está aquí.
Es casi mediodía.
Está casi acabado.
Ya casi es hora.
Es complicado.
Dentro está oscuro.
Es temporada de venados.
Es fácil de hacer.
Ha oscurecido.
Hace calor aquí.
Es interesante.
Es como una droga.
Es carne de mono.
Ahora es mi turno.
Ahora sigue mi turno.
Es mi paraguas.
El amanecer está cerca.
No es muy importante.
No es un truco.
No es un virus.
No es un reloj.
Todavía no está seco.
No es lógico.
No tiene lógica.
No es natural.
No es raro.
No es inusual.
Todavía no está seco.
Ahora es mi turno.
Está a la izquierda.
Está en el sofá.
Está sobre el sofá.
Sólo es lunes.
Es solo un juego.
Es nuestro destino.
Es muy guay.
Está muy guay.
Es bastante bueno.
De seguro está bien.
Ahora está lloviendo.
Es realmente difícil.
Es de segunda mano.
Ahora está nevando.
Es tan inútil.
Es tan improbable.
Todavía es temprano.
Hoy hace sol.
Es hora de cenar.
Es su derecho.
Hora de comer.
Es demasiado doloroso.
Es transparente.
Es muy amargo.
Es muy aburrido.
Es muy simple.
Es lo que quiero.
Hoy hace viento.
Vale la pena intentarlo.
Merece la pena intentarlo.
Es tu decisión.
Tú decides.
Japón queda en Asia.
Japón está en Asia.
Solo vístete.
Vete a dormir.
Limítate a dormir.
Siéntate.
Sentémonos.
Limítate a sentarte.
Simplemente hablen con Tom.
Manténgame informado.
Manteneme informado.
Siga a la izquierda.
Sigue hacia la izquierda.
Fuerza la puerta.
Déjalo todo.
Abandónalo todo.
Déjenlo todo.
Déjalo estar, Tom.
Por ahora, déjalo.
Déjalo conmigo.
Dejá eso ahí.
Dejádmelo a mí.
Déjalo descansar, Tom.
Déjame ir allí.
Permíteme repararlo.
Déjame arreglarlo.
Déjame tratar otra vez.
Déjalos entrar.
Seamos amigos.
Remontemos un barrilete.
Remontemos una cometa.
Volemos un volantín.
Volemos un papalote.
Volvamos adentro.
Volvamos a entrar.
Vayamos a pescar.
Almorcemos.
Sigamos adelante.
No olvidemos.
Juguemos a las cartas.
Juguemos a la baraja.
Juguemos ajedrez.
Juguemos a los dardos.
Pesquemos un bus.
Encienda la candela.
Enciende la vela.
Escuchá y aprendé.
Escucha con atención.
Escuchen con cuidado.
Mirá ese perro.
Mira quién está despierto.
El amor no muere.
El amor es inmortal.
Baja la voz.
Bajá la voz.
Baje la voz.
Bajen la voz.
Abran paso, por favor.
Permiso, por favor.
Haz tu elección.
Elige.
Escoge.
Mary es encantadora.
Mary es mi sobrina.
Mary está embarazada.
Mary, te amo.
Mary, te quiero.
¿Puedo fumar aquí?
Quizá nieve.
Puede que nieve.
Puede que funcione.
Mi francés es malo.
Mi respuesta es sí.
Tengo partido el brazo.
Mi perro tiene pulgas.
Mis ojos son azules.
Mis ojos están adoloridos.
Mi padre salió.
Mi padre fuma.
Tengo los pies fríos.
Mis pies están calientes.
Mi pelo es rubio.
Mi cabello es rubio.
Tengo el pelo güero.
Mi casa es pequeñita.
Mi casa es minúscula.
Mi trabajo es aburrido.
Me duelen las piernas.
Mis piernas son débiles.
Mi madre salió.
Mi madre ha salido.
Mi boca estaba seca.
Tenía la boca seca.
Me pica la nariz.
Mis pantalones están mojados.
Tengo los pantalones mojados.
Mi lápiz es rojo.
Mi lugar está aquí.
Mi pulso está elevado.
Mi pulso está bajo.
Mi pulso es débil.
Mi pañuelo es azul.
Me duele el estómago.
Me duele la guata.
Me duele mi estómago.
Me duele la quemadura.
Mi garganta está seca.
Mi juguete está dañado.
Mi tío es rico.
Mi mujer me pega.
Mi esposa me golpea.
No mientas nunca.
Mucho gusto.
Un placer conocerte.
Nadie te preguntó.
Nadie me prestó ayuda.
Nadie me ayudó.
Nadie aquí paga.
No vendrá nadie.
Nadie sabe por qué.
Nadie sabe todavía.
Nadie quiere a Tom.
Nadie respondió.
Nadie dice eso.
Ninguno dice eso.
Nadie apareció.
Nadie piensa eso.
Ninguno quiere.
Nadie me previno.
Nadie me advirtió.
Allí no había nadie.
Nadie estaba allí.
A nadie le importará.
Nadie sabrá.
Nadie lo sabrá.
Estamos ilesos.
Nadie está mirando.
Nadie está trabajando.
No lo compró nadie.
Nadie hace eso.
Nadie tiene hambre.
Nadie sabe por qué.
Nadie quiere a Tom.
Nadie te quiere.
Nadie recuerda.
Nadie me ha enseñado.
Lo aprendí yo solo.
Nadie me enseñó.
Allí no había nadie.
Nadie estaba allí.
A nadie le importará.
Nadie viene.
Nadie sabrá.
No lo sabrá nadie.
Nadie es perfecto.
No pasó nada.
No hay nada erróneo.
Ahora lo entiendo.
Ahora lo cacho.
Ahora es tu momento.
Ahora es mi turno.
Ahora sigue mi turno.
Ahora se puso serio.
Ya somos adultos.
¿Qué ha pasado ahora?
Abre el postigo.
Abrí las ventanas.
Abra las ventanas.
Nuestro equipo puede ganar.
Por aquí, señora.
Pasa el ketchup.
Pásame el ketchup.
Paga lo que puedas.
La gente está muriendo.
La gente es ridícula.
La gente hablará.
Se permiten mascotas.
Llama a la Policía.
Llama a un policía.
Toca algo de Chopin.
Por favor, respóndeme.
Por favor, contestame.
Por favor, sé suave.
Házmelo con cuidado.
Sé un caballero.
Por favor, sea educado.
Por favor, sé educado.
Por favor, cálmate.
Por favor, calmaos.
Por favor, tranquilícese.
Cálmate, por favor.
Por favor, ven aquí.
Por favor, venga aquí.
Por favor, venid aquí.
Por favor, pásate.
Por favor, vente.
Por favor, no llores.
No llores por favor.
No llores, por favor.
Por favor, no mueras.
Por favor, sígame.
Por favor, olvídalo.
Por favor déjame ir.
¡Déjame entrar, por favor!
Llámalo, por favor.
Siéntate recto.
Por favor, siéntate ahí.
Por favor, más despacio.
Por favor, quédate aquí.
Por favor, retroceda.
Por favor, inténtelo nuevamente.
Dese vuelta, por favor.
Date vuelta, por favor.
Dense vuelta, por favor.
Esperad aquí, por favor.
Espere aquí, por favor.
Prepará la comida.
Prepárate.
Presiona el botón.
Hala el gatillo.
Bájalo, Tom.
Ponte el abrigo.
Ponte la mascarilla.
¡Apaga el fuego!
Ponte la mascarilla.
¡Dejen de quejarse!
¡Dejad de quejaros!
¡Para de quejarte!
Deja de hacerme cosquillas.
Los conejos pueden nadar.
Los conejos saben nadar.
Levantá tus manos.
Levanta tus manos.
Levanten sus manos.
Levante sus manos.
Léelo y llora.
Lee el artículo.
Vino tinto, por favor.
Respétate a ti mismo.
La venganza es dulce.
Roma queda en Italia.
Roma está en Italia.
Cierra la boca.
Ahórrate la saliva.
Ahórrate la palabrería.
Ahórrate tu aliento.
Dilo en francés.
Di tus oraciones.
El colegio es aburrido.
Míralo tú mismo.
Véalo usted mismo.
Hasta mañana.
Te veo mañana.
Los veo mañana.
Coge el momento.
¿Sigo?
¿Lo puedo ayudar?
Compártelo conmigo.
Compartilo conmigo.
Compartilo con nosotros.
Ella se volvió feliz.
Ella empezó a llorar.
Ella les traicionó.
Ella os traicionó.
Ella te traicionó.
Ella vino enseguida.
Ella lo derrotó.
Ella le despreció.
Ella le desprecia.
Ella no respondió.
Ella conduce un BMW.
Ella salió.
Ella no tiene vergüenza.
Ella es cara rota.
Ella lo idolatraba.
Ella lo insultó.
Es etíope.
Ella es una estudiante.
Es guapa.
Ella es preciosa.
Ella es hermosa.
Ella es agradable.
No está ahí.
Ella no es joven.
Ella es cara rota.
Está muy ocupada.
Ella está muy ocupada.
Siguió trabajando.
Le gustan los tigres.
Le gusta correr.
Ella me miró.
Ella perdió el norte.
Le encanta el café.
Puede que no venga.
Debe de estar enferma.
Ella se puso calcetines.
Ella dejó de fumar.
Ella lo rechazó.
Ella le rechaza.
Ella montó un camello.
Ella dijo adiós.
Ella dijo chao.
Ella se despidió.
Ella cantaba alegremente.
Ahora parece estar bien.
Ella me sonrió.
Ella sonrió melancólicamente.
Ella fuma mucho.
Ella lo sorprendió.
Ella estudia arduamente.
Ella estudia duro.
Ella habló mucho.
Ella cogió mi mano.
Ella fue promovida.
Ella estaba nadando.
Ella llevaba gafas.
Ella le adora.
Ella lo adora.
Ella escribió con tinta.
Ella es simpática conmigo.
¿Debería venderla?
Mostranos la habitación.
Siéntate a la mesa.
Siéntate conmigo.
Por favor, siéntese.
Tome asiento, por favor.
Por favor tome asiento.
Siéntense, por favor.
Sentaos por favor.
Sentate, por favor.
Sentate por favor.
El tamaño sí importa.
Alguien entró.
Alguien se rio.
Alguien te vio.
Alguien ha venido.
Alguien está mintiendo.
Alguien gritó.
Viene alguien.
Alguien llega.
Alguno se acerca.
Alguno viene.
Viene alguno.
Alguien está comiendo.
Lamento llegar tarde.
Disculpe la tardanza.
La primavera se acerca.
Párese, por favor.
Quédate cerca mía.
Quédate cerca de mí.
No te muevas.
Quédate ahí.
Estate quieto ahí.
Quédate quieto ahí.
Deja de disculparte.
No te disculpes.
Deja de evitarme.
Deja de ser metiche.
Dejá de quejarte.
Deja de fantasear.
Deja de interferir.
Dejá de pellizcarme.
Párate ahí mismo.
¡Para de decir eso!
Deja de decir eso.
Dejen de decir eso.
¡Para de presumir!
Deja de hacerme cosquillas.
Deja de sobarme.
Para de tocarme.
Deja de tocarme.
El verano se acabó.
El verano terminó.
El verano ha terminado.
Se acerca el verano.
Nadar es fácil.
Nadar es sencillo.
Saquen a Tom.
Abra bien sus ojos.
Cuida de Tom.
Llévalo arriba.
Llévalo escaleras arriba.
Llévame contigo.
Ten cuidado.
Ten precaución.
Habla con alguien.
Dile que espere.
Ni me lo digas.
¡Dímelo a mí!
¡Dímelo a mí!
Muchas gracias.
Cordialmente gracias.
Ese bebé es Tom.
Esa mochila es mía.
Ese coche es suyo.
Ese coche es mío.
Ese auto es mío.
Eso me preocupa.
Me ha ayudado mucho.
Eso se ve hortera.
Eso parece vulgar.
Este hombre está muerto.
Eso debería ayudar.
Eso huele bien.
Suena justo.
Eso suena bien.
Eso fue asombroso.
Eso no fue nada.
Ha sido mejorable.
Podría mejorarse.
Eso funcionó bien.
Eso es un truco.
Es un error.
Ese es un problema.
Eso es un problema.
Es un problema.
Eso está todo mal.
Eso es hermoso.
Eso es confuso.
Eso es peligroso.
Eso es discutible.
Eso es deshonesto.
¡Eso es fantástico!
¡Eso es fantástico!
Eso es inflamable.
Esa es su casa.
Eso es importante.
Eso es asunto mío.
Esa es mi respuesta.
Ése es mi lápiz.
Es mi hermana.
Esa es mi hermana.
Esa no es excusa.
Eso no es gracioso.
Eso no es divertido.
Eso no da miedo.
Eso es ofensivo.
Es nuestra culpa.
Esa es nuestra casa.
Ese es el hotel.
He ahí la oferta.
Eso es problemático.
Eso también es cierto.
También es verdad.
¡Eso es maravilloso!
¡Eso es maravilloso!
La respuesta es no.
El bebé está despierto.
El balón reventó.
El globo reventó.
La cuenta, por favor.
El pájaro está muerto.
El libro es fácil.
El libro está aquí.
El libro es blanco.
El chico huyó.
El muchacho escapó.
La pompa estalló.
El autobús estaba lleno.
La jaula está abierta.
La lata está vacía.
El auto está listo.
El gato es marrón.
El gato es café.
El gato se escapó.
El reloj hizo tictac.
La taza está vacía.
La cortina cayó.
El telón se levantó.
El perro está muriéndose.
El perro es listo.
El perro es blanco.
El perro estaba muerto.
La puerta chirrió.
La puerta está abierta.
La puerta está atascada.
La comida está fría.
La comida está buena.
La comida está lista.
La suerte está echada.
El juego se acabó.
La apuesta está echada.
¡Se acabó la partida!
El juego se terminó.
La hierba está mojada.
El sombrero es tuyo.
El niño resultó herido.
La ley es clara.
La bombilla está fundida.
La luz está apagada.
La línea está ocupada.
El hombre lleva razón.
El hombre tiene razón.
El hombre huyó.
El micrófono es suyo.
El lechero murió.
Se acabó la fiesta.
La piscina está llena.
La carrera ha terminado.
La lluvia paró.
Dejó de llover.
Paró de llover.
La carretera estaba congelada.
La habitación es oscura.
La habitación estaba caliente.
El show se acabó.
La función se acabó.
El cielo está despejado.
El cielo estaba azul.
El cielo estaba gris.
La tormenta amainó.
La tormenta aflojó.
El tanque está lleno.
La toalla está seca.
La toalla está mojada.
Los gemelos ayudaron.
Las gemelas sonrieron.
Ambos rieron.
El agua está fría.
La semana se acabó.
La semana terminó.
El pozo se secó.
El trabajo está hecho.
El mundo es grande.
La herida se curó.
Hay una manera.
No hay tiempo.
No cabe duda.
No hay prisa.
No hay apuro.
No hay límite.
No hay azúcar.
No hay agua.
Queda uno.
Queda una.
Hay uno más.
Hay una más.
Ahí está la campana.
Estos son mis CD.
Estos zapatos me lastiman.
Todas ellas entraron.
Todos miraron.
Todos observaron.
Todos comtemplaron.
Casi se mueren.
Son cantantes.
No están aquí.
No son míos.
No están bien.
Me arrestaron.
Te degradaron.
Te descendieron.
Se lo merecían.
Ellos te desprecian.
Desaparecieron.
Beben mucho.
Ellos cavaron una tumba.
Ellos sienten hambre.
Ellos están hambrientos.
Ellos van de compras.
No tenían comida.
Son sensatos.
Saben cómo actuar.
Te mintieron.
Ellos viven cerca.
Ellos nos hicieron pagar.
Juegan al fútbol.
Ellos confiaron en Tom.
Confiaban en Tom.
Ellas confiaban en ti.
Se fueron.
Ellos tuvieron miedo.
Ellos tenían miedo.
Ellos estaban cerrados.
Comían.
Ellos tenían hambre.
Estaban asustados.
Van a regresar.
Ellos no cederán.
Ellos trabajan para mí.
Trabajan para mí.
Eso les gustaría.
Ellos encontrarán a Tom.
Ellos se acordarán.
Todos están muertos.
Ellos son hermanos.
Ellos están escapando.
Se escapan.
Se están escapando.
Ellas están escapando.
Ellos se están escapando.
Ellas se están escapando.
Están peleando.
Son inmaduros.
Están involucrados.
Se están riendo.
Están riéndose.
Están equivocados.
No son buenos.
No son míos.
No son los míos.
Son estudiantes.
Son traidores.
Están mirando.
Se han ido todos.
Todo parece ir bien.
Piénsatelo.
Piensa en ello.
Medítalo.
Medita sobre ello.
Piensa en ellos.
Piénsalo.
Es difícil pensar.
Este libro es nuevo.
Este libro es viejo.
Este chico es perezoso.
Este carro es mío.
Esto no encaja.
Esto no cabe.
Este pez es grande.
Esto tiene que parar.
Este sombrero es mío.
Esto es un lujo.
Esto es un lápiz.
Esto es una orden.
Es una orden.
Esto es molesto.
Esto es emocionante.
Esto es horrible.
Éste es mi entrenador.
Ésta es mi entrenadora.
Esto es culpa mía.
Éste es mi caballo.
Esta es mi casa.
Este es mi teléfono.
Este es mi lugar.
Este es mi regalo.
Eso es absurdo.
Esto no es justo.
Esto no está bien.
Esto no es seguro.
Esto no es verdad.
Esto no es cierto.
Esa es nuestra casa.
Esta es nuestra casa.
Es patético.
Esta es carne cruda.
Esto es carne cruda.
Esto es relajante.
Esto es un sabotaje.
Esto es tan loco.
Esto es tan raro.
Esto es terrible.
Esta es la mejor.
Esta es la norma.
Esto es demasiado.
Esto es muy malo.
Esto está muy mal.
Esto está muy malo.
Éste es tu perro.
Este es su perro.
Ésta es tu llave.
Esta es vuestra llave.
Esto no es gracioso.
Éste no es dinero.
Esto no es azúcar.
Esto no es tuyo.
Esto se ve estupendo.
Esto parece estupendo.
Este hombre está muerto.
Este está lleno.
Este es de Tom.
Este está vacío.
Esta es tuya.
Este lapicero es mío.
Este cuarto es caluroso.
Este asiento está vacío.
Esto parece arriesgado.
Esto parece estar mal.
Esto sabe bien.
Esto está bueno.
Esta vez ganamos nosotros.
Esto faltaba.
Eso lo sabemos todos.
Esto será divertido.
Esos son mis CDs.
Estos son mis CD.
Tom me abandonó.
Tom admiraba a Mary.
Tom admira a Mary.
Tom casi lloró.
Ya se fue Tom.
Tom siempre pierde.
Tom llegó el último.
Tom llegó tarde.
Tom comió un rábano.
Tom comió hasta saciarse.
Tom comió demasiado.
Tom evitaba a María.
Tom cuidó de Mary.
Tom se quedó ciego.
Tom empezó a llorar.
Tom comenzó a escavar.
Tom empezó a comer.
Tom te cree.
Tom pertenece aquí.
Tomás es de aquí.
Tom te traicionó.
Tom compró una alfombra.
Tomás trajo esto.
Tom vino conmigo.
Tom venía conmigo.
Tom puede oíros.
Tom puede oírte.
Tom puede correr rápido.
Tom puede ver esto.
Tom no puede rehusarse.
Tom no sabe conducir.
Tom engañó a Mary.
Tom me convenció.
Tom nos cocina.
Tom lo corrigió.
Tom cortó a Mary.
Tom detesta a Mary.
Tom se divirtió.
Tom la pasó bien.
Tom hizo su parte.
Tom no cedió.
Tom no lo hizo.
Tomás no se ahogó.
Tom no respondió.
Tom murió de tuberculosis.
Tom dejó a Mary.
Tom no lo sabe.
Tom bebe mucho.
Tom se sintió atrapado.
Tom se sentía atrapado.
Tom perdonó a Mary.
Tom te perdona.
Tom me da miedo.
Tom abandonó la esperanza.
Tom perdió las esperanzas.
Tom se enojó mucho.
Tom tuvo un golpe.
Tom no tenía dinero.
Tom tiene perilla.
Tom guarda un secreto.
Tom tiene un boleto.
Tom tiene una coartada.
Tom tiene gallinas.
Tom tiene niños.
Tom tiene hijos.
Tom tiene diabetes.
Tom tiene pecas.
Tom tiene insomnio.
Tom conoce a Mary.
Tom no tiene dinero.
Tom no tiene plata.
Tom tiene dos trabajos.
Tomás detesta las aceitunas.
Tom ayudó otra vez.
Tom se hizo daño.
Tom ignoró a Mary.
Tom es carnicero.
Tom es dentista.
Tom es un fascista.
Tom es un luchador.
Tom es un guerrero.
Tom es conserje.
Tom es pintor.
Tom es patriota.
Tom es pianista.
Tom es un plomero.
Tom es un recluso.
Tom es campesino.
Tom es árbitro.
Tom es un refugiado.
Tom es un manipulador.
Tom es un maquinador.
Tom es soldado.
Tom es un estudiante.
Tom es estudiante.
Tom es cirujano.
Tom es un traidor.
Tom es camionero.
Tom es un veterano.
Tom es viudo.
Tom es testigo.
Tom es ambicioso.
Tom es un animal.
Tom es un huérfano.
Tom es asertivo.
Tom está disponible.
Tom es bilingüe.
Tom está respirando.
Tom es brillante.
Tom es arrogante.
Tom está consciente.
Tom es peligroso.
Tom es falso.
Tom es un embustero.
Tom está desesperado.
Tom es diferente.
Tom es relajado.
Tom es excéntrico.
Tom es emocional.
Tom es enérgico.
Tom es olvidadizo.
Tom es despistado.
Tomás es de aquí.
Tom es feliz ahora.
Tom es honorable.
Tom va mejorando.
Tomás está en Boston.
Tom está a cargo.
Tom está en peligro.
Tom se está ocultando.
Tom no es sincero.
Tom está escuchando.
Tom está murmurando.
Tom es mi primo.
Tom es mi padre.
Tom es mi amigo.
Tom es mi abogado.
Tom es mi sobrino.
Tom no es feliz.
Tom es obsesivo.
Tom es ofensivo.
Tom es nuestro enemigo.
Tom es nuestro invitado.
Tom está perplejo.
Tom es realista.
Tom es sensible.
Tomás es muy mañoso.
Tom es demasiado joven.
Tom está indeciso.
Tom es soltero.
Tom es muy rico.
Tom es muy alto.
Tom se está debilitando.
Tom se debilita.
Tom está silbando.
Tom está con Mary.
Tom es maravilloso.
Tom no es aburrido.
Tom no está llorando.
Tom no está comiendo.
Tom no es famoso.
Tomás no tiene hambre.
Tom no está jodiendo.
Tom no es normal.
Tom no es estúpido.
Tom siguió leyendo.
Tom siguió escribiendo.
Tom conoce Boston.
Tom sabe cosas.
Tomás encendió una vela.
Tom prendió el fuego.
Tom encendió el fuego.
Tom encendió el horno.
Tom vive cerca.
Tom parecía enojado.
Tom parecía despierto.
Tom parecía borracho.
Tom lucía feliz.
Tom parecía preparado.
Tom parecía joven.
Tom parece somnoliento.
Tom se ve fiero.
Tom parece deprimido.
Tom parece fuerte.
Tom parece exhausto.
Tom parece sin aliento.
Tom perdió su trabajo.
Tom perdió la apuesta.
Tom adora los caballos.
Tom ama esquiar.
Tom ama los deportes.
Tom hizo su cama.
Tom me hizo llorar.
Tom podía haber ganado.
Tom se relajó.
Tom podría estar fuera.
Tom pudo haber ganado.
Tom se acercó.
Tom debe estar enfermo.
Tom necesitaba agua.
Tom necesita un descanso.
Tomás necesita un taxi.
Tom necesita pagar.
Tom nunca hace trampa.
Tom nunca se ríe.
Tom nunca grita.
Tom jamás sonríe.
Tom sonríe a menudo.
Tom debería ganar.
Tomás pellizcó a María.
Tom toca la guitarra.
Tom juega al tenis.
Tom dejó de fumar.
Tom lee lentamente.
Tom rescató a Mary.
Tom te respeta.
Tom no dijo nada.
Tom vio a alguien.
Tom regañó a Mary.
Tom parecía enojado.
Tom parecía duro.
Tomás vende café.
Tom abofeteó a Mary.
Tom duerme desnudo.
Tom fuma crack.
Tom habló en francés.
Tom hablaba con calma.
Tom habló con calma.
Tom apuñaló a Mary.
Tom permaneció cerca.
Tom paró a Mary.
Tom agradeció a Mary.
Tom aceptó el trabajo.
Tom recibió el trabajo.
Tom zancadilleó a Mary.
Tom confiaba en María.
Tom visitó a Mary.
Tom camina lentamente.
Tom camina despacio.
Tom se alejó.
Tom quería dinero.
Tom quiere un beso.
Tom quiere un pony.
Tom quiere correr.
Tom fue raptado.
Raptaron a Tom.
Tom estaba pasmado.
Tom fue arrestado.
Tom estaba chismorreando.
Tom estaba descalzo.
Tom estaba confundido.
Tom fue ejecutado.
Tom estaba dudando.
Tom era inocente.
Tom estaba riendo.
Tom estaba preparado.
Tom fue rechazado.
Tom estaba gritando.
Tom estaba durmiendo.
Tom estaba sudando.
Tom estaba emocionado.
Tom fue torturado.
Tom era muy tímido.
Tom estaba exhausto.
Tom no estaba solo.
Tomás no estaba borracho.
Tom no era feliz.
Tom no estaba listo.
Tom observó a Mary.
Tom observa a Mary.
Tom fue a pescar.
Tom fue andando.
Tom se retrasará.
Tom me encontrará.
Tom me escuchará.
Tom lo amará.
Tom se alegrará.
Tom aparecerá.
Tom tendrá éxito.
Tom despertó a Mary.
Tom ganó un premio.
Tom ganó la carrera.
Tom ganó la apuesta.
Tom no entrará.
Tomás trabajaba ahí.
Tom aceptaría.
Tom no comería.
Tom escribe libros.
Tom está deshidratado.
Tomás no tiene hambre.
No te vayas, Tom.
Tom, ¿eres tú?
Atrápame si puedes.
Venga, date prisa.
¡Venga, corre! ¡Rápido!
Intenta mantenerte seco.
Prueba con otra puerta.
Prueba una puerta distinta.
Trata una vez más.
Intenta otra vez.
Intenta no preocuparte.
Intentad no preocuparos.
Intente no preocuparse.
Intenten no preocuparse.
Trata de no preocuparte.
Tratad de no preocuparos.
Trate de no preocuparse.
Prueba leyendo esto.
Léete esto, a ver.
Espera, hazlo así.
Intenta ser fuerte.
Trata de llevarte bien.
Intenta llevarte bien.
Procura congeniar.
Corta el gas.
Cierre el gas.
Cierra el gas.
Gira a la izquierda.
Tuerce a la izquierda.
Gire a la izquierda.
Girad a la izquierda.
Espera por mí aquí.
Espera por nosotros, aquí.
Tú espéranos aquí.
Espera por nosotros, Tom.
Espera por mí aquí.
Camina más despacio.
Tengan cuidado.
Riega las plantas.
Aceptamos cheques.
Se aceptan cheques.
Estamos de acuerdo también.
Nuestro objetivo es agradar.
Todos odiábamos a Tom.
Eso lo sabemos todos.
Todos amábamos a Tom.
Todos confiamos en ti.
Siempre discutíamos.
Te lo agradecemos.
Llegamos primero.
Comimos pez espada.
Nos comimos tu comida.
Ambos competimos.
Aquí compramos vehículos.
Vinimos juntos.
Cerramos a las 2:30.
Dependemos de ti.
Dependemos de usted.
Lo molestamos.
Nos gusta charlar.
Dimos nuestra palabra.
Nos separamos.
Desayunamos.
Odiamos la violencia.
Tenemos una teoría.
Tenemos tarea.
No tenemos dinero.
No tenemos azúcar.
No tenemos agua.
Tenemos fotos.
Tenemos que dormir.
Tenemos dos orejas.
Tenemos dos niños.
Tenemos dos hijos.
Tenemos dos hijos.
Tenemos visitas.
No hemos comido.
Oímos un ruido.
Hemos oído un ruido.
Oímos tiros.
Escuchamos disparos.
Oímos su grito.
La oímos llorar.
Acabamos de llegar.
Nos fuimos en tren.
Vivimos en paz.
Vivimos juntos.
Perdimos la partida.
Nos referimos a negocios.
Nos conocimos en Boston.
Debemos continuar.
Debemos evacuar.
Tenemos que evacuar.
Debemos arreglar esto.
Tenemos que sentarnos.
Debemos sentarnos.
Tenemos que avisarle.
Debemos retirarnos.
Necesitamos una escalera.
Necesitamos un líder.
Necesitamos pruebas.
Necesitamos que regreses.
Necesitamos tu llave.
Necesitamos vuestra llave.
Necesitamos su llave.
Necesitamos tu clave.
Necesitamos vuestra clave.
Necesitamos su clave.
Nunca hacemos eso.
Sólo tenemos té.
Nos maquillamos.
Cantamos con Tom.
Vimos marcharse a Tom.
Vimos algo.
Vimos alguna cosa.
Compartimos un sueño.
Sonreímos a Tom.
Apoyamos a Tom.
Hablamos con Tom.
Valoramos la calidad.
Queremos un abogado.
Queremos irnos.
Estábamos relajándonos.
Estábamos muy apegados.
Estábamos encallados.
Estudiábamos.
Estábamos entusiasmados.
Estábamos juntos.
Éramos demasiado lentos.
Estábamos muy tristes.
Lo arreglaremos.
Ganamos el partido.
No lo lograremos.
Trabajamos juntos.
Es mejor que esperemos.
Seremos rescatados.
Estaremos esperando.
Lo haremos en vivo.
Nos encontraremos otra vez.
No lo sabremos nunca.
Nosotros lo pagaremos.
Pagaremos por eso.
Recomenzaremos.
Hablaremos más tarde.
Somos agentes del FBI.
Todos estamos solteros.
Todas estamos solteras.
Somos compañeros de clase.
Somos comunistas.
Estamos estupendamente.
Estamos perfectamente.
Lo llevamos bien.
Nos estamos quedando dormidos.
Estamos asustados.
Estamos yendo a casa.
Nos estamos divirtiendo.
Somos historiadores.
Tenemos prisa.
Estamos en apuros.
Estamos apurados.
Estamos en problemas.
Solo estamos cansados.
Somos socorristas.
Estamos meditando.
No estamos comiendo.
No somos familia.
Nosotros no somos familia.
No tenemos hambre.
Estamos solos.
Estamos de camino.
No nos queda té.
Somos profesores.
Somos profesoras.
Estamos de reforma.
Somos de segundo.
Somos de segundo año.
Lo sentimos, Tom.
Todavía estamos aquí.
Somos exitosos.
Estamos rodeados.
Estamos muy cerca.
Hemos sido afortunados.
Hemos estado allí.
Lo hemos hecho peor.
Tenemos un trato.
Tenemos bastante.
Tenemos un montón.
Hemos tenido suficiente.
¿Estabas preocupado?
¡Qué mala película!
¡Qué camión más grande!
¡Qué gran camión!
¡Qué bonita vista!
¡Qué buen tirador!
¡Qué buen tiro!
¡Qué bolsa más pesada!
¡Pero qué larga semana!
¡Qué semana más larga!
¿Qué tal hoy?
¿Qué se puede hacer?
¿Qué causó eso?
¿Qué causó eso?
¿Qué lo causa?
¿Qué causa eso?
¿Qué causa esto?
¿Qué causa esto?
¿De qué color es?
¿Qué preguntó Tom?
¿Qué comió Tom?
¿Qué dijo Tom?
¿Qué vio Tom?
¿Cuánto costó?
¿Qué dijo ella?
¿Qué dijo?
¿Qué nos hemos perdido?
¿Qué comiste tú?
¿Qué has dicho?
¿Qué dijiste?
¿Qué dijo?
¿Qué dijisteis?
¿Qué dijo usted?
¿Qué viste?
¿Qué comen las abejas?
¿Qué sentís?
¿Qué notas?
¿Qué tienes?
¿Qué tenéis?
¿Qué tiene?
¿Qué tienen?
¿Qué oyes?
¿Qué sabes?
¿Qué saben ustedes?
¿Qué sabéis vosotros?
¿Qué te gusta?
¿Qué haces?
¿Qué quiere decir?
¿Qué quieres decir?
¿Qué quieren decir?
¿Qué queréis decir?
¿Qué necesita?
¿Qué quieres?
¿Qué quieren?
¿Qué queréis?
¿Qué querés?
¿Qué queríais?
¿Qué quiere usted?
¿Qué dice él?
¿Qué hace?
¿Qué pasa ahora?
¡Qué he hecho!
¿Qué he hecho?
¿Y si me niego?
¿Qué es todo esto?
¿Qué está pasando?
¿Qué pasa?
¿Qué hay?
¿Qué sucede?
¿Qué está haciendo?
¿Qué hace?
¿Qué hace él?
¿Cómo se llama?
¿Cómo se llama él?
¿Cómo es ella?
¿Para qué es esto?
¡Qué desgracia!
¿Qué debería hacer?
¿Cómo era?
¿Qué te ha despertado?
¿Qué te despertó?
¿Qué está haciendo Tom?
¿Qué es un ábaco?
¿Qué está pasando?
¿Qué sucede?
¿Qué Pachuca por Toluca?
¿Cómo se llama eso?
¿Qué está haciendo ella?
¿Qué hace?
¿Cuál es la causa?
¿Cuál es el apuro?
¿Cuál es la prisa?
¿Cómo te llamas?
¿Cómo se llama?
¿Cuál es tu nombre?
¿Cuál es tu plan?
¿Cuál es tu tipo?
¿Cuál es tu deseo?
¿Qué habéis hecho?
Lo que tú digas.
¿Cuándo podemos mudarnos?
¿Cuándo puedes hablar conmigo?
¿Cuándo podemos hablar?
¿Cuándo se fueron?
¿A qué hora comiste?
¿Cuándo empezamos?
¿Cuándo nos vamos?
¿Cuándo empezamos?
¿Cuándo trabajas?
¿Cuándo se termina?
¿Cúando acaba?
¿Cuándo termina?
¿Dónde puedo esconderme?
¿Dónde puedo aparcar?
¿Dónde puedo estacionar?
¿Dónde puedo rezar?
¿Hacia dónde fue Tom?
¿Adónde fue Tom?
¿A dónde fue Tom?
¿Adónde fuiste?
¿Adónde fuisteis?
¿Por dónde empiezo?
¿Dónde está la aduana?
¿Dónde está mi cerveza?
¿Dónde está mi libro?
¿Dónde está mi peine?
¿Dónde está mi asiento?
¿Dónde está mi sitio?
¿Dónde está el autobús?
¿Dónde está el colectivo?
¿Dónde está el gato?
¿Dónde está el perro?
¿Dónde hay un espejo?
¿Dónde están todos?
¿En dónde están todos?
¿Dónde está mi caballo?
¿Dónde está mi dinero?
¿Dónde está mi teléfono?
¿Dónde está mi cuchilla?
¿Dónde está mi camisa?
¿Dónde está mi toalla?
¿Dónde está mi reloj?
¿Dónde está el banco?
¿Dónde está el jefe?
¿Dónde está el cocinero?
¿Dónde está la comida?
¿Dónde está el parque?
¿Dónde está el resto?
¿Dónde está la cuerda?
¿Dónde está tu cartera?
¿Dónde está tu perro?
¿Dónde está su sombrero?
¿Dónde está vuestro hijo?
¿Dónde está tu hijo?
Donde tú digas.
¿Cuál es más barata?
¿Cuál es correcta?
¿Cuál es nuestro coche?
¿Quién trajo esto?
¿Quién estropeó esto?
¿A quién llamaste?
¿A quién mataste?
¿Quién no lo sabe?
¿Quién la ensució?
¿Quién tiene las llaves?
¿Quién es esa chica?
¿Quién toca la guitarra?
¿Quién hablaba francés?
¿Quién fue asesinado?
¿Quién no estuvo aquí?
¿Quién no estaba aquí?
¿Quién estaba contigo?
¿Quién escribió "Hamlet"?
¿A quién invitarían?
¿Quién está al mando?
¿Quién es mi profesor?
¿A quién le toca?
¿Por qué estás aquí?
¿Por qué vienes atrasado?
¿Por qué renunciaste?
¿Por qué paraste?
¿Por qué te quedaste?
¿Por qué paraste?
¿Por qué gritaste?
¿Por qué les importa?
¿Por qué estudias?
¿Por qué debería pagar?
¿Por qué estabas triste?
Menee los dedos.
¿Harás eso?
¿Ustedes van también?
¿Me ayudarás?
¿Me ayudan?
¿Me acompañáis?
¿Te unirás a nosotros?
¿Se unirán a nosotros?
El invierno se acerca.
Está llegando el invierno.
El invierno está llegando.
Me abandonaste.
Ya pagaste.
Eres un doctor.
Eres un médico.
Usted es un médico.
Eres un genio.
Eres un perturbado mental.
Estás soñando.
No tienes esperanza.
Eres la mejor.
Sos el mejor.
Usted es la mejor.
Sos la mejor.
Usted es el mejor.
Son los mejores.
Llegas demasiado tarde.
Estás vacilando.
No sos gracioso.
Has venido tarde.
Ahora puedes mirar.
Puedes confiar en mí.
Puedes confiar en mi.
Puedes confiar en nosotros.
Podéis confiar en nosotras.
No podés escapar.
No puedes salir.
Todavía no puedes irte.
Lidias con eso.
Tú mereces más.
Tú dijiste eso.
Te golpearon fuertemente.
Entendiste mal.
Te dieron el papel.
Tú tienes una hora.
Tienes mi palabra.
Tienen mi palabra.
Tenéis mi palabra.
No tienes ni idea...
Tienes que venir.
Tienes qué cocinar.
¿Ayudaste a mami?
Me lastimas, Tom.
Me lastimaste, Tom.
Me hacés enfurecer.
Sabes que no puedo.
Saben que no puedo.
Conoces la ley.
Tú diriges el camino.
Defraudaste a Tom.
Pareces sorprendido.
Pareces sorprendida.
Te ves sano.
Te ves perfecto.
Pareces contento.
Te ves tan pálido.
Pareces más joven.
Te ves más joven.
Hiciste llorar a Tom.
Me atrasaste.
Puede que lleves razón.
Puede que tenga razón.
Puede que tengas razón.
Puede que te equivoques.
Puedes ir allí.
Ya puedes nadar.
Te perdiste un montón.
Te perdiste mucho.
Debes entrar.
Debes irte a casa.
Tienes que venderlo.
Tienes que decírmelo.
Necesitas un pasatiempo.
Necesitas saber.
Tenés que parar.
Tienes que parar.
Nunca cambias.
Me lees la mente.
Pareces sorprendido.
Pareces sorprendida.
Deberíais empezar.
Deberías dormir.
No deberías ir.
No deberíais ir.
Espera y verás.
Estuviste perfecta.
Estabas cantando.
Todos vosotros moriréis.
Todos ustedes morirán.
Sobrevivirás.
Lo necesitarás.
Lo lamentarás.
Te arrepentirás.
Te quedarás aquí.
Sos un soñador.
Eres un sospechoso.
Eres un traidor.
Todos están locos.
Todos estáis locos.
Eres ambicioso.
Sos un animal.
Eres un animal.
Sos hermosa.
Eres guapa.
Sos bella.
Me aburres.
Tú eres arrogante.
Eres peligroso.
Tú eres deshonesto.
Eres diferente.
Eres simpático.
Tú eres despistado.
Son impacientes.
Sos impaciente.
Eres impaciente.
No tienes paciencia.
Eres importante.
Tú importas.
Usted importa.
Sos importante.
Estás mejorando.
Estás a cargo.
Estáis en peligro.
Estás en peligro.
Estás en mi camino.
Me estás perdiendo.
Estás motivado.
Estáis motivados.
Tú eres mi padre.
Eres mi amiga.
Sos mi amiga.
Eres mi hermana.
Tú eres necesario.
Eres necesario.
No estás solo.
No estás sola.
¡No estás sola!
No estás loco.
No eres divertido.
Tú no vas.
No eres joven.
Tú estás sin autoridad.
Eres práctico.
Son prisioneros.
Estás temblando.
Tú eres el propietario.
Sos demasiado borracho.
Sos demasiado ingenuo.
Eres demasiado ingenuo.
Eres muy vago.
Eres muy vaga.
Estás muy enferma.
Estás muy enfermo.
Estáis muy enfermos.
Estáis muy enfermas.
Eres muy feo.
Sos muy sabio.
Eres muy sabio.
Eres muy sabia.
Sos muy sabia.
Tienes que irte.
Has engordado.
Tu auto es veloz.
Tu coche es veloz.
Aquí está su perro.
Tu perro está aquí.
Aquí está tu perro.
Vuestro perro está aquí.
Tienes la cara enrojecida.
¡Tienes el cierre abierto!
Tu habitación es grande.
Tus zapatos apestan.
Tus zapatos hieden.
Tus calcetines apestan.
Los tuyos son mejores.
Las tuyas son mejores.
Los vuestros son mejores.
Las vuestras son mejores.
El tuyo era mejor.
Había un perro corriendo.
Falta un tenedor.
Cayó una lluvia torrencial.
Viene una tormenta.
Se acerca una tormenta.
Ajusta los frenos.
Ajustad los frenos.
La entrada es gratis.
La entrada es gratuita.
La entrada es libre.
¿Te estoy molestando?
¿Estoy bajo arresto?
¿Estoy detenido?
América los ama.
América os ama.
América te ama.
Se cometió un error.
Respóndame, por favor.
Cualquier papel sirve.
Cualquier lugar basta.
¿Son velas estas?
¿Son americanos?
¿Son estadounidenses?
¿Son canadienses?
¿Son ellos japoneses?
¿Son japoneses?
¿Ellos son japoneses?
¿Son hermanos?
¿Son ellos hermanos?
¿Son estudiantes?
¿Son ellas estudiantes?
¿Nos vamos a casa?
¿Estamos en problemas?
¿Tú eres un estudiante?
¿Eres estudiante?
¿Eres profesor?
¿Es usted profesor?
¿Sois felices?
¿Estáis todos listos?
¿Están todos listos?
¿Están todos ustedes listos?
¿Estáis todos preparados?
¿Estás bien?
¿Ahora estás solo?
¿Sois principiantes?
¿Eres olvidadizo?
¿Eres olvidadiza?
¿Es usted olvidadizo?
¿Es usted olvidadiza?
¿Eres desmemoriado?
¿Eres de aquí?
¿Salís?
¿Van a salir ustedes?
¿Están ocupados?
¿Sois libres?
¿Estáis libres?
¿Ya estás contento?
¿Ahora estás contento?
¿Ahora eres feliz?
¿Está usted en Boston?
¿Está en Boston?
¿Me estás escuchando?
¿Escuchas?
¿Estás escuchando?
¿Sos mi madre?
¿Es usted creyente?
¿Estás satisfecho?
¿Estáis satisfechos?
¿Eres tú el alcalde?
¿Estás ahora cansado?
¿Las dos estáis felices?
¿No eres chef?
¿No tienes miedo?
¿No tenéis hambre?
¿No tienes hambre?
¿No tiene usted hambre?
¿Acaso no tienes hambre?
¿No estás cansada?
¿No tienes sueño?
Preguntale al policía.
Pregúntale al policía.
Pregunta.
Venga, pregunta.
Sea sincera conmigo.
Sean sinceras conmigo.
Compórtate como un hombre.
¡Cuidado con el perro!
Los pájaros construyen nidos.
Boston es mi casa.
Respira profundamente.
Inspira profundamente.
Traeme mis zapatos.
Trae tu billetera.
Trae tu cartera.
Traiga su billetera.
Traiga su cartera.
Llama a una ambulancia.
Llamen a una ambulancia.
Llámame el lunes.
Llamá al hospital.
Llamad a vuestro hermano.
Llama a tu hermano.
Llama a tus hermanas.
¿Puedo pedir prestado esto?
¿Puedo hacer algo?
¿Pueden volar los elefantes?
¿Puede la gente cambiar?
¿Podemos fumar aquí?
¿Podemos hablar a solas?
¿Podemos hablar más tarde?
¿Puede usted responder?
¿Puedes responder a ello?
¿Puedes venir tú también?
¿Sabes cocinar bien?
¿Puedes ir más rápido?
¿Podéis ir más rápido?
¿Oyes eso?
¿Puedes oír eso?
¿Puedes patinar sobre hielo?
¿Puede abrir esto?
¿Sabes leer eso?
¿Puedes firmar esto?
¿Sabes nadar bien?
¿Puedes ocuparte?
¿Puedes coger esto?
¿Podemos despedir a Tom?
¿No puedes encontrarlo?
¿No nos puedes ayudar?
¿No puedes levantarme?
Champaña, por favor.
Champán, por favor.
El cambio lleva tiempo.
Elige a una persona.
Elija una persona.
Pronto será Navidad.
Limpia la pieza.
Codificar puede ser divertido.
Acércate un poco más.
Ven y mira esto.
Entra y mira esto.
Acércate más a mí.
Ven aquí ahora mismo.
Vente ya mismo.
Ven aquí, rápido.
Ven a casa conmigo.
Vuelve a casa conmigo.
Entra, insisto.
Ven a mi habitación.
Vamos, admítelo.
Vamos, aprisa.
Vamos, apura.
Venga, date prisa.
Vamos.
Vamos, vamos allá.
Vamos, tócala.
Vamos, confía en mí.
Ven a cantar conmigo.
Ven a nadar conmigo.
Ven a la mesa.
Cocinar es un arte.
Copia esto, por favor.
¿Podrías ayudarme?
¿Me podrías ayudar?
¿Podrías leerlo?
¿Podrías callarte?
¿No podría Tom ayudar?
Cuente usted el cambio.
El crimen no paga.
El crimen no compensa.
La delincuencia no compensa.
Dame un respiro.
Repártenos los naipes.
La muerte es inminente.
Defendeos.
Describídmelo.
Descríbamelo.
Descríbanmelo.
Descríbemela.
Descríbamela.
Descríbanmela.
Describídmela.
Descríbase a sí mismo.
¿Tom vino aquí?
¿Tom vino a casa?
¿Hirió Tom a Mary?
¿Conocía Tom a Mary?
¿Fracasó de nuevo?
¿Sonó mi teléfono?
¿Te dieron de comer?
¿Te hicieron daño?
¿Compraste zumo?
¿Se te cayó esto?
¿Tenías arroz?
¿Oíste eso?
¿Has besado a Mary?
¿Tú besaste a María?
¿Sabías eso?
¿Te gustó?
¿Os gustó?
¿Viviste aquí?
¿Has vivido aquí?
¿Usted vivía aquí?
¿Tú lo llamaste?
¿No habías salido?
¿No saliste?
¿Las hormigas tienen orejas?
Hazlo por ti mismo.
Hazlo inmediatamente.
¿Tú lo crees?
¿Bebes cerveza?
¿Beben cerveza?
¿Ustedes beben vino?
¿Usted bebe vino?
¿Bebes vino?
¿Tomás vino?
¿Te ríes alguna vez?
¿Te sientes afortunado?
¿Se siente joven?
¿Me perdonas?
¿Tienes dinero?
¿Tiene usted dinero?
¿Tienes papel?
¿Tenéis papel?
¿Tiene usted papel?
¿Tienen ustedes papel?
¿Sabes latín?
¿Te gusta el jugo?
¿Te gusta el zumo?
¿Os gusta el zumo?
¿Os gusta el jugo?
¿Te gusta la música?
¿Te gusta la ópera?
¿Os gusta el sushi?
¿Te gustan los viajes?
¿Vives sola?
¿Necesita dinero?
¿Juegas al ajedrez?
¿Hueles eso?
¿Entendiste?
¿Comprende?
¿Entendéis?
¿Comprendes?
¿Entiende?
¿Comprendéis?
¿Usas kratom?
¿Quieres hablar?
¿Quieren dinero?
¿Quieres pruebas?
¿Tom sabe el porqué?
¿Le gustas a Tom?
¿Él vive aquí?
¿Vive aquí?
¿Ella te conoce?
¿Importa la verdad?
¿La verdad importa?
No seas cobarde.
No seas idiota.
No seas como Tom.
No estés tan enfadado.
No seas tan apresurado.
No seas tan tonto.
No llores, por favor.
No le engañes.
No le engañéis.
No lo engañes.
No me molestes.
No molestes a Tom.
No molesten a Tom.
Nunca cambies.
No te dejes engañar.
No entres ahí.
No me decepciones.
No me defraudes.
No me desilusiones.
No los dejes entrar.
No me busques.
No me hagas llorar.
No repitas eso.
No hablen con Tom.
No me amenaces.
No toques estos.
No toques esos.
No juegues conmigo.
No lo despiertes.
¿No lo oyes?
¿No te gusta?
¿No te gusto?
Bebe con moderación.
¡Tira tus armas!
¡Arrojen sus armas!
¡Tiren sus armas!
¡Arroja tus armas!
Coma lo que quiera.
Hasta mi mamá sabe.
Todos vitorearon.
Todo el mundo vitoreó.
Todos están bien.
Todos rieron.
Todos entraron.
Todos se enfermaron.
Todos están listos.
Todos me quieren.
Todos deben morir.
Todos gritaron de terror.
Hubo un chillido general.
Todos sobrevivieron.
Todos morirán.
Todos están dormidos.
Todo el mundo llora.
Todo falló.
Todo es malo.
Se acabó todo.
Todo está en orden.
Todo está aquí.
Llene este formulario.
Llená este formulario.
Completá este formulario.
Completa este formulario.
Complete este formulario.
Complete el formulario.
Rellena la zanja.
El pescado es caro.
Consígueme algo de papel.
Consígame algo de papel.
Cuelga el teléfono.
Arrodíllate.
Ponte de rodillas.
Poneos de rodillas.
Arrodillaos.
Dame cinco días.
Denme cinco días.
Dame un poco más.
Dame la cuchara.
Dame la espada.
Dame tus llaves.
¡Vete en seguida!
Lárgate. Estoy ocupada.
Ve con estos señores.
Id con estos señores.
Vaya con estos señores.
Vayan con estos señores.
Buenos días, Tom.
Buenas noches, señoritas.
Pásame el cuchillo.
¿Tom ha comido ya?
¿Has terminado?
¿Te has vuelto loco?
¿Has visto a Tom?
¿Viste a Tom?
¿Lo has intentado?
Parecía joven.
Él parecía joven.
Él empezó a gritar.
Él empezó a sudar.
Él me chantajeó.
Él bloqueó mi camino.
Inclinó la cabeza.
Él dijo mi nombre.
Él volvió enseguida.
Él vino en persona.
Él no puede ayudarte.
No puede pararla.
Él no sabía nadar.
Lo hizo él mismo.
No apareció.
Él murió ayer.
Él la palmó ayer.
Se murió ayer.
Murió ayer.
No fuma.
Él no fuma.
Él bebió un poco.
Él conduce un camión.
Él nos da dinero.
Él se cansó pronto.
Él tenía tres hijos.
Él se ahorcó.
Él tiene ojos marrones.
Tiene los ojos marrones.
Tiene el pelo castaño.
Tiene ojos verdes.
No tiene bicicleta.
Tiene el pelo corto.
Él tiene dos casas.
Odia su vida.
Él la mantuvo cerca.
Lo hizo él mismo.
Él mismo lo hizo.
Él es biólogo.
Él es un temerario.
Él es detective.
Él es un caballero.
Él es científico.
Viene de Francia.
Se está haciendo mayor.
Se está haciendo viejo.
Es inteligente.
Él es inteligente.
Él es inteligente
Él es introvertido.
Él aún sigue vivo.
Él está enfadado todavía.
Sigue enfadado.
Él aún está enojado.
Él sigue enojado.
Él es todavía joven.
Él es muy honesto.
Él está viendo televisión.
Él no es fumador.
Ahora no está aquí.
Él guarda su palabra.
Él tiene dos gatos.
Él lo mantuvo secreto.
Él guardó el secreto.
Él seguía llorando.
Él se suicidó.
Le gusta dormir.
Él vive encima mío.
Él vive cerca.
Él vive en Osaka.
Él vive en Tokio.
Parecía satisfecho.
Parece confundido.
Él cometió un error.
Se equivocó.
Él necesitaba descansar.
Pidió una cerveza.
Él pidió una cerveza.
Él posee esta tierra.
Él alzó el brazo.
Él rehusó pagar.
Él arruinó mi vida.
Él corre muy rápido.
Corre muy rápido.
Él nos vende papel.
Él sacudió la cabeza.
Él sacudió su cabeza.
Habla inglés.
Él habla rápido.
Él encendió un fósforo.
Él toma vitaminas.
Habla demasiado rápido.
Él habla demasiado.
Tiró la bola.
Tiró la pelota.
Él decía la verdad.
Él sacó una foto.
Él tomó una foto.
Él giró la llave.
Él quiere una manzana.
Él quiere hablar.
Él fue encarcelado.
Él estaba encolerizado.
Él era muy feliz.
Él estaba muy feliz.
Él estaba muy cansado.
Él estaba completamente despierto.
Él volvió a casa.
Volvió a casa.
Volverá.
Él vendrá pronto.
Él lo ganó todo.
Él usaba zapatos viejos.
Él llevaba pantalones rojos.
Él escribe guiones.
Escribe guiones.
Él escribió una carta.
Es un periodista.
Él es periodista.
Él ya se fue.
Es perro viejo.
Acaba de llegar.
Él se ve bien.
Tiene buen aspecto.
No es un miembro.
Él no es estúpido.
Él no es idiota.
Está sobreactuando.
Él es verdaderamente veloz.
Él es soltero todavía.
Él está estudiando.
Él está nadando ahora.
Sus ojos son azules.
Sus piernas son largas.
Su pollera es larga.
Su historia es cierta.
Éste es tu libro.
Aquí está vuestro libro.
Aquí estamos otra vez.
Aquí está mi dirección.
Aquí está mi recibo.
Aquí está tu bebida.
Aquí está su pedido.
Oye, Tom, ábreme.
Ey, Tom, abre.
Oye, escúchame.
Su auto está vacío.
Sus ojos son azules.
Sus piernas son largas.
Detén el ascensor.
Agarra la barandilla.
¿Qué tal un trago?
¿Qué tal te va?
¿Cómo vas?
¿Cómo vas a ir?
¿Cómo irás?
¿Cómo estás hoy?
¿Qué complejidad tiene?
¿Cómo se comportó?
¿Cómo sucedió?
¿Qué tal has dormido?
¿Cómo has estado?
¿Cómo va todo?
¡Qué afortunado eres!
¡Qué guapa es!
¿Cómo de cansado estás?
¿Cómo estuvo tu viaje?
¿Cómo estuvo tu semana?
¿Cómo está el tiempo?
¿Qué tal tu familia?
¿Cómo está tu padre?
¿Cómo estás de salud?
¿Cómo está tu madre?
¿Qué tal tu madre?
¿Cómo va tu madre?
¿Cómo está tu hermana?
Admito que estoy equivocado.
Ya lo sabía.
También fui allí.
Siempre fracaso.
Siempre lo riego.
Soy traductor.
Soy un traductor.
Estoy llegando hoy.
Estoy comiendo fruta.
No estoy estudiando.
Lo siento de verdad.
Ahora estoy estudiando.
Estoy muy satisfecho.
Estoy muy contento.
Estoy destrozado.
He comido huevo cocido.
Me comí tu plátano.
Cebé el anzuelo.
Apenas conozco a Tom.
Apenas te conozco.
Creo en el destino.
Compré un cactus.
Compré un nopal.
Compré una cámara.
Compré un híbrido.
Compré una laptop.
Compré un pasaje.
Compré un boleto.
Compré una entrada.
Yo también compré uno.
Yo también compré una.
También compré uno.
También compré una.
Compré ese coche.
Compré ese carro.
Compré el libro.
Me peiné el pelo.
He pedido ayuda.
He llamado a seguridad.
Yo puedo consolarla.
Puedo hacer cualquier cosa.
Puedo comer insectos.
Yo puedo ir mañana.
Puedo ir mañana.
Apenas puedo nadar.
Apenas sé nadar.
Apenas puedo caminar.
Puedo pagar por adelantado.
Puedo tocar Chopin.
Sé jugar al fútbol.
Sé jugar al tenis.
Puedo protegerte.
No lo puedo culpar.
No puedo culparos.
No puedo culparte.
No sé cocinar bien.
No cocino bien.
No puedo oír bien.
No puedo irme todavía.
No puedo mover esto.
No le trago.
No le soporto.
No le aguanto.
No puedo soportarlo.
No puedo ayudarte.
No puedo rezar ahora.
Decidí dimitir.
He decidido renunciar.
Yo vengo de Japón.
Vengo acá a menudo.
Vengo aquí seguido.
Accedí a ir.
No pude responder.
No pude obtenerlo.
No pude conseguirlo.
No me pude rehusar.
Lloré toda la noche.
Me defendí.
Niego todo.
No mordí a Tom.
No los compré.
Yo no las compré.
No lo limpié yo.
Yo no lo limpié.
Yo ni pregunté.
Yo no te oí.
No besé a Tom.
No lo robé.
No lo acepto.
No lo culpo.
No te culpo.
No os culpo.
No se lo reprocho.
No os lo reprocho.
No dudo de ti.
No como fruta.
Yo ni voto.
No tengo dinero.
No tengo hijos.
No tengo más.
No me gusta esto.
No necesito ayuda.
No juego pool.
No juego al billar.
No confío en ti.
No quiero niños.
No quiero carne.
No los quiero.
No quiero esto.
Yo sueño en francés.
Bebo para olvidar.
Conduje toda la noche.
Ahora me siento mejor.
Comparto su dolor.
Me pinto muy fisurado.
Hoy me siento bien.
Me sentí invencible.
Me sentía invencible.
Me sentí muy feliz.
Me sentí aliviado.
Al final lo dejé.
Al final abandoné.
He terminado de comer.
Terminé de comer.
He olvidado su nombre.
Olvidé su nombre.
He olvidado su nombre.
Olvidé su nombre.
He olvidado su nombre.
Olvidé su nombre.
Yo olvidé el libro.
Hago las cosas.
Consigo cosas.
Conseguí otro empleo.
Me entrevistaron.
Me dejaron atrás.
La saqué barata.
Me empapé.
He recibido tu carta.
Supongo que es verdad.
He tenido una pesadilla.
Sufrí un accidente.
He tenido un accidente.
Tuve un accidente.
Odio estar aquí.
Odio hacer esto.
Odio a los hipócritas.
Odio los mosquitos.
Odio a mis padres.
Odio este color.
Odio esa película.
Odio ese ruido.
Odio el desierto.
Odio este lugar.
Odio esta tienda.
Tengo el lunes libre.
Tengo dolor de espalda.
Tengo un ordenador.
Tengo un computador.
Tengo resaca.
Me duele la cabeza.
Tengo jaqueca.
Tengo otitis.
Tengo mal aliento.
He sido amado.
Tengo los ojos negros.
Tengo el pelo castaño.
Tengo todo.
Tengo de todo.
Tengo muchos discos.
Tengo mis razones.
Tengo pesadillas.
No tengo comentarios.
No tengo amigos.
Yo tengo una hermana.
Tengo algunos libros.
Tengo algunos regalos.
Tengo las puntas abiertas.
Tengo la respuesta.
Tengo tres perros.
Tengo dos sobrinas.
Tengo tu diario.
No lo encontré.
No lo he visto.
No he empezado.
Escuché algo.
Acabo de mudarme aquí.
Maté a los ratones.
Sabía que vendrías.
Me sé un atajo.
Conozco un atajo.
Yo conozco un atajo.
Lo sé todo.
Conozco a su familia.
Sé que es pesado.
Sé que está mal.
Sé la respuesta.
Sé que ganarás.
Carezco de experiencia.
Dejé a Tom atrás.
Me gusta estar ocupado.
Me gustan los sándwiches.
Me gusta el chucrut.
Me gusta ese lugar.
Me gusta esa camisa.
Me gusta este color.
Me gusta este modelo.
Me gusta esta modelo.
Me gusta esa película.
Me gusta esta música.
Me gusta esta camisa.
Me gusta esta tienda.
Me gusta la sandía.
Me gusta tu caballo.
Me gusta su casa.
Me gusta tu casa.
Me gustan tus ideas.
Me gusta tu teléfono.
Me gusta tu bufanda.
Me gusta tu camisa.
Me gusta tu estilo.
Me gusta tu camión.
Me gusta tu voz.
La película me gustó.
La película me gustó.
Vivo aquí solo.
Viví en Boston.
He bloqueado la puerta.
He trancado la puerta.
Perdí un arete.
Yo perdí un arete.
He perdido un arete.
Lo he perdido todo.
Lo perdí todo.
He perdido el equipaje.
Da gusto estar aquí.
Me encanta estar aquí.
Amo mi país.
Amo a mis amigas.
Amo a mis amigos.
Amo a mis padres.
Adoro esa silla.
Me encanta esa bufanda.
Esa bufanda me encanta.
Me encanta esa camisa.
Adoro esa historia.
Me encanta esta foto.
Me encanta esa camisa.
Me gusta esa camisa.
Me gusta esta camisa.
Me encanta este negocio.
Me encanta esta tienda.
Me encanta este vídeo.
Me encanta tu vestido.
Me encanta tu sonrisa.
Tomé mi decisión.
Hice algunas llamadas.
Yo hice esta silla.
Le hice café.
Conocí a tu amigo.
Extraño a mis amigos.
Extraño a mis padres.
Extraño ese lugar.
Necesito treinta minutos.
Necesito un teclado.
Necesito unas vacaciones.
Necesito unas vacaciones.
Necesito una aspirina.
Necesito ayuda.
Necesito muchos libros.
Necesito más luz.
Necesito más poder.
Necesito más espacio.
Necesito mis lentes.
Necesito mis gafas.
Necesito algo de papel.
Necesito papel.
Necesito ese teléfono.
Necesito este dinero.
Necesitaba ese trabajo.
Nunca compro azúcar.
Yo nunca bebo té.
Nunca me emborracho.
Nunca perdí las esperanzas.
Nunca te amé.
Nunca me quedo dormido.
Nunca dije eso.
Ya no bebo.
A menudo vengo aquí.
Viajo seguido al extranjero.
Ordené una pizza.
No te debo nada.
Pelé una manzana.
Toco la guitarra.
Toco el violín.
Alcancé mi objetivo.
Lo leo todo.
Lo leí todo.
Leí algunos libros.
Realmente lo siento.
Realmente lo dudo.
Salvé al gato.
Vi un avión.
La he visto antes.
Lo vi correr.
Lo vi corriendo.
Vi el amanecer.
Te vi cocinar.
Le he visto cocinar.
Me raspé la rodilla.
Ya veo el problema.
Veo que lees.
Comparto tu idea.
Concuerdo contigo.
Debería largarme.
No debo hacerlo.
No debería beber.
Firmé el formulario.
Dormí hasta el amanecer.
Hablo muy rápido.
Reconozco mi error.
Me quedé arriba.
Sigo jugando al billar.
Dejé de fumar tabaco.
Dejé de fumar.
Estudio en la escuela.
Tengo bastante sed.
Enseño geografía.
Creo que estoy listo.
Creo que estoy lista.
Creo que tengo razón.
Creo que es verdad.
Tengo una opinión diferente.
Eso pensaba.
Me tomé unas vacaciones.
Obtuve mi venganza.
Me vengué.
Intenté escapar.
La quería de verdad.
Lo entiendo.
Entiendo esto.
Comprendo esto.
Lo comprendo.
Usé este plato.
Comúnmente como afuera.
Quiero a Tom muerto.
Quiero un ordenador.
Quiero una computadora.
Quiero un descuento.
Quiero una disculpa.
Quiero todo.
Lo quiero todo.
Quiero más dinero.
Quiero mi libertad.
Quiero algo de dinero.
Quiero algo de papel.
Yo quiero agua.
Los quiero vivos.
Quiero este teléfono.
Quiero creer.
Quiero competir.
Quiero confesar.
Lo quiero explicar.
Quiero explicar.
Yo quería una chaqueta.
Yo quería ese carro.
Yo quería conducir.
Quería luchar.
Era un idealista.
Estaba frustrado.
Estaba avergonzado.
Solo estaba bromeando.
Me dejaron atrás.
Solo estaba bromeando.
Estaba realmente atrasado.
Estaba tan solo.
Me quedé desconcertado.
Estaba muy asustado.
Tenía mucha hambre.
Yo era tu amigo.
Yo era tu amiga.
Me lavé las manos.
Me lavé la camisa.
No estaba soñando.
No estaba listo.
No estaba preparado.
No fui puntual.
No estaba durmiendo.
Seguí leyendo.
¡Nunca lo diré!
Me quedaré ahí.
Gané el primer premio.
Me gané la lotería.
Me preocupo por él.
Yo hubiera esperado.
Yo escribí ese libro.
Apunté eso.
Lo apunté.
Escribí este libro.
Lo agradecería.
Estaría devastado.
Volveré pronto.
Volveré luego.
Voy a volver pronto.
Enseguida acabo.
Estaré en Boston.
Yo cocinaré esta noche.
Lo haré yo mismo.
Lo haré despacito.
Haré algo.
Lo devolveré.
Iré a Boston.
Iré a la escuela.
Me esconderé aquí dentro.
Un día lo sabré.
Pagaré cualquier cosa.
Pagaré por esto.
Yo pagaré la cuenta.
Oraré por Tom.
Rezaré por Tom.
Probablemente lloraré.
Lo volveré a decir.
Te veré pronto.
Voy a mandar flores.
Te dejaré libre.
Te liberaré.
Hablaré despacito.
Te esperaré.
Esperaré por usted.
Esperaré afuera.
Le acompañaré.
Le mostraré la salida.
Trabajaré en eso.
Le escribiré a Tom.
Soy canadiense también.
Soy un poco raro.
Estoy un poco intranquilo.
Soy un buen sujeto.
Soy un buen marinero.
Estoy un poco ocupado.
Estoy un poco enfermo.
Estoy algo enfermo.
Soy un hombre casado.
Soy una chica normal.
Soy un hombre paciente.
Soy dependiente.
Me dais miedo.
Tengo miedo de ti.
Tengo miedo de morir.
Ahora estoy completamente solo.
Casi tengo treinta años.
Ya estoy listo.
Ya estoy lista.
Ya estoy preparado.
Ya estoy preparada.
Siempre estoy hambriento.
Soy astrónomo.
Estoy en la prisión.
Estoy enterado de eso.
Soy consciente de eso.
Estoy siendo cuidadoso.
Estoy siendo observado.
Estoy hirviendo agua.
Traigo vino.
Estoy comprando una rosa.
Me estoy concentrando.
Estoy comiendo una pera.
Estoy esperando a Tom.
Tengo bastante hambre.
Hoy ayuno.
Me siento genial.
Me siento cansado.
Soy de la ciudad.
Me estoy poniendo feliz.
Estoy empeorando.
Voy a saltar.
Voy a esperar.
Estoy feliz por vos.
Estoy aquí para aprender.
Estoy aquí con Tom.
Estoy cuidando la casa.
Estoy en Boston ahora.
Estoy en el baño.
Estoy en el toilette.
Solo estoy mirando.
Estoy llevando la cuenta.
Estoy adelgazando.
Estoy haciendo café.
Estoy preparando la cena.
No soy ningún paciente.
No soy un soldado.
No soy un estudiante.
No soy una alumna.
No soy profesor.
No soy profesora.
No soy un traidor.
No estoy convencida.
No soy olvidadizo.
No abandono.
No estoy mintiendo ahora.
Ahora no miento.
No soy miserable.
No estoy convencido.
No me convence.
No me persuade.
Aún no estoy listo.
No estoy contento.
No estoy satisfecha.
Yo no estoy contento.
No soy tan rápido.
No soy el dueño.
Aún no estoy cansado.
No estoy demasiado cansado.
No estoy tan cansado.
No soy sin valor.
No soy tu esposa.
Solo tengo 18 años.
Solo tengo trece años.
Estoy echando los bofes.
Estoy echando el hígado.
Estoy sin aliento.
Estoy preparado para votar.
Estoy realmente hambriento.
Estoy muy hambriento.
Tengo muchísima hambre.
Soy esquizofrénico.
Estoy viendo doble.
Estoy viendo fantasmas.
Soy autónomo.
Soy sofisticado.
Lo siento por ti.
Todavía estoy de servicio.
Todavía tengo sed.
Todavía estoy esperando.
Todavía estoy preocupado.
Me estoy bañando.
Estoy intentando ganar.
Estoy muy confundida.
Estoy con un cliente.
Ahora soy tu jefe.
Ahora soy tu jefa.
Yo soy tu vecino.
Soy tu vecino.
Me lastimé.
He estado casada.
He estado esperando.
He estado preocupada.
He comprado un coche.
He comprado un carro.
Llamé dos veces.
Ya la he corregido.
Ya hice mi parte.
No hice nada.
No he hecho nada.
Te he perdonado.
Tengo malas noticias.
Estoy con diarrea.
Tengo cagalera.
Tengo evidencia.
Estoy quebrado.
Tengo problemas.
Tengo las llaves.
He oído suficiente.
He oído rumores.
Identifíquese.
¿Es Tom canadiense?
¿Tom es políglota?
¿Tom está interesado?
¿Tom sigue aquí?
¿Están todos aquí?
¿Todos están contentos?
¿Ya están todos listos?
¿Es cierta su historia?
¿Es cierta su historia?
¿Es complicado?
¿Ahora está lloviendo?
¿Está lloviendo ahora?
¿Hay alguien ahí?
¿Hay alguien?
¿Es importante?
¿Es aquél el tuyo?
¿Es oro puro?
¿Es de oro puro?
¿Es ése tu libro?
¿Es ese tu objetivo?
¿Es esa tu habitación?
¿Está listo el baño?
¿Está lista la torta?
¿La tarta está lista?
¿El café está caliente?
¿Hay toque de queda?
¿Este sombrero es tuyo?
¿Está esto fabricado aquí?
¿Este es nuestro hotel?
¿Es oro puro?
¿Está libre este asiento?
¿Esta es tu cerveza?
¿Este es tu vino?
¿Tu bolsa está vacía?
¿Tu auto es negro?
¿Tu perro es blanco?
¿Está tu micro desactivado?
¿Tu esposa es alta?
¿No es emocionante?
¿No es patético?
¿No es impresionante?
No se puede arreglar.
No puede ser cierto.
No puede ser verdad.
Cuesta demasiado caro.
Podría ser fatal.
Lo pasó mal.
No me queda.
No es importante.
Eso no importa.
No importa.
Se hizo pedazos.
Funciona en ambos sentidos.
Ha refrescado.
Es nuestro destino.
Está lloviendo ahora.
Ahora está lloviendo.
Es de segunda mano.
No es un secreto.
Aún no se termina.
Parece egipcio.
Se ve egipcio.
Me resulta familiar.
Quizás podría resultar desagradable.
Nunca pasó.
Ha llovido mucho.
Cayó una lluvia torrencial.
Llovió fuerte.
Llovió sin parar.
Suena raro.
Fue idea de Tom.
Aquello era un desastre.
Era verde oscuro.
Solo era agua.
Fue mi error.
No daba problemas.
No había ningún problema.
Era nuestro secreto.
Fue muy divertido.
Era tan obvio.
Fue sorprendente.
Fue imprevisto.
Era muy pequeño.
Estaba muy ventoso.
Hoy hizo calor.
Fue culpa tuya.
No fue un sueño.
No estaba planeado.
Fue muy bien.
Pasó muy bien.
Estuvo muy bien.
A Tom le funcionó.
Secará pronto.
Ocurrirá pronto.
Ocurrirá en breve.
Pasará pronto.
Nos arruinará a todos.
Hoy es lunes.
Es un poco débil.
Es un poco grasoso.
Es un hoyo negro.
Es un día nublado.
Es un cumplido.
Es una conspiración.
Es un diccionario.
Es un buen comienzo.
Es una buena historia.
Es una larga historia.
Es una tarea simple.
Es una simple tarea.
Es un trabajo simple.
Es una habitación pequeña.
Es una ley estúpida.
Es una historia real.
Todo es culpa mía.
Ya todo terminó.
Ya es tarde.
Además es más barato.
Es una emergencia.
Está en urgencias.
Es un piano viejo.
Es un viejo piano.
Hace frío fuera.
Hace frío afuera.
Es confidencial.
Está oscuro aquí.
Está oscuro fuera.
Es fácil para ti.
Es vivificante.
Finalmente se acabó.
Por mí, está bien.
Ya terminó.
Es para turistas.
Se está poniendo helado.
Se está haciendo tarde.
¡Todo va bien!
Es la naturaleza humana.
Está en mi bolsillo.
Sólo es un sueño.
Es solo un sueño.
Solo es una corazonada.
Es como un sueño.
Es de mi hermano.
No es nada grande.
No es nada importante.
No es ningún secreto.
No es un arma.
No es culpa mía.
No es mi estilo.
No es tan malo.
No está tan lejos.
No es lo mismo.
No es demasiado profundo.
No es demasiado tarde.
Es ahora o nunca.
Invita la casa.
Está en la mesa.
Está sobre la mesa.
Es uno de esos.
Es uno de aquellos.
Sólo es un sueño.
Es solo un sueño.
Probablemente sea Tom.
Llueve mucho.
Está lloviendo aquí.
Está realmente limpio.
Es muy duro.
Está realmente ventoso.
Es realmente ventoso.
Está nevando bastante.
Está nevando aquí.
Es tan bello.
Es tan bella.
Es tan agradable aquí.
Está empezando ahora.
Todavía es lunes.
Todavía está cerrado.
Aún está subiendo.
Es el mismo sombrero.
Viene de molde.
Es muy tarde ahora.
¡Eso es increíble!
Está muy frágil.
Es muy obvio.
Es muy popular.
Hace calor aquí.
Vale la pena intentarlo.
No está bien mentir.
Venga, ven aquí.
Limítate a venir aquí.
Dale tiempo.
Simplemente sigue hablando.
Déjame dormir.
Limítate a escucharme.
Escúchame y punto.
Solo mira afuera.
Coge una.
Limítate a coger una.
Hazlo poco a poco.
Dame la mano.
Intenta relajarte.
No te me acerques.
Mantente alejado de mí.
Mantente alejada de mí.
Estate lejos de mí.
Manténgase alejado de mí.
Tenedlo presente.
Ténganlo en cuenta.
Quédate a la derecha.
Los niños son así.
Ya te vale, Tom.
Toca la puerta.
Déjame llevarlo.
Deja que lleve eso.
Deja que lo lleve.
Déjame terminar, ¿vale?
Deja que termine, ¿no?
Permítame entrar.
Permítame pasar.
Seamos creativos.
Entonces empecemos.
Hagámoslo de nuevo.
¡Hagámoslo otra vez!
Hagamos el trabajo.
Ya vamos a comer.
Terminemos esto.
Casémonos.
¡Empecemos!
Comencemos.
Vamos al centro.
Vayamos y averigüémoslo.
Entremos allí.
Vayamos a nadar.
Vamos hacia allá.
Vayamos por aquí.
Vámonos a dormir.
Vayamos juntos.
Vayámonos juntos.
Vamos juntos.
Echemos un vistazo.
Cenemos.
Vámonos a dormir.
Démonos prisa, Tom.
Investiguemos.
Vayámonos antes.
Hagamos una torta.
Hagamos una lista.
¡No lo escondamos!
Démonos la mano.
Vamos, cantemos una canción.
Recomencemos.
Pasemos adentro.
Echemos un vistazo.
Tomemos un taxi.
Cojamos un taxi.
Hagamos un viaje.
Probemos a leer.
La vida es bella.
La vida es hermosa.
La vida es dura.
La vida es divertida.
La vida es cara.
La vida es maravillosa.
Levanta las piernas.
Vive y deja vivir.
Vivir no es fácil.
Mucho tiempo sin vernos.
Ha pasado mucho tiempo.
Mira el precio.
Mira qué lío.
Cuidado con las abejas.
El amor vence todo.
El amor es complicado.
El amor es confuso.
Haz una predicción.
Decídete.
María tiene ojos grandes.
Mary es hermosa.
Mary es mi madre.
¡María es tan linda!
Mary es vivaracha.
Mary es vivaz.
Mary era un marimacho.
Mary era un chicazo.
¡Que Dios te bendiga!
¿Puedo subir a bordo?
¿Puedo irme a nadar?
Quizá Tom está muerto.
Tal vez podamos conversar.
La carne es cara.
Cuida tus modales.
Mamá compró manzanas.
Los mosquitos me aman.
Tengo los brazos cansados.
Mis brazos se entumecieron.
Me robaron mi mochila.
Mis perros son blancos.
Me pican los ojos.
Tengo los ojos cansados.
Mi padre está ocupado.
Mi padre es rico.
Mi padre es alto.
Mi vaso está vacío.
Tengo las manos atadas.
Me duele el corazón.
Me arde el corazón.
Mi caballo es negro.
Mi caballo es blanco.
Mi casa está vacía.
Mi casa es pequeña.
Mi vida es aburrida.
No me llamo Tom.
Mis zapatos han desaparecido.
Me duele el hombro.
Mi tío está enojado.
Mi tío está enfadado.
Mi mujer estaba allí.
Nadie abrazó a Tom.
Nadie vive aquí.
Aquí no vive nadie.
Nadie confía en él.
No, no ayudé.
Nadie le ayudó.
Nadie la ayudó.
Nadie abrazó a Tom.
Nadie es perfecto.
Nadie es infalible.
Nadie vive aquí.
Aquí no vive nadie.
Nadie se ofrece voluntario.
Nadie fue ahí.
Nadie se está riendo.
Nada se ha movido.
Nada estuvo mal.
Nada estaba mal.
Nada va a ayudar.
No funciona nada.
Ahora me siento culpable.
Ahora pon atención.
Ahora estamos hablando.
Bueno, hasta luego.
Obedeced a vuestros padres.
Obedece a tus padres.
Obedezca a sus padres.
Obviamente iré.
Los opuestos se atraen.
Nuestra barca volcó.
Nuestro bote zozobró.
La gente es estúpida.
La gente quiere paz.
Deja que me quede.
Por favor tené paciencia.
Por favor tenga paciencia.
Por favor ten paciencia.
Por favor, no pares.
No hables, por favor.
Explícamelo.
Explícate.
¿Puedes explicarte?
Por favor, perdóname.
Perdóneme, por favor.
Debe perdonarme.
Por favor, déjame pagar.
Reconsidera tu postura.
Hablad conmigo, por favor.
Por favor, enciéndelo.
Envuélvalo, por favor.
Tapa esa gotera.
Tapad esa gotera.
Tape esa gotera.
Tapen esa gotera.
Los poetas escriben poemas.
Hazte pasar por mí.
Los precios están subiendo.
Los precios suben.
Póngalo allí.
Ponte tu camiseta.
Ponte la camisa.
Ponte tus zapatos.
Ponte los calcetines.
Apaga la luz.
Apague la luz.
Baja tu arma.
Baja el arma.
¡Arriba las manos!
Ponte tu camiseta.
Ponte tus zapatos.
Ponte los calcetines.
Para de molestarme.
Deja de quejarte.
Lee otro libro.
Léalo otra vez.
Las rosas tienen espinas.
Dilo en inglés.
Dígalo en inglés.
Decidlo en inglés.
Díganlo en inglés.
Di lo que quieras.
Atorníllalo firmemente.
Te veré en Boston.
¡Hasta la próxima semana!
Nos vemos el lunes.
Comió una manzana.
Se volvió famosa.
Ella empezó a cantar.
Ella debutó.
Ella puede manejarlo.
Ella puede saltar alto.
Ella cocina para él.
Ella decidió ir.
Ella sí vino aquí.
Ella no respondió.
No respondió.
Ella no fue lejos.
Ella murió del shock.
Ella me vuelve loco.
Ella le emborrachó.
Ella tiene una bicicleta.
Tiene una bicicleta.
Ella tiene una fotografía.
Tiene el pelo largo.
Tiene pelo largo.
Tiene buenas piernas.
No tiene figura.
No tiene tipo.
No tiene planta.
Ella odia las zanahorias.
Ella odia correr.
Le oyó llorar.
Ella es agresiva.
Es atractiva.
Ella es su amiga.
Ella es su amiga.
Ella no está casada.
Ella no está corriendo.
Ella guarda los secretos.
Ella dejó la habitación.
Le gustan las naranjas.
Le gusta cantar.
Ella miró alrededor.
Ella lucía sola.
Ella parece desgraciada.
Le encanta pescar.
Ella lo hizo rico.
Ella me apresuró.
Ella me hizo apurar.
Me hizo sonreír.
Ella se casó joven.
Ella podría ser francesa.
Ella debe estar enfadada.
Ella debe estar enojada.
Ella debe ir allí.
Ella se ve emocionada.
Ella le sonrió.
Habla alemán.
Ella habló rápido.
Ella la aterrorizaba.
Ella le aterroriza.
Ella intentó nadar.
Ella trató de nadar.
Ella estaba deprimida.
Ella salió de compras.
Ella subió la escalera.
Ella fue con él.
Ella iba con él.
Lloró amargamente.
Ella no lo conseguirá.
Es un ave nocturna.
Ahora es una mujer.
Sólo es una niña.
Ella tiene estilo.
Ella es hiperactiva.
Ella no es niña.
No es una niña.
No es mi tipo.
Ella es nuestra profesora.
Ella está completamente desnuda.
Todavía es joven.
Ella está inconsciente.
Está inconsciente.
Ella es muy guapa.
Es muy guapa.
¿Debo añadir sal?
¿Debería decírselo?
Muéstrame esa lista.
Muéstrame el dinero.
Muéstreme el dinero.
Muéstrenme el dinero.
Mostrame el dinero.
¡Enséñame la fotografía!
Firme aquí, por favor.
Firma aquí, por favor.
Firmen aquí, por favor.
Firmad aquí, por favor.
El silencio es oro.
El silencio vale oro.
¿Entonces dónde estabas?
Resuelva el problema.
Resuelve el problema.
Alguien respondió.
Alguien ha muerto.
Viene alguien.
Alguien llega.
Alguien se acerca.
Alguien viene.
Alguien está llamando.
Hay alguien afuera.
Alguien está cantando.
Alguien habla.
Alguien está hablando.
Hay alguien hablando.
Alguien había.
Algo surgió.
Algo cambió.
Perdón, error mío.
Perdón, fallo mío.
Habla más despacio.
Hable más despacio.
Las arañas tejen redes.
Enciendan los motores.
No te me acerques.
Mantente alejado de mí.
Estate lejos de mí.
Quédate aquí con nosotros.
Quedaos aquí con nosotros.
Quédense aquí con nosotros.
Quédese aquí con nosotros.
Quédese aquí con nosotras.
Quédate aquí con nosotras.
Quedaos aquí con nosotras.
Quédense aquí con nosotras.
Quédate en tu habitación.
Quédate a la derecha.
Quédate aquí con nosotras.
Quédate con nosotros, Tom.
Robar es malo.
Súbete a la báscula.
Deja de ser estúpido.
¡Deja de molestarme!
¡Para ya de molestar!
Dejate de joder.
Deja de seguirme.
Deje de seguirme.
Dejá de exagerar.
Adivina.
Hazte cargo de esto.
Encárgate de esto.
Quítate tu gorro.
Quítate tu gorra.
Toma una aspirina.
Tómate una aspirina.
Toma la medicina.
Tome esta aspirina.
Toma este o ese.
Cuéntame de Tom.
Cuénteme de Tom.
Cuéntame la historia.
Dime la verdad.
Dígame la verdad.
Decidme la verdad.
Díganme la verdad.
Decime la verdad.
Dime tu nombre.
Dinos la verdad.
Cuéntanos la verdad.
Las termitas comen madera.
Muchas gracias.
¡Gracias, doctor!
Gracias, doctor.
Gracias por preguntar.
Gracias por preguntarme.
Gracias por venir.
Gracias por la cena.
Te agradezco de antemano.
Gracias en avance.
Gracias por adelantado.
Eso siempre ayuda.
Ese chico es inteligente.
Aquel gato es café.
Eso no ayuda.
Esa chica es María.
Aquella casa es grande.
Eso es indispensable.
Eso es esencial.
Eso es fundamental.
Esa es su casa.
Ese es mi colegio.
Esa es mi escuela.
Es tu libro.
Aquél es tu libro.
Eso no es francés.
Eso no es suficiente.
Eso no es plata.
Ese nudo está flojo.
Esa película apesta.
Eso debería bastar.
Eso suena bien.
Eso me parece correcto.
Eso suena aterrador.
Eso fue fabuloso.
Este era nuestro plan.
Esa era la idea.
Ése era el plan.
Este era el plan.
No era gracioso.
Es un buen vino.
Eso no pasará.
Eso no acontecerá.
Es una mala idea.
Eso es un abeto.
Es un golpe bajo.
Ese es un faisán.
Aquello es un triciclo.
Eso es repugnante.
Así es como fue.
Así es como era.
Es imposible.
Eso es imposible.
Eso es irrelevante.
Eso es sencillamente loco.
Ese es mi problema.
Eso no es francés.
Eso no es suficiente.
Eso no es plata.
Ese es nuestro castillo.
Ese es nuestro secreto.
Eso es bastante malo.
Eso está algo viejo.
Eso es algo viejo.
Eso es realmente entristecedor.
Eso es verdaderamente triste.
Realmente es muy triste.
¡Eso es ridículo!
Eso es ridículo.
Es perfecto.
Eso es terrorífico.
Ese es el espíritu.
Es muy práctico.
El balón salió fuera.
El bar está cerrado.
El baño está listo.
El perro negro corría.
El bote zozobró.
El libro está polvoriento.
El libro es pequeño.
El libro es chico.
El libro es blanco.
La caja está rota.
El niño volvió.
El niño regresó.
La jaula está vacía.
El pastel está sabroso.
La torta está sabrosa.
El gato está comiendo.
El gato tiene hambre.
El gato me asustó.
El gato me espantó.
La cuenta, por favor.
¡La cuenta, por favor!
Los niños se fueron.
El reloj está adelantado.
El café está caliente.
El perro es suyo.
El perro quiere salir.
El perro estaba muriendo.
El perro se alejó.
El perro huyó.
La puerta chirrió.
La tierra gira.
El enemigo es débil.
El examen fue fácil.
El suelo está frío.
La comida es buenísima.
La comida está lista.
La comida está servida.
El equipo local ganó.
La casa está fría.
La casa está caliente.
La idea era buena.
El cuchillo está desafilado.
El cuchillo está amellado.
El cuchillo está romo.
La tapa está cerrada.
Los amantes se besaron.
El hombre estaba agonizando.
El mercado es amplio.
Se terminó el partido.
La música paró.
La noche es oscura.
El dolor desapareció.
El dolor ha desaparecido.
Se acabó la fiesta.
El bolígrafo está roto.
La pizza está fría.
La piscina estaba llena.
El alquiler es barato.
El río es amplio.
La habitación está vacía.
La habitación estaba caliente.
La habitación estaba templada.
La pieza estaba cálida.
Las rosas son rojas.
La arena estaba tibia.
La nave zarpó.
La sopa está espesa.
El sol está saliendo.
La táctica funcionó.
El tanque está vacío.
El test fue fácil.
Ha llegado el momento.
El tren llega tarde.
Se paró el tren.
La guerra continuaba.
La guerra ha terminado.
El agua está buena.
El agua es pura.
El agua está limpia.
El mundo está enfermo.
Lo peor terminó.
Ya pasó lo peor.
No existen dioses.
Los dioses no existen.
Hay una huelga.
No hay agua.
Hubo una pelea.
Hubo un obstáculo.
Hubo un juicio.
Hubo una carnicería.
Hace falta café.
No hay café.
No hay peligro.
Ahí está tu esposa.
Esto son margaritas.
Éstos son verdaderos.
Éstos son de cuero.
Ellos ya sabían.
Ellos ya saben.
Ellas ya saben.
Ya saben.
Todos están muertos.
Ellos están en clase.
Esos son nuestros autos.
Ellos son profesores.
Son profesores.
Ellos son muy grandes.
Ellos son muy viejos.
Ellas son muy viejas.
Son ricos.
No están allí.
Arrestaron a Tom.
Ellos la arrestaron.
Ellos te traicionaron.
Ellos compraron un auto.
No pueden escapar.
No pueden verme.
Ellos no se movieron.
Ellos no cedieron.
Ellos no lo hicieron.
No hablaron.
Ellos no escuchan.
Bebieron café.
Ellos te siguieron.
Ellos cazaban zorros.
Continuaron corriendo.
Siguieron corriendo.
Me secuestraron.
Ellos no saben nada.
No saben nada.
Les gusta cantar.
Ellos se ven saludables.
Ellos quieren decir problemas.
Perdieron mucho.
Ellos asesinaron a Tom.
Deben de estar muertos.
Ellos necesitan amigos.
Adelantaron a Tom corriendo.
Hablan francés.
Ellos hablan francés.
Ellas hablan francés.
Hablaban francés.
Ellos torturaron a Tom.
Ellas torturaron a Tom.
Quieren ayudar.
Se fueron a pescar.
Se fueron de pesca.
Eran maravillosos.
Fueron maravillosos.
Ellos eran amigos.
Ellos estaban enamorados.
Estaban casados.
Estaban jadeando.
Ellos estaban atrapados.
Estaban preocupados.
Sobrevivirán.
Eso les gustará.
Ellos son canadienses.
Ambos están muertos.
Ambas están muertas.
Ambas están bien.
Son peligrosos.
Son idénticos.
Estoy en Boston.
Están en peligro.
Están escuchando.
Ellos son niños geniales.
Son niños agradables.
Ellos no son felices.
No están allí.
Ahora están solos.
Están separados.
Están sorprendidos.
Están demasiado cerca.
Ellos son muy pobres.
Son maravillosos.
Ustedes son maravillosos.
Ellos han vuelto.
Ellas han regresado.
Lo despidieron.
Piensa en la muerte.
Esto no es normal.
Esta manzana es roja.
Este pájaro puede volar.
Este libro está bien.
Este libro es suyo.
Este libro es mío.
Este libro era nuevo.
Este balde pierde.
Este coche es negro.
Este carro es chiquito.
Este auto es pequeño.
Este coche es chico.
Este escritorio es bueno.
¡Esto no funciona!
Esto no funciona.
Este perro es blanco.
Este perro es tuyo.
Este juego es fácil.
Este tío es cojonudo.
Este tío es genial.
Este sombrero es tuyo.
Esto es un buzón.
Es un error.
Está todo mal.
Esto está delicioso.
Esto está buenísimo.
Esto está riquísimo.
Esto es extorsión.
Esto es un galimatías.
Esto es incoherente.
Esta es carne buena.
Estas son buenas noticias.
Ésta es su casa.
Esto es graciosísimo.
Es su culpa.
Ésta es su casa.
Esto es incorrecto.
Esto está desordenado.
Este es mi consejo.
Este es mi primo.
Esta es mi prima.
Éste es mi padre.
Ésta es mi madre.
Esta es mi madre.
Esta es mi oficina.
Este es mi lápiz.
Este es mi colegio.
Esta es mi escuela.
Ésta es mi hermana.
Es culpa nuestra.
Esto es tan aburrido.
Esto es espagueti.
Esto está insípido.
Esto es muy chévere.
Esto es muy genial.
Está muy bien.
Esto está muy bueno.
Esto es muy bueno.
Esto es muy cierto.
Esto es maravilloso.
Éste es tu libro.
Este es tu destino.
Esta es tu parada.
Esto no es francés.
Esto no es broma.
No es una trampa.
Esto no es normal.
Esto no es plata.
Este lago es profundo.
Esto te puede convenir.
Esta carne es buena.
Esto tiene que hacerse.
Este está limpio.
Este es mejor.
Este está roto.
Ésta está rota.
Este cuarto es frío.
Este cuarto está frío.
Este debería servir.
Esto suena sospechoso.
Este sistema funciona.
Fue culpa mía.
Fue mi culpa.
Este fue mi error.
Esto fue culpa mía.
Esos son demasiado grandes.
Esos no son míos.
Tírame la pelota.
Tírame el balón.
Tírame la bola.
Hoy es sábado.
Hoy es jueves.
Casi me pegó Tom.
Tom casi sonrió.
Tom ya sabe.
Tom ya lo sabe.
Tom contestó.
Tom llega hoy.
Tom comió algo.
Tom atacó a Mary.
Tom empezó a hablar.
Tom empezó a hablar.
Tom cree a Mary.
Tom traicionó a Mary.
Tom molesta a todos.
Tom entró primero.
Tom vino muy tarde.
Tom subió las escaleras.
Tom puede ser burdo.
Tom no puede soportarlo.
Tom no puede entrar.
Tom no puede detenerme.
Tom no sabe silbar.
Tom cocinó la cena.
Tom preparó la cena.
Tom engañó a Mary.
Tom menospreció a Mary.
Tom menosprecia a Mary.
Tom hizo exactamente eso.
Tom no apareció.
Tom no me pegó.
Tom no gritó.
Tom no lo vio.
Tom no estornudó.
Tom no fuma.
Tom donó sangre.
Tom bebe café.
Tom conducía el coche.
Tom condujo el coche.
Tom come muy rápido.
Tom come demasiado.
Tom abrazó a Mary.
Tom se sintió traicionado.
Tomás se sintió aliviado.
Tom finalmente habló.
Tom siguió a María.
Tom encontró el bug.
Tom encontró el bicho.
Tom dio un discurso.
Tom observó a Mary.
Tom se deprimió.
Tomás se insoló.
Tom se debilitó.
Tom cultiva rábanos.
Tom adivinó bien.
Tom adivinó mal.
Tom desayunó.
Tom tuvo que renunciar.
Tom tiene alergias.
Tom tiene acento.
Tom tiene un iPhone.
Tom tiene artritis.
Tom ha estado ocupado.
Tom tiene piel oscura.
Tom tiene pies planos.
Tom tiene tiempo libre.
Tomás tiene pelo largo.
Tom tiene muchos gatos.
Tom no tiene ingresos.
Tom tiene labios finos.
Tom tiene pelo ondulado.
Tom no ha llamado.
Tom odiaba las espinacas.
Tom odia su trabajo.
Tom odia las fiestas.
Tom odia correr.
Tom odia los secretos.
Tom odia las arañas.
Tom oyó un ruido.
Tom agarró la cuerda.
Tom imitó a Mary.
Tom insultó a Mary.
Tom es canadiense.
Tom es soltero.
Tom es un principiante.
Tom es creyente.
Tom es civil.
Tom es un comediante.
Tom es un chiflado.
Tom es un demócrata.
Tom es diseñador.
Tom es diabético.
Tom es adulto.
Tom es un lobista.
Tom es mago.
Tom es mecánico.
Tom es un asesino.
Tom es un homicida.
Tom es un músico.
Tom es pacifista.
Tom es un reportero.
Tom es vendedor.
Tom es un hechicero.
Tom es un debilucho.
Tom está ahora ausente.
Tom es agresivo.
Tom es un principiante.
Tom es ateo.
Tom es valiente.
Tom es diplomático.
Tom es repugnante.
Tom está abajo.
Tom está fascinado.
Tom está creciendo.
Tom me está ayudando.
Tom me está pegando.
Tom es histérico.
Tom está al mando.
Tom es indiscreto.
Tom es intolerante.
Tomás está meditando.
Tom está hipnotizado.
Tom es mi hermano.
Tom es mi dentista.
Tomás es mi marido.
Tomás es mi esposo.
Tom es mi paciente.
Tom es mi padrastro.
Tom es mi alumno.
Tom no es famoso.
Tom es optimista.
Tom es nuestro amigo.
Tom es nuestro líder.
Tom está allí.
Tom está empacando.
Tom es apasionado.
Tom es ridículo.
Tom está justo aquí.
Tom está tartamudeando.
Tom es el asesino.
Tom es el líder.
Tom es el ganador.
Tom es trilingüe.
Tom se está desvistiendo.
Tom está desempleado.
Tom es infiel.
Tom es poco fiable.
Tom es muy tajante.
Tom es muy directo.
Tomás es muy ingenuo.
Tom es muy inteligente.
Tom es muy dulce.
Tom está muy cansado.
Tom es vulnerable.
Tom está muy despierto.
Tom es tu enemigo.
Tom no está cediendo.
Tom no está casado.
Tom no está nervioso.
Tom no está corriendo.
Tomás no tiene sed.
Tom no es violento.
Tom no está conmigo.
Tom no está preocupado.
Tom no escribe.
Tom lleva un diario.
Tom escribe un diario.
Tom siguió nadando.
Tom mató un león.
Tom no sabe nada.
Tom salió del cuarto.
Tom prendió su cigarro.
Tom encendió su cigarro.
Tom encendió la cocina.
Tom encendió la estufa.
Tom vive conmigo.
Tom parecía somnoliento.
Tom se veía asustado.
Tom parece confuso.
Tomás parece nervioso.
Tom se ve sorprendido.
Tom parece atrapado.
Tomás parece preocupado.
Tom perdió la carrera.
Tom adora pescar.
Tom ama su trabajo.
Tom ama su empleo.
Tom ama leer.
Tom adora cantar.
Tom ama cantar.
Tom adora los rábanos.
Tom cometió errores.
Tom hizo errores.
Tom podría estar ausente.
Tom puede volver.
Puede que Tom vuelva.
Tom pudo haber muerto.
Tom extraña Boston.
Tom lo malinterpretó.
Tom debe estar enfadado.
Tom debe estar equivocado.
Tom necesita una pausa.
Tom necesita una gauchada.
Tom necesita respuestas.
Tom necesita ropa.
Tom necesita amigos.
Tom necesita lentes.
Tom nunca llegó.
Tom nunca cambió.
Tomás nunca se rio.
Tom nunca escucha.
Tom nunca fue tímido.
Tom ofendió a Mary.
Tomás pidió una pizza.
Tom sobrevivió a Mary.
Tom poseía un rancho.
Tom pagó la cuenta.
Tom pagó el boleto.
Tom pagó la renta.
Tom tocó el violín.
Tom intoxicó a Mary.
Tom me reconoció.
Tom soltó a Mary.
Tom te recuerda.
Tom respeta a Mary.
Tom asaltó un banco.
Tom cantó para Mary.
Tomás se sentó pacientemente.
Tom vio el video.
Tom dice que duele.
Tom anotó un gol.
Tom marcó un gol.
Tom debería intentarlo.
Tom cerró sus ojos.
Tom cerró los ojos.
Tom cerró la puerta.
Tom firmó un ADC.
Tom sonrió lúgubremente.
Tom habla francés.
Tom habla lentamente.
Tom habló con Mary.
Tom estafó a Mary.
Tom me amenazó.
Tom nos amenazó.
Tom intentó ayudar.
Tom usó la cabeza.
Tom vomitó sangre.
Tom esperó con calma.
Tom esperó adentro.
Tom quería llorar.
Tom quiere respuestas.
Tom quiere postre.
Tom quiere resultados.
Tom quiere venganza.
Tom quiere ayudar.
Tom quiere vivir.
Tom quiere jugar.
Tom quiere renunciar.
Tom quiere quedarse.
Tom quiere hablar.
Tom quiere trabajar.
Tom fue un traidor.
Tom fue absuelto.
Tom estaba disponible.
Tom estaba deprimido.
Tom estaba desesperado.
Tom fue despedido.
Tom también estuvo aquí.
Tom estaba horrorizado.
Tom estaba impresionado.
Tomás rebosaba de alegría.
Tom estaba irritado.
Tom fue secuestrado.
Tom estaba escuchando.
Tom era mi amigo.
Tom fue estrangulado.
Tom estaba sufriendo.
Tom fue hablador.
Tom estaba muy ocupado.
Tom estaba muy enfermo.
Tom estaba con Mary.
Tom estaba con Mary
Tom no estaba ausente.
Tom no tenía miedo.
Tom no fue honesto.
Tom estará solo.
Tom estará ahí.
Tom te ganará.
Tom se quejará.
Tom lo descubrirá.
Tom te encontrará.
Tom irá primero.
Tom te ayudará.
Tom recordará.
Tom despertó desnudo.
Tom no llegará lejos.
Tom no lo hará.
Tom trabaja desde casa.
Tom diría que sí.
Tom no sabría.
Tom escribe poesía.
Tom escribe despacio.
Tom está cómodo.
Tomás está avergonzado.
Tom es incompetente.
Tomás es imparable.
Tom, ¿estás bien?
Tom, ésta es Mary.
Intenta calmarte.
Intenta tranquilizarte.
Hazlo otra vez.
Pruébate esa camisa.
Pon buena cara.
¡A ver esa sonrisa!
Intenta parecer contento.
Pon cara de felicidad.
Voltéate, por favor.
Enciende la radio.
Prendé la radio.
Póngase de espalda.
Gira a la derecha.
Girad a la derecha.
Giren a la derecha.
Dos cervezas, por favor.
Pasaron dos semanas.
Transcurrieron dos semanas.
Venus es planeta.
¡Visítenos mañana!
Los sueldos están bajando.
Espera allí por mí.
Esperadme, chicos.
Espera por mí allí.
¡Espere, no dispare!
¡Espera, no dispares!
Esperar es aburrido.
¿Fue Tom abandonado?
¿Estaba Tom con Mary?
¿La puerta estaba abierta?
Modere su lenguaje.
Aborrecemos la violencia.
Todos tenemos defectos.
Estamos yendo a casa.
No somos amigos.
Nos hicimos amigos.
Nosotros creemos en Dios.
Los dos lo sabemos.
No podemos parar ahora.
Podríamos ayudar a Tom.
Cultivamos arroz.
Nosotras bailamos juntas.
Bailamos juntos.
Nosotros no hicimos eso.
No tenemos té.
No la conocemos.
No lo conocemos.
No necesitamos a Tom.
No lo necesitamos.
No te necesitamos.
Tomamos un poco.
Finalmente lo hicimos.
Les dimos comida.
Vamos allí con frecuencia.
Llegamos aquí primero.
Nosotros no teníamos secretos.
Tenemos visita.
Tenemos proveedores.
Tenemos testigos.
Tenemos dos cabras.
Conocemos esta canción.
Aprendimos francés.
Nos gusta nuestra casa.
Vivimos en Boston.
Vivimos con Tom.
Anhelamos la paz.
Nos encantan los misterios.
Nos gustan nuestros parques.
Nos conocimos esa noche.
Tenemos que apurarnos ahora.
Debemos mantener la calma.
Tenemos que pagar impuestos.
Debemos pagar impuestos.
Tenemos que avisarles.
Necesitamos una respuesta.
Necesitamos aire fresco.
Necesitamos más cerveza.
Necesitamos más comida.
Necesitamos más tiempo.
Necesitamos algunos empleos.
Necesitamos el dinero.
Necesitamos vuestra ayuda.
Necesitamos tu ayuda.
Reconocimos a Tom.
Alquilamos una canoa.
Lo vimos todo.
Les vimos irse.
Los vimos partir.
Deberíamos ir los dos.
Deberíamos hacerlo.
Empezamos a las seis.
Estudiamos francés.
Estudiamos juntos.
Entendemos por qué.
Comprendemos por qué.
Entendemos el porqué.
Esperamos afuera.
Queremos más comida.
Queremos nuestro dinero.
Fuimos a Boston.
Estuvimos en Boston.
Éramos vecinos.
Estábamos recién casados.
No nos estábamos ocultando.
No despediremos a Tom.
No heriremos a Tom.
Trabajamos para Tom.
Estamos en contacto.
Estaremos en contacto.
Vamos a ir juntos.
Iremos juntos.
Lo superaremos.
Estamos un poco cansados.
Somos un buen equipo.
Somos aventureros.
Todos somos amigos.
Estamos todos invitados.
Todas somos madres.
Siempre estamos ocupados.
Somos astrólogos.
Estamos en el banco.
Ambas somos adultas.
Ambos somos adultos.
Somos dos idiotas.
Vamos para casa.
Estamos indefensos.
Estamos desvalidos.
Somos extrovertidos.
Ahora somos amigos.
Somos de Boston.
Somos conejillos de Indias.
No tenemos prisa.
Estamos en el pozo.
Somos periodistas.
Nos vamos ya.
Somos como una familia.
Estamos perdiendo tiempo.
Ahora estamos casados.
No somos amigos.
No somos perfectos.
No estamos sonriendo.
Somos viejos amigos.
Estamos de vacaciones.
No tenemos más tiempo.
No tenemos más vino.
Estamos listos para partir.
Estamos listos para irnos.
Todavía estamos vivos.
Somos adictos al trabajo.
Todos lo hemos hecho.
Ya nos conocemos.
Ya nos conocimos antes.
Hemos estado mejor.
Hemos estado probando.
Tenemos compañía.
Tenemos la clave.
Tenemos la llave.
Tenemos un problema.
Lleva ropa abrigada.
Bienvenido de vuelta, Tom.
Bienvenido de nuevo, Tom.
¿Estabas durmiendo?
¿Estabas mirando?
¿No estabas enojado?
¡Qué perro tan listo!
¡Qué colección!
¡Qué gran idea!
¡Qué agradable día!
¡Qué idea tan novedosa!
¡Qué idea tan original!
¡Vaya niño más tonto!
¿Para qué son?
¿Qué estamos haciendo?
¿Qué puede salir mal?
¿Qué no puedes hacer?
¿Qué encontró Tom?
¿Qué sabía Tom?
¿Qué quería Tom?
¿Qué comieron?
¿Qué sentiste?
¿Qué sintió?
¿Qué sintieron?
¿Qué oíste?
¿Qué escondiste?
¿Qué hiciste?
¿Qué quieren?
¿En qué piensas?
¿Qué quiere?
¿Qué significa?
¿Qué pasa después?
¿Qué pasa a continuación?
¿Qué ha hecho Tom?
¿Qué dijo Tom?
¿Qué ha dicho Tom?
¿Qué hemos hecho?
¿Qué tienes?
¿Y si llevo razón?
¿Y si me equivoco?
¿Qué está pasando?
¿Qué pasa?
¿Qué ocurre?
¿Qué sucede?
¿Qué es la felicidad?
¿Qué significa la felicidad?
¿Esto cómo se llama?
¿Cómo te llamas?
¿Cómo se llama?
¿Cuál es tu nombre?
¿Cuál es tu plan?
¿Qué podría pasar?
¿Qué debería comprar?
¿Qué debería comer?
¿Qué deberíamos hacer?
¿Qué estaba diciendo?
¿Cómo se llamaba?
¿Cómo se llamaba?
¿Cómo era ella?
¿Qué harán?
¿Qué vas a decir?
¿Qué dirás?
¿Qué pasaría?
¿Tú qué harías?
¿Qué estás haciendo?
¿Qué está comiendo Tom?
¿Qué está ocultando Tom?
¿Qué es una pandemia?
¿Qué salió mal?
¿Qué es tan especial?
¿Qué pasa?
¿De qué se trata?
¿Qué es ese ruido?
¿Qué es ese olor?
¿Qué es aquello?
¿Qué es esa cosa?
¿Qué pasa?
¿Qué sucede?
¿Cuál es la razón?
¿Cuál es el secreto?
¿Qué está pasando aquí?
¿Qué pasa aquí?
¿De qué trata esto?
¿Qué es esto?
¿Qué es esta cosa?
¿Cuál es tu historia?
¿Qué has encontrado?
¿Cuándo estás ocupado?
¿Cuándo vino Tom?
¿Cuándo viniste?
¿Cuándo llegamos?
¿En qué momento estudias?
¿Cuándo estudias?
¿Cuándo escribes?
¿Cuándo escribís?
¿Cuándo es la fiesta?
¿Cuándo comemos?
¿Cuándo se construyó?
¿Cuándo nació ella?
¿Cuándo vendrá?
¿Dónde están mis llaves?
¿Dónde están los niños?
¿Dónde están mis niños?
¿Dónde podemos estacionarnos?
¿Dónde comió Tom?
¿Por dónde empezamos?
¿Por dónde comenzamos?
¿Dónde nos ponemos?
¿Dónde comenzamos?
¿Dónde vives?
¿Dónde viven?
¿Dónde vive usted?
¿Usted dónde vive?
¿Dónde nadas?
¿En dónde trabajas?
¿Dónde trabaja?
¿Dónde hay un doctor?
¿Dónde hay un médico?
¿Dónde está mi reloj?
¿Dónde está mi dinero?
¿Dónde está mi reloj?
¿Dónde está el banco?
¿Dónde está el libro?
¿Dónde está la comida?
¿Dónde está su gorra?
¿Dónde está tu gorra?
¿Dónde está tu perro?
¿Dónde está tu corbata?
¿Dónde está vuestra corbata?
¿Dónde está su corbata?
¿Adónde iremos?
¿Dónde nació él?
¿Dónde vamos a comer?
¿Dónde estarás?
¿Adónde irás?
¿A dónde irás?
¿Dónde está mi botella?
¿Dónde está mi familia?
¿Dónde está mi padre?
¿Dónde está mi abogado?
¿Dónde está mi billetera?
¿Dónde queda la playa?
¿Dónde está el pan?
¿Dónde está el truco?
¿Dónde está el dinero?
¿Dónde está la plata?
¿Dónde está la mesa?
¿Dónde está el camión?
¿Dónde está el vodka?
¿Y tu bebé?
¿Dónde está tu bebé?
¿Dónde está su esposa?
¿Dónde está tu esposa?
¿Dónde habías estado?
¿Dónde has estado?
¿Cuál es nuestro coche?
¿Cuál querés?
¿Cuál es tu bolso?
¿Cuál es bueno?
¿Cuál es el mío?
¿Cuál es la mía?
¿Cuál es el nuestro?
¿Quién aprobó esto?
¿Para quién son estos?
¿Quienes son esos hombres?
¿Quiénes son estos hombres?
¿Quiénes son esos hombres?
¿Quién quebró esa taza?
¿Quién rompió la taza?
¿Quién rompió la taza?
¿Quién ha venido contigo?
¿A quién trajo Tom?
¿Quién te dio esto?
¿Quién inventó eso?
¿Quién es aquella mujer?
¿Quién es esta mujer?
¿Quién hizo la muñeca?
¿Quién necesita un trago?
¿Quién pidió pizza?
¿A quién cogemos?
¿A quién escogemos?
¿A quién debería llamar?
¿Quién te vendió eso?
¿Quién habla francés?
¿Quién te dijo eso?
¿Quién os lo dijo?
¿Quién quiere un trago?
¿Quién quiere galletitas?
¿Quién estaba a cargo?
¿Quién era esa chica?
¿Con quién estuvisteis?
¿Con quién estabas?
¿Con quién andabas?
¿Quién haría eso?
¿Quién se está quejando?
¿Quién es esa persona?
¿Quién es tu médico?
¿Quién es tu padre?
¿Quién es tu amigo?
¿Quién es tu abogado?
¿De quién eres hijo?
¿Por qué están aquí?
¿Por qué estáis solas?
¿Por qué estás sola?
¿Por qué estás solo?
¿Por qué está enfadado?
¿Por qué estás enfadado?
¿Por qué estás enfadada?
¿Por qué está enfadada?
¿Por qué estáis enfadados?
¿Por qué estáis enfadadas?
¿Por qué están enfadados?
¿Por qué están enfadadas?
¿Por qué estás levantada?
¿Por qué vas?
¿Por qué estás tumbado?
¿Por qué estás mintiendo?
¿Por qué estás cansado?
¿Por qué no fuisteis?
¿Por qué no fuiste?
¿Por qué no lloras?
¿Por qué no llorás?
¿Por qué debo sufrir?
¿Para qué arriesgarnos?
¿Por qué llegaste tarde?
¿Estarás allí?
¿Quieres casarte conmigo?
¿Lo compartes?
Dale cuerda al reloj.
La madera es inflamable.
¿Tú lo harías?
¡Qué barato está eso!
¡Ah! ¡Que barato!
¡Vaya! ¡Qué barato!
Sí, lo besé.
Sí, es correcto.
Ayer hacía calor.
Ayer hizo calor.
Ya mero la tenías.
Casi me pegas.
Siempre te olvidas.
Tú eres un profesor.
Tú eres una profesora.
Sos una maestra.
Sos un maestro.
Vosotras sois actrices.
Ustedes son actrices.
Eres guapa.
Eres fantástico.
Eres gracioso.
Llega tarde a casa.
Eres importante.
Sos importante.
Ustedes son importantes.
Tú eres mi amiga.
Eres mi amiga.
Sos mi amiga.
Tú eres mi madre.
Usted es mi madre.
Vosotros estáis seguros aquí.
Tú estás seguro aquí.
Sos muy estúpido.
Sos falso.
Sos falsa.
No eres estúpido.
No eres estúpida.
No sos estúpido.
No sos estúpida.
Viniste demasiado tarde.
Vinisteis demasiado tarde.
Llegaste demasiado temprano.
Puedes responderlo.
Puedes tener el mío.
Te puedes aparcar aquí.
Pueden estacionarse aquí.
Tú puedes parar esto.
Pueden conversar aquí.
Puedes confiar en Tom.
Podés esperar acá.
Puedes esperar aquí.
No puedes vencerme.
No podés negarlo.
No puedes hacer eso.
No podés hacer eso.
No puedes rendirte.
Tú no puedes ayudarme.
No me puedes matar.
No puedes perdértelo.
No podéis perdéroslo.
No puedes salvarme.
No lo puedes vender.
No lo puedes parar.
No puedes pararme.
No podéis pararme.
No pueden pararme.
No nos puedes parar.
Podrías preguntarle a Tom.
Me podrías ayudar.
Lo hiciste bien, Tom.
Lo hiciste muy bien.
Diste lo mejor.
Hiciste tu parte.
Vos no escuchaste.
No escuchaste.
No me conocés.
No me conoces.
Ya lo descubrirás.
Ya lo sabrás.
Tienes un mensaje.
Llegaste rápido.
Adivinaste bien.
Es mejor que vayas.
Me tomaste por tonto.
No tienes fiebre.
No tienes corazón.
Ustedes no tienen corazón.
Tenés una hora.
Tú tienes una hora.
Tienes problemas.
Tienes que darte prisa.
Tienen que darse prisa.
Te acaban de disparar.
Conoces a todos.
Te agradan todos.
Luces europeo.
Te ves europea.
Pareces japonés.
Luces fabulosa.
Me pareces familiar.
Tu aspecto es horrible.
Te ves extenuado.
Perdiste el juego.
Has cometido un error.
Me hiciste reír.
Me haces feliz.
Me haces reír.
Tú también puedes venir.
Puedes entrar ahora.
Ahora puede irse.
Puede que necesites esto.
Te puedes aparcar aquí.
Puede estacionar aquí.
Debes estar loco.
Seguro que estás cansado.
Debes ayudarla.
Tienes que ayudarla.
Tienes que darte prisa.
Debes apurarte.
Tienen que darse prisa.
Debes detenerlo.
Deben detenerlo.
Tienes que probarlo.
Pruébalo, no te arrepentirás.
Necesitas un abogado.
Necesitas paciencia.
Necesitáis paciencia.
Necesitas el descanso.
Debes apurarte.
Tienes que irte.
Necesitas relajarte.
Nunca dijisteis que no.
Nunca dijiste que no.
Lo hiciste de verdad.
Corres muy rápido.
Me has salvado.
Vos salvaste mi vida.
Pareces estresado.
Deberías ducharte.
Deberías probarlo.
Hablas demasiado.
Habláis demasiado.
Tú me entiendes.
Usted me entiende.
Fuiste encantador.
Eras guapo.
Estabais equivocados.
¡Eras tan feliz!
No fuiste gracioso.
No fuisteis graciosos.
No me vencerás.
Trabajas muy duro.
Trabajas demasiado duro.
Ya encontrarás un trabajo.
Encontrarás un empleo.
Encontrarás una forma.
Encontrarás un camino.
Eres Tom, ¿no?
Eres un buen chico.
Eres un buen hombre.
Sos un buen tipo.
Eres un buen hombre.
Eres un hombre amable.
Eres un asesino.
Eres un prisionero.
Eres agresivo.
Sois cretinos.
La estás cagando.
Ambos están locos.
Ambos estáis locos.
Eres contagioso.
¡Eres repugnante!
¡Eres asqueroso!
Lo estás haciendo bien.
Lo hacéis perfectamente.
Me lastimas.
Me estás lastimando.
Tú estás al mando.
Estás en mi silla.
Solo eres un niño.
Eres solo un chico.
Solo eres un niño.
Me estás embromando.
Estás atrasado otra vez.
Son mis enemigos.
Sois mis amigos.
Tú eres mi problema.
No sos culpable.
No sos normal.
No eres estúpido.
No eres estúpida.
No sos estúpido.
No sos estúpida.
Eres fotogénico.
Tienes razón, Tom.
Aquí estás más seguro.
Sos muy egoísta.
Eres tan superficial.
Estás rodeado.
Tú eres el experto.
Eres la experta.
Eres el líder.
Eres el mayor.
Sos demasiado modesto.
Tú estás muy alerta.
Eres muy valiente.
Usted es muy valiente.
Sois muy valientes.
Es usted muy valiente.
Sos muy valiente.
Son muy valientes.
Está muy limpio.
Estás muy borracho.
Tienes mucha suerte.
Tenéis mucha suerte.
Eres muy bajo.
Eres muy listo.
Eres muy inteligente.
Sos muy inteligente.
Sos muy listo.
Son muy listos.
Son muy inteligentes.
Sos muy lista.
Eres muy lista.
Eres muy dulce.
Tu libro está aquí.
Tu cara está pálida.
Tu casa es grande.
Vuestra casa es grande.
Su casa es grande.
Tus labios están rojos.
Tus labios son rojos.
Tu nombre, por favor.
Su nombre, por favor.
Tu mochila está repleta.
Tu macuto está lleno.
Hay un niño perdido.
Hay un guardia afuera.
La edad no importa.
Todos estuvieron satisfechos.
¿Os estoy molestando?
¿Acaso estoy viendo cosas?
Contesta a mi pregunta.
Cualquiera logra hacer eso.
Cualquier cosa ayudará.
¿Incluye comidas?
¿Viene con comidas?
¿Son criminales?
¿Están satisfechos?
¿Usted es budista?
¿Eres budista?
¿Eres creyente?
¿Eres un creyente?
¿Eres un criminal?
¿Eres músico?
¿Está gravemente herido?
¿Ahora estás mejor?
¿Me estás culpando?
¿Estás aburrido aquí?
¿Hoy estás ocupado?
¿Está ocupado hoy?
¿Eres contagioso?
¿Eres valiente?
¿Estás ahí abajo?
¿Te encuentras bien?
¿Tú también vas?
¿Estáis tontos?
¿Sois felices?
¿Están listos, chicos?
¿Lo sentís?
¿Eres feliz aquí?
¿Eres su amiga?
¿Eres su amigo?
¿Estás aquí sola?
¿Ahora tienes hambre?
¿Estás en problemas?
¿Te interesa?
¿Estás de coña?
¿Eres productivo?
¿Estás registrada?
¿Todavía tienes sueño?
¿Estás ocupado todavía?
¿Sigues ocupado?
¿Aún estáis ocupadas?
¿Todavía está aquí?
¿Aún te duele?
¿Os duele todavía?
¿Eres vegetariano?
¿No estás ansioso?
¿No estás en casa?
¿Estás en la ciudad?
¿No tienes sed?
¿No tenés sed?
Pide más dinero.
Pídele consejo a ella.
Pídele consejo a él.
Apártate de Tom.
Apártense de Tom.
Los plátanos son amarillos.
Los castores construyen presas.
Marque este sitio.
Boston está cambiando.
El desayuno está listo.
Trae a Tom contigo.
Tráeme la flauta.
Trae a tu hermano.
Traiga a su hermano.
Llamen a sus perros.
Tranquilicen a sus perros.
¿Me oye alguien?
¿Alguien puede ayudarme?
¿Se puede reparar?
¿Puede repararse?
¿Te lo puedes creer?
¿Puede perdonarme?
¿Podéis perdonarme?
¿Pueden perdonarme?
¿Puedes perdonarme?
¿Podés olerlo?
¿Puedes seguir caminando?
Cierra las cortinas.
Venga conmigo.
Ven con nosotros.
Ven con nosotras.
Venga con nosotros.
Venid con nosotros.
Vengan con nosotras.
Síguenos.
Sígannos.
Síganos.
Vénganse.
Vuelve mañana.
Ven aquí y ayuda.
Entra en la habitación.
Entra a la habitación.
Vamos, inténtalo otra vez.
Considerá los hechos.
Controlaos.
Contrólense.
¿Ya podemos pedir?
El crimen no paga.
El crimen no compensa.
La delincuencia no compensa.
Cruzá los dedos.
La muerte nos separó.
¿Lo creyó Tom?
¿Sobornó Tom a Mary?
¿Tom cenó?
¿Tom parecía feliz?
¿Tom parecía disgustado?
¿Estuvieron todos de acuerdo?
¿Ha dormido bien?
¿Ellos vivían aquí?
¿Ellos vivieron aquí?
¿Has detenido a Tom?
¿Habéis traído vino?
¿Fuiste robado?
¿Le has invitado?
¿Le invitaste?
¿Le invitasteis?
¿No fue él allí?
Divide y vencerás.
¿Tienen dinero?
¿Acepta VISA?
¿Aceptas VISA?
¿Le crees?
¿Le creéis?
¿Usted come pulpo?
¿Te sientes mejor?
¿Te sientes culpable?
¿Tenés dudas?
¿Tienes dudas?
¿Hablás francés?
¿Sabes francés?
¿Te gusta Boston?
¿Te gusta el francés?
¿Te gusta Mozart?
¿Le gusta Mozart?
¿Te gustan las manzanas?
¿Le gustan las manzanas?
¿Te gusta el queso?
¿Te gusta el jengibre?
¿Os gusta el jengibre?
¿Os gustan las películas?
¿Te gustan las películas?
¿Te gustan los robots?
¿Le gustan los robots?
¿Os gustan los robots?
¿Les gustan los robots?
¿Te gusta el colegio?
¿Te gusta la escuela?
¿Te gustan los caracoles?
¿Te gustan los deportes?
¿Te gusta el deporte?
¿Os gusta el tenis?
¿Te gusta el tenis?
¿Le gusta el tenis?
¿Añoras Boston?
¿Extrañas Boston?
¿Tú juegas fútbol?
¿Juegas al fútbol?
¿Juegas tenis?
¿Lo recuerdas?
¿Te acuerdas de mí?
¿Te acuerdas de nosotros?
¿Aún fumas?
Los médicos salvan vidas.
¿Tom ayuda a Mary?
¿Conoce Tom a Mary?
¿Tom vive aquí?
¿Tiene dinero?
¿Te ofende?
¿Sabe bien?
¿Ella trabaja duro?
¿Te duele el brazo?
¿Tu perro muerde?
¿Muerde tu perro?
¿Tu mamá sabe?
Así son los perros.
No seas tan avaricioso.
No seas tan impaciente.
No te resfríes.
No cojas frío.
No comas demasiado.
No coma en exceso.
No me malentiendas.
No me malentiendas.
No me malentienda.
No me malinterprete.
No te vuelvas paranoico.
No me lo des.
No me lo deis.
No me lo dé.
No me lo den.
No pierdas la esperanza.
No vayas allí ahora.
No vayas a Boston.
No hagas una escena.
No pongas excusas.
No pongáis excusas.
No ponga excusas.
No pongan excusas.
No me hagas quedar.
No causes problemas.
No te metas conmigo.
No pronuncies su nombre.
No paren de tocar.
No dejes de tocar.
No te arriesgues.
No hables tan fuerte.
No me digas eso.
No tires piedras.
No toques mi auto.
No despiertes al gato.
No despertéis al gato.
No despierte al gato.
No despierten al gato.
No camines tan rápido.
No trabajes tanto.
No te comas eso.
¿No sabes cómo?
¿No lo crees?
¡Muera el rey!
Tómate tu leche.
Bébete tu leche.
Conducir me relaja.
¡Vaciá tus bolsillos!
¡Vacía tus bolsillos!
Todos están vivos.
Todos me quieren.
Todos entraron en pánico.
Todos están llorando.
Todo el mundo llora.
Todos se sintieron seguros.
Todos han votado.
Todos dudaron.
Todos vacilaron.
Toda persona es única.
Todos son especiales.
Cada persona es única.
Todos querían a Tom.
A todos le agradabas.
Todos te querían.
Todos quieren a Tom.
Todos lo quieren.
A todos les agradas.
Todos lo aman.
Todos piensan así.
Todos lo creen así.
Todos votaron que sí.
Todos votaron afirmativamente.
Todos eran felices.
Salvaron a todos.
Estaban todos.
Estuvieron todas.
Todos estaban molestos.
Todas estaban molestas.
Todos están leyendo.
Todos están estupefactos.
Todos están esperando.
Todo cambió.
Todo cambia.
Todo está cambiando.
Todo va bien.
Se acabó todo.
Todo importa.
Todo paró.
Permítame un minuto.
Explicaos.
Rellene los huecos.
Llénalo, por favor.
Complete este formulario.
Acábate el café.
Fuego a mi orden.
Sigue su ejemplo.
Siga su ejemplo.
Seguí tus sueños.
Sigue tus sueños.
Olvida que dije eso.
Olvide que dije eso.
Olviden que dije eso.
Pasaron cuarenta años.
Los zorros comen gallinas.
Jugar es un vicio.
Vete de aquí.
Aléjate de eso.
Aléjese de eso.
Los fantasmas no existen.
Dame un sándwich.
Deme un ejemplo.
Entrégame mis lentes.
Dame el número.
Dame tu cuchillo.
Dame tu teléfono.
Dame tu móvil.
Dame tu camisa.
Deme su camisa.
Danos espacio.
Baja por las escaleras.
Ve al hospital.
Vete al hospital.
Sube estas escaleras.
¡Buen trabajo a todos!
Coge otra silla.
Dame esa escoba.
Entrégueme la carta.
Dame la carta.
Pásame la llave.
Llamó Tom?
¿Ya ha llegado?
¿Ha llegado ya?
Buen vuelo.
Diviértete en Boston.
¿Nos hemos encontrado antes?
¿Te han disparado?
¿Ya has comido?
¿Has despedido a Tom?
¿Te has vuelto loco?
¿Me extrañaste?
¿Los ha visto?
¿Los has visto?
¿Los habéis visto?
¿Las has visto?
¿Las habéis visto?
¿Lo habéis visto?
¿Has visto esto?
Él se comportó estúpidamente.
Parecía estar hambriento.
Él llegó a tiempo.
Llegó junto conmigo.
Él rompió las normas.
Pidió una cerveza.
Él volvió nuevamente.
Volvió a venir.
Él sabe jugar tenis.
Él no canta bien.
No puede pararla.
Él cambió de empleo.
Él cerró los ojos.
Él decidió venir.
Él no fue allí.
Murió anoche.
Él no me conoce.
No le gustamos.
Él no la quiere.
Él no lo quiere.
Él llegó al fin.
Él llegó por fin.
Me apretó la mano.
El tuvo que retirarse.
Él tiene otro hijo.
Él tiene pelo graso.
Él no tiene hijos.
Él tiene dos hermanas.
Todavía no ha venido.
Él escuchó pasos.
Él contuvo la respiración.
Lo dijo él mismo.
Él siempre tiene razón.
Él está almorzando.
Él es mi colega.
Está jugando aquí.
Él es tan desalmado.
Él es muy cuidadoso.
No es mi primo.
Él me dejó esperando.
Él siguió cantando.
Él sabe la verdad.
Él conoce la verdad.
Él aprendió a nadar.
Le gustan las aventuras.
Le gusta ese libro.
Vive cerca de aquí.
Él vive cerca.
Vive por aquí cerca.
Él lo perdió todo.
Él perdió la memoria.
Le gustan los chismes.
Él adora viajar.
Él pidió disculpas.
Él abrió la puerta.
Él haló la cuerda.
Levantó la mano.
Él alzó la mano.
Casi nunca se rinde.
Él se mantuvo callado.
Volvió a las seis.
Él me robó impunemente.
Él trabajó de alcalde.
Sentó un precedente.
Se rapó la cabeza.
Él debe estar enojado.
Él canta muy bien.
Él empezó a cantar.
Él todavía la ama.
Le robó el reloj.
Él robó el dinero.
Él dejó de fumar.
Él paró de hablar.
Él paró el coche.
Él estudia chino.
Él enseña inglés.
Me tocó la mano.
Intentó apelar.
Quiere el dinero.
Él quiere el dinero.
Él estaba allí solo.
Estaba avergonzado.
Él estaba profundamente dormido.
Él estaba envejeciendo.
Él envejecía.
Él no fue invitado.
No lo invitaron.
Él era demasiado curioso.
Fue en bicicleta.
Él fue a América.
Esto no le gustará.
Él trabaja muy duro.
Él vendrá a mediodía.
Él te esperará.
Es un poco celoso.
Es un culturista.
Él es creacionista.
Es un hombre casado.
Está siempre bromeando.
Él es un inglés.
Es un inglés.
Él es un aristócrata.
Está en la ducha.
Él me está mirando.
Él es mi padrastro.
No está disponible.
No es mi primo.
Es bajo y gordo.
Él todavía está trabajando.
Es muy talentoso.
Él tiene mucho talento.
Pon agua a calentar.
Los erizos son adorables.
Ayúdame a imprimir esto.
¡Ayuda! ¡Me estoy ahogando!
Su vestido estaba rasgado.
Su padre es alto.
Su piel es lisa.
Aquí están tus llaves.
He aquí tus llaves.
¡Ahí viene el autobús!
Aquí viene el autobús.
Aquí está mi bicicleta.
Aquí hay para vos.
Acá está la dirección.
¡Hey!, mira, es Tom.
¡Eh! ¿Qué ha pasado?
¡Hola! ¿Qué tal estás?
Escóndete en el armario.
Su pelo era castaño.
Su chiste estuvo buenísimo.
Su mujer es francesa.
Espera un segundo.
Mantén tu posición.
Mantené tu posición.
Mantenga su posición.
Mantengan su posición.
Los caballos son animales.
¿Me lo rellenas?
¿Me echas más?
¿Qué tal mañana?
¿Cómo está su gente?
¿Cómo podría olvidarlo?
¿Cómo podría resistirme?
¿Cómo escapó Tom?
¿Cómo decidiste?
¿Cómo decidieron?
¿Cómo decidió?
¿Cómo decidisteis?
¿Cómo funciona eso?
¿Cómo funciona esto?
¿Qué tal funciona esto?
¿Cómo va esto?
¿Cómo se usa esto?
¿Cómo se utiliza esto?
¡Qué tontería!
¿Cuánta hambre tienes?
¿Cuán hambriento estás?
¿Cómo está el tiempo?
¿Cómo está tu padre?
¿Cómo está tu madre?
¿Cómo tienes la vista?
¿Qué probabilidad hay?
¿Harto improbable?
¿Te parece probable?
¿Cómo fue el vuelo?
¿Qué tal tu noche?
¿Cómo estuvo tu noche?
¿Cómo te sientes?
¿Cómo está tu hermano?
Aprisa, que tengo frío.
Admito mi error.
Estoy totalmente de acuerdo.
Casi se me olvida.
Estoy tan devastado.
Respondí por él.
Me comí unas espinacas.
Herví unos huevos.
Compré un Picasso.
Compré una remera.
Me traje mis herramientas.
Traje el libro.
Me quemé el dedo.
Quemé el papel.
Llamé hoy a Tom.
Puedo confirmar esto.
Puedo comer cualquier cosa.
Puedo hablar francés.
No puedo permitir eso.
No puedo permitir esto.
¡No puedo creerlo!
No puedo creerlo.
No puedo culparlos.
No puedo controlarlo.
No puedo beber leche.
No puedo excluirlo.
No puedo perdonarle.
No puedo perdonarla.
No lo puedo explicar.
No puedo explicarlo.
No puedo seguirte.
No te puedo olvidar.
No puedo salir fuera.
Me resulta irresistible.
No logro dormir bien.
No puedo dormir bien.
No soporto el golf.
Cogí al ladrón.
Me cambié de camisa.
Lo comprobé dos veces.
Me astillé el diente.
Me rompí el diente.
Yo aplaudí.
Colecciono antigüedades.
Vengo de Boston.
Vengo de Brasil.
Me corregí.
Tosí sangre.
No pude hacer nada.
No pude soportarlo.
No podía respirar.
No pude negarlo.
No lo pude negar.
No conseguí hallarlo.
No conseguí hallarla.
No pude hallarlo.
Exijo un recuento.
Detesto la hipocresía.
Hice otro test.
No pedí perdón.
No me lo esperaba.
Yo no sabía eso.
No lo sabía.
No sabía eso.
Yo no sabía eso.
No lo sabía.
No sabía eso.
No me gustó eso.
Le di para adelante.
No se lo dije.
No quería leche.
Yo no quería eso.
Claro que recuerdo eso.
Realmente recuerdo eso.
¡No lo puedo creer!
No los culpo.
Yo no lloro fácilmente.
No lloro con facilidad.
No bebo cerveza.
No tomo vino.
No bebo vino.
No tengo un duro.
No tengo dinero.
Estoy quebrado.
No tengo un centimo.
No tengo un chavo.
No tengo un mango.
No llevo dinero.
No tengo vodka.
No vivo allí.
No necesito dinero.
No sé bien.
No hablo deprisa.
No entiendo.
No quiero almorzar.
Me tomé el café.
He soñado contigo.
Soñé contigo.
Dejé caer tu taza.
Terminé ganando.
Entré a su cuarto.
Entré a la cueva.
Cuento con tu ayuda.
Espero tu ayuda.
Al final fracasé.
Suspendí las pruebas.
Tengo ganas de llorar.
Me encuentro mucho mejor.
Me sentí avergonzada.
Tenía ganas de llorar.
Me sentía mucho mejor.
Me sentí responsable.
Me sentí muy solo.
Tuve mucho miedo.
Sigo las normas.
Olvidé mi campera.
Olvidé mi chaqueta.
Me olvidé de algo.
Encontré tu diario.
Me fracturé mi brazo.
Me enfado fácilmente.
Yo me enojo fácilmente.
Me canso fácilmente.
Me metí en problemas.
Odio la publicidad.
Odio aburrirme.
Odio la burocracia.
Odio los chistes verdes.
Odio a sus padres.
Odio a sus padres.
Odio a mi computadora.
Odio a mi vecina.
Odio a los políticos.
Odio esta alfombra.
Odio esta escuela.
Odio ver la televisión.
Detesto ver la televisión.
Me sangra la nariz.
Tengo el pelo rubio.
Tengo pocos amigos.
Tengo información.
Tengo mi pasaporte.
No tengo apetito.
No tengo paciencia.
Tengo un hermano.
Tengo las manos pequeñas.
Debo hacer ejercicio.
Tengo dos cámaras.
Tengo dos primos.
Tengo dos sobrinos.
No he tenido tiempo.
Lo oí todo.
Acabo de llegar.
Me acabo de casar.
Los maté a ambos.
Conocí a tu padre.
Conozco bien Boston.
Conozco a mi hija.
Conozco el problema.
Conozco a aquellas chicas.
Conozco a esas mujeres.
Sé que estás ocupado.
Sé que estás ocupada.
Sé que estáis ocupadas.
Conozco a tu padre.
Conozco a vuestro padre.
Conozco a tu madre.
Yo sé tu secreto.
Lo dejé sin seguro.
Dejé el país.
Me gusta estar solo.
Me gusta estar sola.
Disfruto de la soledad.
Me gustan los comics.
Me gusta comer tarta.
Me encanta vivir aquí.
Me gusta vivir aquí.
Me agrada esa persona.
Esa persona me gusta.
Me gusta la compañía.
Me gusta la empresa.
Me gusta el profesor.
Me gusta su casa.
Me gusta este castillo.
Me gusta esta costumbre.
Me gusta esta oficina.
Me gusta este refrán.
Quiero sopa de tomate.
Me gusta ver televisión.
Me gusta tu acento.
Me gusta tu castillo.
Me gusta tu café.
Me agrada tu familia.
Me gusta tu familia.
Me gusta tu jardín.
Me gusta tu chaqueta.
Me gusta tu espejo.
Me gusta tu conjunto.
Me gustó esa película.
Miré a mi alrededor.
Perdí mi identidad.
Perdí la paciencia.
Perdí mi paraguas.
Me encanta la sidra.
Me encantan las mariposas.
Quiero a mi hija.
Me encanta tu acento.
Me encanta tu jardín.
Me encanta tu grupo.
Tomé una decisión.
Me he decidido.
Tomé mi decisión.
He hecho otros planes.
Podría no graduarme.
No pretendía ofender.
Extraño mi pueblo natal.
Perdí el tren.
Te extrañé hoy.
Debo de estar soñando.
Tengo que concentrarme.
Me tengo que concentrar.
Tengo que destruirte.
Debo destruirte.
Casi lo olvidé.
Necesito un voluntario.
Necesito un sobre.
Necesito información.
Necesito más mantequilla.
Necesito algunos consejos.
Necesito sus nombres.
Necesito esos zapatos.
Necesito tu consejo.
Necesito su consejo.
Nunca lo dudé.
No bebo nunca vino.
Nunca me sentí amado.
Nunca me pillaron.
Obedecí las reglas.
Obedecí las normas.
A menudo como manzanas.
Con frecuencia leo libros.
Solo bebo agua.
Abrí las puertas.
Toco el fagot.
Yo juego videojuegos.
Yo toqué la flauta.
He leído tu informe.
He leído su informe.
Realmente debería irme.
Me niego a responder.
Sigo escéptico.
Repetí mi nombre.
Tom, yo te respeto.
Te respeto, Tom.
Le vi hace poco.
Los vi besándose.
Debería saberlo.
Yo debería tomar esto.
Le di un tortazo.
Dormí nueve horas.
Yo fumo cigarrillos.
Fumo cigarrillos.
Derramé mi bebida.
Dejé de reír.
Paré para fumar.
Estudio psicología.
Nado muy bien.
Pienso que vendrá.
Creo que está enfadado.
Me parece una locura.
Creo que estás loco.
Creo que estás loca.
No le dije nada.
Me entregué.
Me torcí el tobillo.
Quiero un novio.
Quiero un desafío.
Quiero una escultura.
Quiero un abogado.
Quiero muchas cosas.
Quiero esta cámara.
Quiero esta guitarra.
Yo quería zapatos rojos.
Yo quería gritar.
Quise gritar.
Estaba profundamente emocionado.
Estaba profundamente emocionada.
Yo estaba profundamente emocionado.
Yo estaba profundamente emocionada.
Estaba exagerando.
Exageraba.
¡Lo estaba esperando!
¡Me lo esperaba!
¡Me lo esperaba esperando!
Estaba deprimido.
Estaba almorzando.
Solo era curiosidad.
Solo sentía curiosidad.
Yo solo estaba leyendo.
Solo estaba leyendo.
Estuve casado, una vez.
No estaba escuchando.
Estoy viendo la televisión.
Veo la televisión.
Yo lo apoyaré.
Te deseo éxito.
No seré coaccionado.
No traicionaré a Tom.
No voy a molestarte.
Trabajé toda la noche.
Trabajé en Boston.
Quisiera verlo.
Prefiero verlo.
Querría algo de vino.
Querría vino.
Acompañaré a Tom.
Te acompaño.
Volveré luego.
Estaré en casa temprano.
Nos vemos.
Estamos en contacto.
Lo traeré de vuelta.
Compraré algo de comida.
Yo pasaré más tarde.
Pasaré más tarde.
Iré mañana.
Vendré mañana.
Vendré con Tom.
Te acompaño.
Yo lavaré los platos.
Lo averiguaré.
Estaré en contacto.
Haré algo de té.
Extrañaré a Tom, también.
Nunca abandonaré.
Pagaré la comida.
Yo jugaré contigo.
Yo jugaré con ustedes.
Yo jugaré con vosotros.
Yo jugaré con vosotras.
Lo guardaré.
Leeré el libro.
Lo recordaré.
Hoy veré a Tom.
Te veo luego.
Te veré allá.
Los veré allá.
Os veré por allí.
Me quedo con usted.
Aprovecharé la oportunidad.
Te llevaré a casa.
Le diré eso.
Esperaré arriba.
Estoy un poco confundido.
Estoy un poco intranquilo.
Soy buen nadador.
Soy un buen profesor.
Soy una niña pequeña.
Estoy un poco loco.
Estoy un poco loca.
Estoy un poco tocado.
Estoy un poco tocada.
Estoy un poco ido.
Estoy un poco ida.
Estoy un poco mareado.
Estoy un poco mareada.
Estoy un poco cansada.
Soy un fiestero.
Soy fotógrafo.
También soy estudiante.
Yo soy maestro también.
También soy un turista.
Soy un camionero.
Soy camionero.
Yo soy maestro también.
Siempre tengo cuidado.
Estoy enfadado con ella.
Estoy enfadada con ella.
Estoy enojado contigo.
Estoy enojada contigo.
Estoy en la biblioteca.
Me estoy desangrando.
Esta semana estoy ocupado.
Estoy llamando a Boston.
Voy por Tom.
Voy por ti.
Estoy bebiendo agua.
Estoy extremadamente ocupada.
Estoy mejor.
Estoy libre el domingo.
Soy de Australia.
Soy de Singapur.
Estoy engordando.
Estoy mejorando.
Me estoy hartando.
Lo estoy devolviendo.
Voy en avión.
Me voy de compras.
Voy a dormir.
Me voy a dormir.
Voy a empezar.
Voy a estudiar.
Iré mañana.
Voy con Tom.
Voy con ella.
Ahora estoy al mando.
Estoy saludable.
Gozo de buena salud.
Estoy en la cocina.
Estoy en la biblioteca.
Solo soy un profesor.
Solo estoy comenzando.
Soy como ellos.
Llego tarde, ¿verdad?
Estoy aprendiendo mucho.
Estoy aprendiendo música.
Me voy de Boston.
Soy como mi padre.
Estoy perdiendo clientes.
Me falta un calcetín.
No soy canadiense.
Yo no soy mago.
No soy mago.
Hoy no estoy ocupado.
Hoy no estoy ocupada.
No voy a volver.
Ahora no tengo hambre.
No estoy interesado.
No soy optimista.
No tengo sobrepeso.
No soy fotogénico.
No estoy bien.
No estoy tan borracho.
No estoy muy contento.
No soy muy listo.
No soy xenófobo.
No soy tu enemigo.
No soy tu niñera.
Soy mayor que tú.
Estoy pidiendo pizza.
Estoy listo para pelear.
Estoy preparado para irme.
Estoy preparado para empezar.
Estoy realmente emocionada.
Soy bastante nervioso.
Estoy realmente preocupada.
Tengo miedo de eso.
Vendo mi coche.
Estoy quebrado.
Estoy harto del francés.
Estoy tan avergonzado.
Estoy tan avergonzada.
Perdona que llegue tarde.
Lamento llegar tarde.
Disculpe la tardanza.
No estoy segura todavía.
Todavía estoy pensando.
Estoy estudiando música.
Estoy bastante confuso.
Lo siento de verdad.
Estoy ocupando esa taza.
Soy muy olvidadizo.
Soy muy despistado.
Ahora estoy muy feliz.
Ahora estoy muy cansado.
Estoy escribiendo un libro.
Soy tu novio.
Ya he comido.
He sido atacada.
He sido agredido.
Me ascendieron.
Fui convocado.
He estado mirando.
Traje almuerzo.
Me he resfriado.
Me agarré un resfriado.
Me corté el dedo.
He encontrado la llave.
He ganado peso.
Mis ojos son azules.
Tengo el pelo largo.
No tengo elección.
Tengo tu espalda cubierta.
Yo te cubro.
Estoy mejor.
He mejorado.
Me acabo de despertar.
He aprendido mucho.
Me equivoqué sobre Tom.
Juzgué mal a Tom.
Te juzgué mal.
Te he juzgado mal.
Lo he esperado.
¿Está muy lejos Boston?
¿Es Tom cristiano?
¿Tom es científico?
¿Tom es de Boston?
¿Es Tom zurdo?
¿Tom es tu amigo?
¿Tom es su amigo?
¿Tom es tu sobrino?
¿Hay alguien aquí?
¿Está preparado el desayuno?
¿Está listo el desayuno?
¿Ya están todos listos?
¿Está todo bien?
¿Él ya volvió?
¿Ya regresó?
¿Ahora está estudiando?
¿Él es vuestro profesor?
¿Es tu profesor?
¿Está abierto ya?
¿Es suficientemente grande?
¿Todavía es lunes?
¿Ella es tu madre?
¿Esa es tu madre?
¿Algo va mal?
¿Está mal?
¿En realidad es Tom?
¿Eres tú de verdad?
¿Esa es tu casa?
¿Esa es tu camisa?
¿El libro es aburrido?
¿El perro está encadenado?
¿Está el perro encadenado?
¿La puerta está cerrada?
¿Está limpio el lugar?
¿La serpiente está viva?
¿Hay un lechero?
¿Hay un problema?
¿Hay pan?
¿Hay alguna duda?
¿Hay azúcar?
¿Hay agua caliente?
¿Esto es aceptable?
¿Esta bicicleta es tuya?
¿Es tuyo este abrigo?
¿Es este abrigo suyo?
¿Está vacío este asiento?
¿Está ocupado este asiento?
¿Está libre este puesto?
¿Esta es su casa?
¿Tu arma está cargada?
¿No es hermoso?
¿Ella no es médica?
Pertenecía a Tomás.
No se puede evitar.
No queda otra.
No puede durar mucho.
Eso cambió mi vida.
Podría ser cualquiera.
Podría empeorar.
No acabó bien.
No funcionó.
Me vuelve loco.
Cae en domingo.
Tiene pinta de llover.
Tiene la sal adecuada.
Hoy es lunes.
Casi son las tres.
Ya ha oscurecido.
Ya está oscuro.
Llueve mucho.
Es muy barato.
No es caro.
Aún no está listo.
Simplemente se desvaneció.
Se ve delicioso.
Parece lluvia.
Parece nieve.
Ahora tiene sentido.
Llovió poco.
Llovió durante días.
Hace poco que llovió.
Huele como Tom.
Suena como Tom.
Se puso a llover.
Empezó a nevar.
Dejó de llover.
Fue culpa de Tom.
Era una pesadilla.
Fue una pesadilla.
Era cuestión de dinero.
Todo estaba planeado.
Fue un accidente.
Fue hecho a mano.
Hacía calor fuera.
Era mi decisión.
Fue mi decisión.
Era casi mediodía.
No fue casualidad.
Fue extraordinario.
Era bastante chulo.
Era bastante interesante.
Estaba bastante oscuro.
Era bastante bueno.
Era bastante chulo.
Estaba muy bien.
Volvió la calma.
Fue realmente estúpido.
Estuvo muy bueno.
Fue muy bueno.
Estuvo bastante bien.
Eran las seis.
Era tan romántico.
Todavía estaba allí.
No fue mi culpa.
No estaba tan mal.
No era tan malo.
No era tan mala.
No fue muy divertido.
No costará mucho.
No tomará mucho tiempo.
No tardará mucho tiempo.
Será difícil.
Eso no ocurrirá nunca.
Nunca sucederá.
Es una palabra francesa.
Es un mal ejemplo.
Es una canción pegadiza.
Es un nombre común.
Es un mundo cruel.
Es un diseño defectuoso.
Es un diseño imperfecto.
Es una distracción.
Es una buena cámara.
Es un buen sistema.
Es algo feliz.
Es una herida menor.
Es un día perfecto.
Es un hecho demostrado.
Es un arenque rojo.
El mundo es pequeño.
Es una idea ridícula.
El camino es complicado.
Todo es tan absurdo.
Es una expresión.
Es un número impar.
Es una vieja costumbre.
Está en la esquina.
Hace buen tiempo.
Está atrapado en peligro.
Está abarrotado hoy.
Es fácil de aprender.
Va a llover.
Va a funcionar.
Ha mejorado.
Hace calor aquí abajo.
Está caliente, no frío.
Está en buenas manos.
Está en el refri.
Está en el garaje.
Está en tu camión.
Es solo una teoría.
Es justo medianoche.
Simplemente no es justo.
Soy yo nuevamente, Tom.
Es sólo una broma.
Es mi última oferta.
Es agradable y cálido.
No es Navidad.
No es difícil.
No es efectivo.
No es importante.
No importa.
No solo es eso.
No es culpa nuestra.
Todavía no está listo.
No es tan poco.
No hace tanto frío.
No es tan fácil.
Ahora es tu turno.
Es solo una teoría.
Es pasada medianoche.
¡Está lloviendo otra vez!
Está lloviendo otra vez.
Vuelve a llover.
Está lloviendo otra vez.
Está lloviendo allá.
Ahí está lloviendo.
Hoy está lloviendo.
Es bastante irónico.
Es realmente simple.
Es realmente apestoso.
Vuelve a nevar.
Está nevando allí.
Hoy está nevando.
Volvió a empezar.
Ha comenzado nuevamente.
Ha vuelto a empezar.
Son las tres.
Es tiempo de comenzar.
Es hora de empezar.
Es hora de irse.
Es hora de salir.
Es demasiado peligroso.
¡Es demasiado caro!
Es demasiado caro.
Hace mucho calor aquí.
Es muy relajante.
Es muy simbólico.
Es muy improbable.
Es tu decisión.
Italia está en Europa.
Italia queda en Europa.
Italia no es Grecia.
Júzgalo tú mismo.
Juzga por ti mismo.
Limítate a rellenarlo.
Rellénalo.
Limítate a volver aquí.
Simplemente vuelve aquí.
Vuelve.
Espera un segundo.
Un momento.
Solo espera ahí.
Déjame terminar.
Abre la puerta.
Solo recuerda eso.
Solo dí algo.
Coge un número.
Simplemente tíralo.
Mantené un perfil bajo.
Prohibido pisar el césped.
No pise el pasto.
Deje la puerta abierta.
Deja la puerta abierta.
Mantén tensa la cuerda.
¡Ponte en guardia!
Mantén las manos alzadas.
Levanta las manos.
Cumple tus promesas.
Dejadlo en paz, chavales.
Ya es suficiente, chicos.
Con eso vale, chicos.
Ya, con eso basta.
Las leyes son necesarias.
Aprende lo que puedas.
Préstamelo.
Déjame explicar el porqué.
Déjame explicarlo.
Déjamelo a mí.
Déjame manejar esto.
Déjame pagar esta noche.
Que comience el juego.
Que comience el partido.
Seamos objetivos.
Compremos este.
Hagámoslo despacito.
Divorciémonos.
Preparémonos.
Vamos a emborracharnos.
Vayamos a Boston.
Tomémonos algo.
Hagamos una fiesta.
No seamos imprudentes.
No seamos ingenuos.
No vayamos allá.
No miremos televisión.
¡Veamos quién gana!
¡A ver quién gana!
Sentémonos delante.
Hablemos francés.
Sigamos casados.
Continuemos casados.
Estudiemos francés.
Tomémonos un descanso.
Vayamos en tren.
Tomémoslo con calma.
Intentémoslo otra vez.
Usemos este.
Esperemos y veamos.
Escuchad todos.
Mira esa casa.
Mira al espejo.
¡Mirá! ¡Está nevando!
¡Mira! ¡Está nevando!
El amor no existe.
La suerte no existe.
Afortunadamente, funcionó.
Marte tiene dos lunas.
Mary tiene buenas piernas.
María es feminista.
Mary es atractiva.
Mary es histérica.
Mary era hermosa.
Tal vez nieve.
Puede que tengas razón.
Puede que tengáis razón.
La leche es nutritiva.
El dinero engendra dinero.
Moveos.
Seguid, no os detengáis.
Mi respuesta es definitiva.
Mis botas tienen polvo.
Mi hermano es rico.
Mi coche no arranca.
Mi perro come uvas.
Me pican los ojos.
Mi familia es pequeña.
Mi padre envejeció.
Mi papá estaba ocupado.
Mi padre estaba ocupado.
Mis manos están limpias.
Tengo las manos sucias.
Mi cuchillo está roto.
Siento las piernas pesadas.
Mis labios están sellados.
Mi madre está enfadada.
Mi madre me ama.
Mis padres son ancianos.
Mis padres me quieren.
Mi camisa es naranja.
Tengo el estómago lleno.
Tengo la panza llena.
Ahora sigue mi turno.
Ahora sigo yo.
Mi reloj está roto.
Mi esposa cocina bien.
Mi mujer está cocinando.
Mi esposa está embarazada.
Mi mujer está embarazada.
La naturaleza está cambiando.
¿Necesitas algo más?
Nadie me creyó.
Nadie me creía.
Nadie me siguió.
Nadie piensa eso.
Nadie estaba presente.
No había nadie presente.
Nadie ha estado aquí.
Nadie ha sido herido.
Nadie está escuchando.
Aquí nadie está seguro.
Nadie puede ayudarnos.
Nadie puede salvarme.
Nadie puede detenerlo.
¡Nadie puede pararme!
No está hablando nadie.
Nadie está hablando.
Nadie entiende.
Nadie quiere una guerra.
Nadie resultó herido.
Nadie salió herido.
Nadie lo notará.
Nada quedó arruinado.
Nada es para siempre.
No falta nada.
No pasa nada.
Ahora es tu turno.
Ahora no tardes.
Obedece a los profesores.
¡Oh! Eso es terrible.
Ahora abre los ojos.
Abrí tu valija.
Abra su valija.
Ordena los libros.
Nuestro proyecto fracasó.
Nuestro equipo puede ganar.
Paga tu billete aquí.
La gente está hablando.
Juega con los gatos.
Llámalo, por favor.
Por favor, no discuta.
Por favor, no discutan.
Por favor, no discutáis.
No dispares, por favor.
Vístase por favor.
Tome asiento, por favor.
Por favor, déjame ayudar.
Búscalo por favor.
Por favor, recuérdame.
Por favor bañate.
Tome asiento, por favor.
Por favor, esperarme.
Por favor, esperadme.
Los precios volaron.
Guarden sus pistolas.
Bajad la voz.
No es fácil leer.
Relájate por un segundo.
Recuerda esta regla.
Saca el vendaje.
Vuelve inmediatamente.
Guardalo para más tarde.
Reserva tu fuerza.
Resérvate para otro rato.
Dilo en francés.
Los colegios están cerrados.
Se construyeron escuelas.
¡Nos vemos, gente!
¡Hasta luego, gente!
¡Hasta luego, muchachada!
Hasta luego, Tom.
Enviadlo por correo aéreo.
Envíame una postal.
Agitar antes de usar.
Agite antes de usar.
¿Empezamos ahora?
Ella casi se ahogó.
Casi se ahoga.
Ella siempre dice no.
Ella cenó.
Ella comió su cena.
Ella empezó a sudar.
Ella compró pollo.
No fuma.
Ella no fuma.
Tiene los ojos marrones.
Tiene ojos verdes.
Tiene los ojos verdes.
Ella no tiene modales.
Ella tiene siete hijos.
Tiene siete hijos varones.
Tiene tres chicos.
Ella le oyó cantar.
Ella siempre está ocupada.
Es francesa.
Ella le está ayudando.
Ella lo está besando.
Ella es realmente guapa.
Ella está inconsciente.
Está inconsciente.
Ella es muy astuta.
Ella es muy guapa.
Ella es guapísima.
Ella es muy linda.
Es muy guapa.
Fue a París.
Le gusta dormir.
Ella le escucha.
Parece confundida.
Ella se ve sola.
Ella ama los niños.
Ella le hizo feliz.
Necesita nuestra ayuda.
Ella recogió flores.
Ella le señaló.
Ella le gritó.
Sonrió con alegría.
Ella habla con franqueza.
Ella le amenazó.
Ella quiere bailar.
Ella nació ciega.
Nació ciega.
Ella nació suertuda.
Ella es una alcohólica.
Ella está comiendo fruta.
Sólo es una niña.
Ella es mi madrina.
Ella es mi profesora.
Ella no es médica.
Ella no es doctora.
Sólo es una niña.
¿Debería repetirlo?
¿Deberíamos llamar a Tom?
¿Deberíamos seguir?
Muéstrame todo.
Enséñamelo todo.
Cállate y escucha.
Ponte tus zapatos.
Pónganse sus zapatos.
Póngase sus zapatos.
Sonríe y sé feliz.
Alguien está comiendo.
Alguien la ha liado.
Alguien la ha fastidiado.
Alguien está cantando.
Un día lo sabré.
Alguien llamó a Tom.
Alguien tiene que pagar.
Alguien está cantando.
Alguien está golpeando.
Algo sucedió.
Algo viene.
Habla por ti mismo.
Habla por ti.
¡Habla más claro!
Por favor, retroceda.
Quédate aquí con Tom.
No pise el pasto.
Sal del pasto.
Quédate donde estás.
Quedaos donde estáis.
Quédense donde están.
Quítese, por favor.
Deja de corregirme.
Basta de corregirme.
Déjate de bromear.
Déjate de bromas.
Detén la cuenta atrás.
Detengan la cuenta atrás.
Deja de gritarme.
Para de gritarme.
Detente. Da cosquillas.
Para. Hace cosquillas.
Intenta ser feliz.
Respira profundamente.
Inspire fuerte.
Coge lo que necesites.
Toma lo que quieras.
Quita a tu perro.
Dime todo.
Cuéntamelo todo.
Decidme cómo os llamáis.
Háblanos sobre ellos.
Cuéntanoslo todo.
Gracias por esto.
Gracias por llamar.
Gracias por compartir.
Gracias por esperar.
Eso me pertenece.
Eso nos pertenece.
Ese libro es pequeño.
Ese libro se agotó.
Eso no cuenta.
Esa muñeca da miedo.
Eso pasa frecuentemente.
Eso sucede mucho.
Aquella casa es mía.
Esa casa me pertenece.
Eso es intrigante.
Eso no ayuda.
Eso me hizo reír.
Aquel hombre comió pan.
Ese hombre es fuerte.
Puede ser cierto.
Suena absurdo.
Me parece una tontería.
Suena ridículo.
Suena bastante estúpido.
Eso sorprendió a Tom.
Eso fue un error.
Fue mi elección.
Ese era mi dedo.
Eso fue muy estúpido.
¡Eso fue muy fácil!
Eso fue muy grosero.
Eso sería genial.
Eso sería estúpido.
¡Es una buena idea!
Eso es una parra.
Eso es un pino.
Eso es totalmente mentira.
Eso es fascinante.
Es un buen consejo.
Es difícil de decir.
Eso es humillante.
Eso es interesante.
Eso es simplemente ridículo.
Eso es simplemente absurdo.
Esa es mi maleta.
Ese es mi paraguas.
No está permitido.
No es nuevo.
Nada nuevo.
Ese es nuestro problema.
Eso es notable.
Eso es tan patético.
Es sencillamente genial.
¡Eso es puro racismo!
No es importante.
Eso no importa.
No importa.
Eso es innecesario.
Por eso pregunté.
El despertador sonó.
La respuesta fue sí.
Las manzanas son rojas.
El área estaba tranquila.
El intento falló.
El bebé está dormido.
El bebé está llorando.
El banco está cerrado.
Los libros son nuestros.
La botella está llena.
El niño tiene sed.
El pan está fresco.
El bus partió temprano.
El caso está cerrado.
El gato está ronroneando.
La oportunidad se fue.
El niño está sucio.
El niño es guarro.
El café está helado.
El daño está hecho.
La discoteca está vacía.
El perro está ladrando.
El perro ladra.
El perro está jadeando.
El perro parece enfermo.
La puerta está atascada.
Las puertas están cerradas.
El vestido es verde.
La llama se extingue.
La llama se extinguió.
La llama se extingue.
Se levantó la niebla.
El juego está amañado.
La chica está sola.
El vaso está vacío.
La casa se hundió.
La casa está limpia.
La casa está templada.
El rey viene.
El cuchillo está sucio.
El lago está congelado.
El lago está helado.
Las luces están apagadas.
La carne está congelada.
La leche se cortó.
La leche venció.
La noche es joven.
La noche estaba fría.
La noche era fría.
La noche estaba fresca.
El papel es blanco.
El loro está muerto.
El perico está muerto.
El avión despegó.
Se fue la electricidad.
El precio es correcto.
El problema es suyo.
El cachorro se escapó.
La carrera estaba arreglada.
El cohete se elevó.
La habitación estaba vacía.
La habitación estaba silenciosa.
La falda es verde.
La pollera es verde.
El cielo aclaró.
El cielo se despejó.
Los soldados abrieron fuego.
La araña está muerta.
El sello se despegó.
La estampilla se despegó.
Las estrellas salieron.
La historia se difundió.
El verano terminó.
El sol brilla.
El sol está brillando.
La mesa es verde.
El ladrón huyó.
La amenaza es real.
Los neumáticos chillaron.
El tren llega temprano.
El árbol se cayó.
El agua es pura.
El agua está limpia.
El agua era azul.
El agua estaba helada.
El agua estaba caliente.
Las olas están altas.
El clima está agradable.
El viento soplaba violentamente.
El viento es fuerte.
La mujer está desnuda.
El mundo es pequeño.
¿Entonces qué pasó?
No hay reglas.
No hay opción.
No queda otra.
No hay escapatoria.
Hay algo de viento.
Debe de haber más.
No había trabajo.
Ahí vas otra vez.
Habrá bastante.
Hay un bus aquí.
No hay ningún error.
No hay error.
No hay ningún problema.
No hay problema.
Aún hay tiempo.
Éstos son mis libros.
Éstos son mis pantalones.
Estas no son palabras.
Esas no son palabras.
Estos perros son grandes.
Estos bolígrafos son suyos.
Ellos dejaron a Tom.
Ellos te abandonaron.
Todos ellos pueden conducir.
Vinieron todos ellos.
Han venido todos.
Ambas están bien.
Están muy cansados.
Ellos no están cansados.
No son idiotas.
Comenzaron a besarse.
Ellos no pueden detenerlo.
Ellos no entraron.
No me pagaron.
No nos vieron.
Ellos no nos conocen.
Ellas no nos conocen.
No les gusto.
Ellos no lo venden.
No lo quieren.
Ellos recibieron el premio.
Tienen familias.
Ellos tienen familias.
Escucharon tiros.
Oyeron disparos.
Les gusta bailar.
Ellos viven en paz.
Se ven estupendos.
Ellos alcanzaron la meta.
Ellos quieren decir negocios.
Ellas deben ser felices.
Necesitan un médico.
Ellos nunca se rinden.
Nunca se casaron.
No se pararon nunca.
Solo quieren a Tom.
Ellos miraron adentro.
Ellos deberían pagarme.
Nos comprenden.
Nos entienden.
Ellos dieron una vuelta.
Quieren irse.
Estaban todos aquí.
Fueron atacados.
Estaban durmiendo.
Eran soldados.
Estudiaban.
Ellos nadaban.
Ellas estaban nadando.
Ellos estaban emocionados.
Estaban juntos.
Ellos no estaban allá.
No lo encontrarán.
Ellos no lo harán.
Ellos no lo conseguirán.
Trabajan de noche.
Ellos trabajan juntos.
Entenderán.
Van a entender.
Son cristianos.
Son cristianas.
Ambos están borrachos.
Les va perfectamente.
Les va bien.
Son extranjeros.
Están esposados.
Se están divirtiendo.
Están en el auto.
Son mis amigos.
Son amigos míos.
Ellos son mis amigos.
Ellos no están viniendo.
No son idiotas.
No son estúpidos.
No son idiotas.
Son tuyos, Tom.
Son tuyas, Tom.
Piensa por un momento.
Piensa por ti mismo.
Esta manzana está ácida.
Esta bolsa está grasosa.
Ese libro es pesado.
Este libro es pequeño.
Este libro es tuyo.
Este libro era fácil.
Esta torta es dulce.
Esta tarta está dulce.
Este reloj es mío.
No cuesta nada.
Este perro está greñudo.
Este perro corre rápido.
Este tenedor está sucio.
Esta casa es mía.
Esto es un hospital.
Esto es un triángulo.
Esto es aceptable.
Esto es clasificado.
Esto es asqueroso.
Esto es repugnante.
Es imposible.
Eso es imposible.
Esto es solo agua.
Esto está realmente mal.
Esto es mucho peor.
Esta es mi habitación.
Es mi bicicleta.
Esta es mi bicicleta.
Es mi destino.
Él es mi marido.
Esta es mi misión.
Esta es mi opinión.
Este es mi problema.
Este es mi proyecto.
Eso no es suficiente.
No es suficiente.
Éste es nuestro programa.
Este es nuestro legado.
Esto es plagio.
Esto es bastante malo.
Esto está bastante malo.
Esto es bastante bueno.
Esto está muy malo.
Esto es muy grande.
Esto es destacable.
Eso es ridículo.
Esto es ridículo.
Esto es tan asombroso.
Esto es tan incómodo.
Esto es tan embarazoso.
Esto es tan extraño.
Esto es tan estrafalario.
Esto es tan típico.
Esto es sorprendente.
Esto es demasiado brillante.
Esto es ultra secreto.
Esto es altamente confidencial.
Esto está muy soso.
Esto es muy barato.
Esto es muy arriesgado.
Esto es muy riesgoso.
Esto está muy salado.
Esto está muy dulce.
Esto está muy mal.
Esto está mucho mejor.
Esto es cosa tuya.
Esto es culpa tuya.
Ésta es su casa.
Esta es tu casa.
Este dinero es mío.
Este debe ser tuyo.
Esto tiene que parar.
Esto debe parar.
Este es más grande.
Esto debería ayudar.
Este lugar es genial.
Este lugar es enorme.
Este sitio es nuestro.
Este lugar es nuestro.
Este cuarto está sucio.
Esta habitación es tranquila.
Esta silla está ocupada.
Este asiento está ocupado.
Esta sopa está salada.
Esto fue un error.
Esto fue nuestra culpa.
Esto fue tan estúpido.
Era muy difícil.
El agua es profunda.
Este vino es malísimo.
Este mundo está enfermo.
Esos son mis libros.
Aquéllos son mis libros.
Ésos son mis pantalones.
Esos son mis pantalones.
Esos son mis zapatos.
Hubo tres heridos.
Tres trabajadores murieron.
Átate los cordones.
Amárrate los cordones.
Apriete este tornillo.
Los tiempos han cambiado.
Hoy es miércoles.
Hoy es fiesta.
Hoy hace mucho frío.
Hoy no es lunes.
Tom abandonó a Mary.
Tom perdió las esperanzas.
Tom las abandonó.
Tom los abandonó.
Tom casi se ahogó.
Tom casi se desmayó.
Tom casi se rio.
Tom vino en auto.
Tom pidió ayuda.
Tom comía en silencio.
Tom se volvió violento.
Tom sintió curiosidad.
Tom se puso nervioso.
Tom se volvió popular.
Tom se puso serio.
Tom empezó a olisquear.
Tom empezó a hablar.
Tom compró flores.
Tom inclinó su cabeza.
Tom se inclinó cortésmente.
Tom se quemó.
Tom llamó a Mary.
Tom vino con María
Ayer vino Tom.
Tom puede explicarlo.
Tom puede ver fantasmas.
Tom no puede ayudarte.
Tom no puede ayudaros.
Tom no lo soporta.
Tom no puede levantarse.
Tom contactó a Mary.
Tom convenció a Mary.
Tom cocina para Mary.
Tomás cocina con gas.
Tom podría estar equivocado.
Tom podría enfermar.
Tom podría ayudaros.
Tom podría ayudarte.
Tom cuenta con Mary.
Tom describió a Mary.
Tom no se rindió.
Tom no te vio.
Tom no apareció.
Tom murió en batalla.
Tom murió en combate.
Tom murió en prisión.
Tomás murió de cáncer.
Tom falleció el lunes.
Tom murió ayer.
Tom también hace eso.
Tom bebió limonada.
Tom bebió demasiado.
Tom evitó males mayores.
Tom sólo se rasguñó.
Por fin sonrió Tom.
Tom liberó al pájaro.
Tom emborrachó a Mary.
Tom tiene un nieto.
Tom tiene resaca.
Tom tiene una pregunta.
Tom tiene mal aliento.
Tom fue despedido.
Tom tiene pelo rizado.
Tom ha enloquecido.
Tom no tiene enemigos.
Tom no tiene arrepentimientos.
Tom se ha desmayado.
Tom tiene pelo corto.
Tom tiene tres coches.
Tom tiene tres gatos.
Tom tiene tres perros.
Tom tiene tres hijos.
Tom tiene canas.
Tom no ha cambiado.
Tomás no ha cambiado.
Tom odia su nombre.
Tom odia la tarea.
Tom se sirvió.
Tom es cristiano.
Tomás es biólogo.
Tom es camarógrafo.
Tom es una celebridad.
Tom es chofer.
Tom es un comunista.
Tom es detective.
Tom es extranjero.
Tom es un hipócrita.
Tom es un salvavidas.
Tom es científico.
Tom es un socialista.
Tom es tartamudo.
Tom es terrorista.
Tom es aventurero.
Tom siempre está ocupado.
Tom siempre llega tarde.
Tom es un empleado.
Tom es ingeniero.
Tom te está llamando.
Tom está usando drogas.
Tom está anonadado.
Tomás está comiendo torta.
Tomás está avergonzado.
Tom es fascinante.
Tom es su hermano.
Tom es hiperactivo.
Tom está en posición.
Tom es incompetente.
Tom es independiente.
Tom es insensible.
Tom está borracho.
Tom es zurdo.
Tom es malicioso.
Tom es mi vecino.
Tom es mi prisionero.
Tom no está enfocado.
Tom es extraordinario.
Tom es condescendiente.
Tom es pesimista.
Tom es bastante estúpido.
Tom está bastante borracho.
Tom es bastante débil.
Tom es tan ingenuo.
Tom aún es feliz.
Tomás todavía es joven.
Tom es el traidor.
Tom está traumatizado.
Tomás es imparable.
Tom es muy descoordinado.
Tom es muy devoto.
Tom es muy famoso.
Tom es muy honesto.
Tom tiene mucha hambre.
Tom es muy cariñoso.
Tom es muy tacaño.
Tom es muy canuto.
Tom es muy fuerte.
Tom está viendo TV.
Tom es tu padre.
Tom es tu amigo.
Tom no es canadiense.
Tom no es ángel.
Tom no está murmurando.
Tom no es obediente.
Tom no está preparado.
Tom no está entusiasmado.
Tom acaba de almorzar.
Tom acaba de venir.
Tom secuestró a Mary.
Tom sabía nuestros nombres.
Tom sabía algo.
Tom conocía los riesgos.
Tom sabe demasiado.
Tomás me escuchó.
Tomás encendió la vela.
Tom cargó el arma.
Tom miró a Mary.
Tom se ve conmocionado.
Tomás parece estar confundido.
Tomás parece aliviado.
Tom se ve impaciente.
Tom se ve estupendo.
Tom parece emocionado.
Tom se ve agotado.
Tom se ve joven.
Tom perdió la voz.
Tom perdió su voz.
Tom ama su trabajo.
Tom ama su empleo.
Tom cometió un error.
Tom me hace reír.
Tom podría tener razón.
Tom podría estar equivocado.
Tom quizás podría perderse.
Tom podría caer enfermo.
Tom podría enfermarse.
Tom debe tener hambre.
Tom debe estar solo.
Tom necesita un cambio.
Tom necesita un médico.
Tom necesita un amigo.
Tom necesita una escalera.
Tom necesita nuestra ayuda.
Tom necesita relajarse.
Tom necesita entrenamiento.
Tom nunca sale.
Tom nunca fue pobre.
Tom abrió la caja.
Tom abrió la lata.
Tom estacionó su auto.
Tom levantó a Mary.
Tom juega al fútbol.
Tom toca oboe.
Tom me propuso matrimonio.
Tom corrió tras Mary.
Tom tranquilizó a Mary.
Tom rechazó pagar.
Tom dependía de Mary.
Tom depende de Mary.
Tom respetó a Mary.
Tom respetaba a Mary.
Tom vuelve el lunes.
Tom te estafó.
Tom arruinó mi vida.
Tom corre muy rápido.
Tom dijo buenas noches.
Tom dijo algo.
Tomás cantó con María.
Tom vio algunos osos.
Tom despidió a Mary.
Tom debería estar aquí.
Tom cerró la boca.
Tom cerró el maletero.
Tom loncheó el jamón.
Tom vendió su casa.
Tom parece preocupado.
Tom empezó a llorar.
Tom empezó a comer.
Tom se quedó afuera.
Tom dejó de comer.
Tom paró de comer.
Tom dejó de moverse.
Tom estudió francés.
Tom estudia francés.
Tom sorprendió a Mary.
Tom habló con Mary.
Tom me enseñó eso.
Tom enseña francés.
Tom aterrorizó a Mary.
Tom tomó algo.
Tom intentó sonreir.
Tom se puso serio.
Tom me comprende.
Tom visitó Boston.
Tom votó por Mary.
Tom esperó afuera.
Tom quería la venganza.
Tom quiere un abogado.
Tom quiere una manzana.
Tom quiere hijos.
Tom quiere evidencias.
Tom quiere lo mejor.
Tom quiere éste.
Tom quiere bailar.
Tom quiere beber.
Tom quiere aprender.
Tom quiere hablar.
Tom era extranjero.
Tom también estaba allí.
Tom estaba sorprendido.
Tom estaba devastado.
Tom estaba desfigurado.
Tom estaba aterrado.
Tom estaba asustado.
Tomás me estaba ayudando.
Tom fue humillado.
Tom era asombroso.
Tom fue indeciso.
Tom estaba indeciso.
Tom fue indiscreto.
Tom fue mi profesor.
Tom nunca estuvo aquí.
Tom estaba realmente furioso.
Tom estaba realmente triste.
Tom estaba muy emocionado.
Tom era imbatible.
Tom estaba muy borracho.
Tom era muy afortunado.
Tom fue muy afortunado.
Tom tuvo mucha suerte.
Tom estaba muy cansado.
Tom se lavó.
Tom lavó el carro.
Tom lavó el coche.
Tom lavó el auto.
Tom no estaba saludable.
Tom no estaba invitado.
Tom no estaba celoso.
Tom no estaba jodiendo.
Tom no estaba bromeando.
Tom no estaba satisfecho.
Tom no estaba leyendo.
Tom no estaba conmigo.
Tom agitó los brazos.
Tom se puso loco.
Tom fue a Boston.
Tom se disculpará.
Tom estará desanimado.
Tom va a volver.
Tom encontrará a Mary.
Tom matará a Mary.
Tom no comerá eso.
Tom no lo descubrirá.
Tom no irá solo.
Tom no te ayudará.
Tom trabaja demasiado.
Tom estaría orgulloso.
Tom gritó a Mary.
Tom, ¿estás despierto?
Tom, ¿estás ahí?
Tom, sé razonable.
Tom, di algo.
Tom, ¿dónde estás?
Mañana es domingo.
Mañana será domingo.
Trata de permanecer alerta.
Prueba con otra.
Sé tú mismo.
Estate tranquila.
Venga, tranquilidad.
Intentad mantener la calma.
Apaga la luz.
Apague la luz.
Apaga la radio.
Apaga la luz.
Sube el volumen.
Subid el volumen.
Suba el volumen.
Suban el volumen.
Urano es un planeta.
Espera un poco más.
¡Tom, espera un minuto!
Espera aquí un segundo.
Espera sólo un momento.
¿Era cierta su historia?
¿Su historia era cierta?
¿Fue interesante?
¿Era interesante?
¿Eso fue un insulto?
¿Ese era tu plan?
El agua es importante.
Adoptamos a un niño.
No somos como tú.
Preguntamos algo.
Almorzamos temprano.
Comimos sopa de papa.
Sería mejor irnos.
Nos mordimos la lengua.
Podemos ir juntos.
No podemos quedarnos aquí.
No podemos hablar aquí.
Lo hicimos juntos.
No hemos roto.
No terminamos.
No matamos a Tom.
No culpamos a Tom.
No tenemos tiempo.
No vivimos aquí.
No confiamos en Tom.
Tomamos toda la noche.
Nos gustaba el patinaje.
Nos sentimos frustrados.
La encontramos viva.
Le encontramos con vida.
Obtuvimos muchas uvas.
Aquí cultivamos trigo.
Tuvimos un accidente.
Esta noche nos divertimos.
Teníamos nuestras razones.
Teníamos nuestros motivos.
Tuvimos nuestras razones.
Tenemos 30 minutos.
Lo tenemos todo.
Hemos tenido suficiente.
Tenemos tres perros.
Nos ayudamos mutuamente.
Acabamos de cenar.
Solo necesitamos agua.
Continuamos hablando.
Nos conocemos.
Lo sabemos todo.
Escuchamos música.
Estamos escuchando música.
Estamos enamorados.
Nuestro amor es mutuo.
Amamos la simpleza.
Nos encanta el sistema.
Amamos el sistema.
Tenemos que tener cuidado.
Necesitamos una estrategia.
Necesitamos un perro guardián.
Necesitamos más azúcar.
Necesitamos permiso.
Necesitamos algo de dinero.
Necesitamos algunas herramientas.
Nunca perdimos la esperanza.
No usamos nunca azúcar.
Solo necesitamos agua.
Jugábamos al béisbol.
Rezamos juntos.
Nos quedamos en silencio.
Nos quedamos callados.
Permanecimos en silencio.
Permanecimos callados.
Vendemos carne fresca.
Deberíamos terminar.
Deberíamos llamar a Tom.
Deberíamos sentarnos.
Hablamos ayer.
Empezamos en el 2013.
Empezamos a cantar.
Empezamos a andar.
Nos quedamos con Tom.
Todavía tenemos tiempo.
Lo entendemos.
Lo comprendemos.
Lo entendemos.
Entendemos esto.
Comprendemos esto.
Queremos más plata.
Vimos una película.
Todos estábamos dormidos.
Los dos estábamos borrachos.
Los dos éramos felices.
Nosotros estábamos acá primero.
Nosotras estábamos acá primero.
Éramos tipos duros.
Éramos muy felices.
Ganamos el concurso.
Hemos ganado el concurso.
No nos rendiremos.
Trabajamos juntos.
Trabajamos con Tom.
Allí estaríamos seguros.
Preguntaremos diplomáticamente.
Vamos a ser vecinos.
Iremos a Boston.
Nosotros miraremos eso.
Vamos a necesitar refugio.
Oraremos por ti.
Rezaremos por ti.
Te esperaremos.
Nacemos todos locos.
Todos nacemos locos.
Todos somos estudiantes.
Estamos casi listos.
Ya casi llegamos allí.
Estamos casi allí.
Somos ambidextros.
Somos ambidiestros.
Estamos evitando a Tom.
Somos culturistas.
Al fin estamos libres.
Al fin somos libres.
Lo atamos con alambre.
Nos vamos al extranjero.
Vamos a morir.
Vamos a intentarlo.
Estamos almorzando.
Estamos yendo a casa.
Estamos aquí para ayudar.
Estamos aquí para hablar.
Estamos de guardeses.
Somos guardeses.
Estamos cuidando una casa.
Cuidamos la casa.
Estamos ignorando a Tom.
Estamos de acuerdo.
Estamos en un acuerdo.
Estamos en la casa.
No somos compatibles.
Solo estamos hablando.
No somos una pareja.
No somos pareja.
No estamos peleando.
No somos como tú.
No somos soldados.
Estamos de tu lado.
Solo somos amigos.
Somos solo amigos.
No tenemos más dinero.
Estamos sin azúcar.
Somos bastante listos.
Vamos con retraso.
Vamos tarde.
Se nos hizo tarde.
De momento estamos seguros.
Todavía estamos comiendo.
Ahora estamos estudiando.
Estamos seguros de eso.
Tenemos la misma edad.
Estamos muy emocionados.
Estamos muy contentos.
Te estamos vigilando.
Te estamos observando.
Os estamos observando.
Le estamos observando.
Les estamos observando.
Os estamos vigilando.
Le estamos vigilando.
Les estamos vigilando.
Apenas hemos comenzado.
Hemos estado mirando.
Se nos ha avistado.
Se nos ha engañado.
Hemos estado esperando.
Hemos estado preocupados.
No hemos hecho nada.
Te hemos perdonado.
Hemos ido demasiado lejos.
Acabamos de llegar.
Hemos perdido el contacto.
No hemos visto nada.
Bienvenida a mi hogar.
Bienvenido a mi vida.
¿Te sorprendiste?
¿No estabas entretenido?
¿No estabas llorando?
¡Qué calabaza más grande!
¡Qué coincidencia!
¡Qué conjunto tan lindo!
¡Qué vuelo tan largo!
¡Qué tipo tan malo!
¡Qué doncella tan linda!
¡Qué tipo más extraño!
¡Qué hombre tan extraño!
¡Qué mundo más raro!
¡Qué experiencia!
¿Para qué son éstos?
¿Qué estás haciendo?
¿Qué haces?
¡Qué pésimo clima!
¿Qué te convenció?
¿A qué podría referirse?
¿Qué trajo Tom?
¿Qué querían?
¿Qué trajiste?
¿Qué has bebido?
¿Qué aprendiste?
¿Qué derramaste?
¿Qué robaste?
¿Qué comen los caballos?
¿Qué comen los tigres?
¿Qué comen las ballenas?
¿Qué prefieres?
¿Qué tiene Tom?
¿Qué necesita Tom?
¿Qué tiene ella?
¿Qué dice eso?
¿Qué no sabemos?
¿Qué más hay ahí?
¿Qué ha pasado aquí?
¿Qué pasó aquí?
¿Qué pasó después?
¿Qué pasó a continuación?
¿Qué pasó después?
¿Qué pasa hoy?
¿Qué hiciste?
¿Qué habéis hecho?
¿Y si se equivoca?
¿Qué está comiendo Tom?
¿Cuál es mi propósito?
¿Qué hay ahí?
¿A qué huele?
¿Qué es esa cosa?
¿De qué trata esto?
¿Cuál es tu sueño?
¿Qué acaba de pasar?
¿En qué mes estamos?
¿Qué te motiva?
¿Qué los motiva?
¿Qué debería hacer Tom?
¿Qué deberíamos decir?
¿Cómo se llamaba?
¿Qué vas a llevar?
¿Qué llevarás puesto?
¿Qué estás comiendo?
¿Qué quiere decir?
¿Cuáles son tus planes?
¿Cómo es Boston?
¿Qué lleva puesto Tom?
¿Qué flor es esa?
¿Cuál es el mensaje?
¿Cuál es el problema?
¿Qué sucede?
¿Cuál es su historia?
¿Qué hay que hacer?
¿Cómo se llama esto?
¿Esto cómo se llama?
¿Qué tienes?
¿Cuál es vuestro consejo?
¿Cuál es tu respuesta?
¿Cuál es tu número?
¿Cuál es su número?
¿Cuál es tu secreto?
¿Cuál es tu teoría?
¿Cuándo te vas?
¿Cuándo pasó?
¿Cuándo sucedió?
¿Cuándo duermen las lechuzas?
¿Cuándo empieza?
¿Cuándo empieza?
¿Cuándo naciste?
¿Cuándo empieza?
¿Cuándo empezará?
¿Cuándo vendrás?
¿Cuándo es el funeral?
¿Cuándo será la boda?
¿Cuándo es la boda?
¿Dónde están mis libros?
¿Dónde están mis pantalones?
¿Dónde están mis calcetines?
¿Dónde están los chicos?
¿Dónde están los policías?
¿Dónde están los huevos?
¿Dónde están las llaves?
¿Dónde están los niños?
¿Adónde vamos?
¿De dónde eres?
¿De dónde vienen?
¿De dónde sos?
¿De dónde son ustedes?
¿De dónde es?
¿De dónde es usted?
¿Dónde están?
¿Dónde estáis?
¿Dónde podría esconderme?
¿Dónde te escondiste?
¿Dónde buscaste?
¿En dónde te quedaste?
¿Dónde trabajabas?
¿Dónde trabajaba usted?
¿Dónde trabajaban?
¿Dónde viven ellas?
¿Dónde te duele?
¿Dónde le duele?
¿Adónde ha ido ella?
¿Adónde se ha ido?
¿Dónde están todos?
¿Dónde se oculta?
¿Dónde está el hotel?
¿Dónde está el tren?
¿Dónde está el vodka?
¿Dónde está tu habitación?
¿Dónde está vuestra habitación?
¿Dónde está tu pieza?
¿Dónde está tu cuarto?
¿Dónde está su esposa?
¿Dónde está tu esposa?
¿Dónde pago?
¿Dónde debería sentarme?
¿Dónde debemos ir?
¿Para dónde iba él?
¿Dónde nos encontraremos?
¿Adónde vas?
¿Adónde vais?
¿Dónde está mi hermano?
¿Dónde está mi marido?
¿Dónde está el médico?
¿Dónde está el martillo?
¿Dónde está la pala?
¿Dónde está el baño?
¿Dónde está el servicio?
¿Dónde está este lugar?
¿Dónde está este sitio?
¿Dónde está tu dinero?
¿Qué pruebas tiene usted?
¿Dónde está tu reloj?
¿Cuál es tu gato?
¿Cuál es tu perro?
¿Cuál es su perro?
¿Cuál es tu libro?
¿Cuál es nuestro equipo?
¿Cuál es el norte?
¿Dónde está el norte?
¿Quiénes son esos sujetos?
¿A quién queremos engañar?
¿Quién lo puede impedir?
¿Quién hizo esto primero?
¿De quién sospechas?
¿Quién más estaba ahí?
¿Quién inventó los zapatos?
¿Quién es aquella persona?
¿Quién es aquella persona?
¿Quién es esta persona?
¿Quién es tu amigo?
¿Quién es tu abogado?
¿Quién es su abogado?
¿Quién hizo este plan?
¿Quién tomó el dinero?
¿Quién quiere festejar?
¿Quién quiere comenzar?
¿Quién escribió el libro?
¿Quién falta hoy?
¿Quién se ríe ahora?
¿Quién es la última?
¿Quién es tu profesor?
¿Quién es vuestro profesor?
¿Quién es tu profesora?
¿Por qué están enfadados?
¿Por qué están enfadadas?
¿Por qué estamos corriendo?
¿Por qué tenés miedo?
¿Por qué lloras?
¿Por qué está llorando?
¿Por qué no funcionó?
¿Por qué no preguntaste?
¿Por qué no comisteis?
¿Por qué no comistes?
¿Por qué no comió?
¿Por qué no comieron?
¿Por qué no bailamos?
¿Por qué te despidieron?
¿Por qué estabas allí?
¿Por qué preocuparse?
¿Lloverá hoy?
¿Hoy lloverá?
¿Va a llover hoy?
¿Vas a volver?
¿Me invitas?
¿Ellos harían eso?
¿Le gustaría ponerle hielo?
Escríbelo en francés.
Escríbelo a lápiz.
¡Eres imposible!
Estás saturado de trabajo.
Tienes exceso de trabajo.
Te trabajan durísimo.
Está bajo juramento.
Tú estás bajo juramento.
Eres muy valiente.
Usted es muy valiente.
Sois muy valientes.
Es usted muy valiente.
Sos muy valiente.
Son muy valientes.
Eres muy listo.
Eres muy inteligente.
Sos muy inteligente.
Sos muy listo.
Son muy listos.
Son muy inteligentes.
Sos muy lista.
Eres muy lista.
No estás invitado.
No sos especial.
Los dos tenéis razón.
Me rompiste el corazón.
Me partiste el corazón.
Rompiste la regla.
Te rompiste el brazo.
Te rompiste una pierna.
Llegaste demasiado temprano.
Aquí se puede fumar.
Puedes fumar aquí.
Puede fumar aquí.
Pueden fumar aquí.
Se puede fumar aquí.
Puedes estudiar aquí.
Podéis estudiar aquí.
Puedes confiar en ellos.
No puedes comer aquí.
No puedes ir ahí.
No puedes dejarme.
No podés escapar.
No puedes correr, Tom.
Eso no se dice.
No puedes tentarme.
No podés usar eso.
No puedes usarlo.
No puedes usar esto.
No puedes hacer esto.
No pueden hacer esto.
No me llamaste.
No me ayudaste.
No respondiste.
No me avisaste.
No me asustás.
No me das miedo.
Bebiste demasiado.
Tomaste demasiado.
Usted tomó demasiado.
Tomaron demasiado.
Tú tomaste demasiado.
Tomó demasiado.
Ustedes tomaron demasiado.
Conduces demasiado rápido.
Manejás demasiado rápido.
Conducís demasiado rápido.
Conducís muy rápido.
Manejás muy rápido.
Manejás muy deprisa.
Conducís muy deprisa.
Me diste un susto.
Me asustaste.
Llegaste temprano.
Nos desahuciaron por ti.
Estás muy borracho.
Estáis locos.
Sois adorables.
Ustedes están equivocados.
Estáis equivocados.
Parecen algo perdidos.
Ustedes esperen aquí.
Me tenías preocupado.
Tienes un problema.
Has estado ocupado.
Habéis estado ocupados.
Ustedes han estado ocupados.
Tenés lindos ojos.
Tienes cuatro perros.
No tenéis opción.
No tienen opción.
Tenés que escuchar.
Tienes que escuchar.
Acabas de fallar.
Tan solo necesitas ayuda.
Tú sabes algo.
Usted sabe algo.
Ustedes saben algo.
Sabes qué hacer.
Ustedes conocen las reglas.
Te gustan los elefantes.
Viviendo se aprende.
Estás guapa.
Te ves satisfecho.
Te ves diferente.
Te ves satisfecho.
Pareces sorprendido.
Pareces sorprendida.
Tienes muy buen aspecto.
Luces muy pálida.
Has cometido un error.
Puede que lleves razón.
Puede que tengas razón.
Debes ser fuerte.
Deberías disculparte ante mí.
Te debes quedar aquí.
Necesitás un milagro.
Sólo vives una vez.
No me debes nada.
Arruinaste mi vida.
Deberías estar en casa.
Deberías irte a casa.
Deberías unirte a nosotros.
Deberíais de saberlo.
Deberías saberlo.
Deberías demandar a Tom.
Hueles espantoso.
Pareces aliviado.
Hablas demasiado.
Hablas de más.
Me robaste el corazón.
Tú me enseñaste eso.
Me enseñaste bien.
Tú nos lo enseñaste.
Piensa demasiado.
Piensan demasiado.
Pensáis demasiado.
Tú eras mi amigo.
Eras mi amiga.
No estarás solo.
Te acordarías de Tom.
Ahora estarás bien.
Te recuperarás.
Vas a sentirte mejor.
Te sentirás mejor.
Te recuperarás.
Se te pasará.
Tendrás que pagar.
Aprenderás mucho.
Nunca aprenderás.
¡Lo lamentarás!
Eres un gran fraude.
Eres una chica linda.
Eres una niña divertida.
Sos un caballero.
Eres un buen cocinero.
Eres una buena cocinera.
Eres un buen mentiroso.
Eres un estúpido, Tom.
Eres un patán, Tom.
Eres una chica maja.
Eres una chica agradable.
Eres un chico inteligente.
Eres un niño raro.
¡Sois unos cobardes!
¡Son unos cobardes!
Todos ustedes están invitados.
Todas ustedes están invitadas.
Todos ustedes son racistas.
Eres un imbécil.
Me estás fastidiando.
Me estás evitando.
Sos carismático.
Estás cooperando.
Estás indefenso.
Estás desamparada.
Eres egoísta.
Eres extrovertido.
Me estás ignorando.
Eres incompetente.
Tú eres incompetente.
Eres inteligente.
Sos inteligente.
Son inteligentes.
Estás interfiriendo.
Tú estás interfiriendo.
Está interfiriendo.
Usted está interfiriendo.
Están interfiriendo.
Estáis interfiriendo.
Vosotros estáis interfiriendo.
Ustedes están interfiriendo.
Eres solo una chica.
Estás mintiendo otra vez.
Estás mintiendo de nuevo.
Eres mi hija.
Sos mi favorito.
Eres mi princesa.
Tú no eres perdedor.
No estás mirando.
No eres mi tipo.
No sos perfecto.
Usted no es especial.
Tú estás condescendiendo.
Sos bastante inteligente.
Eres bastante inteligente.
Son bastante inteligentes.
Sos bastante listo.
Eres bastante listo.
Son bastante listos.
Eres bastante lista.
Sos bastante lista.
Eres tan adorable.
Sos muy inmaduro.
Eres muy negativo.
Qué negativo eres.
Sos muy terco.
Eres tan engreído.
Eres tan engreída.
Son tan engreídos.
Sois tan engreídos.
Son tan engreídas.
Sois tan engreídas.
¡Tienes tanto talento!
Estás empapada.
Estás empapado.
Aún estás equivocado.
Todavía eres joven.
Ustedes aún son jóvenes.
Todavía son jóvenes.
Tú estás poniéndote rojo.
Eres muy astuto.
Sos muy astuto.
Eres muy astuta.
Sos muy astuta.
Son astutos.
Eres aburridísimo.
Eres muy listo.
Eres muy inteligente.
Sos muy inteligente.
Sos muy listo.
Son muy listos.
Son muy inteligentes.
Eres muy guapa.
Eres muy linda.
Has sido advertido.
Tienes fiebre.
Estás con temperatura.
Tú tienes una hora.
Has cogido mis llaves.
No tienes nada.
No tenés nada.
Te tienes que esconder.
Tú has conseguido esconderte.
Has crecido mucho.
Me decepcionas.
Perdiste peso.
Has trabajado duro.
Te apestan los sobacos.
Su baño está listo.
Te apesta la boca.
Te apesta la boca.
Tu puerta estaba abierta.
Tu cara está sucia.
Tu cartera está abierta.
Tu habitación está sucia.
Tienes el cierre abierto.
Dijo: "Confía en mí".
Los accidentes ocurren.
Déjame explicar.
¿Me están deteniendo?
¿Os estoy molestando?
¿Te estoy molestando?
¿Le molesto a usted?
¿Le estoy molestando?
Responde la pregunta.
Responda la pregunta.
Responde a la pregunta.
Cualquiera logra hacer eso.
Cualquiera puede hacer esto.
Cualquiera puede leerlo.
Eso puede verlo cualquiera.
Cualquiera puede verlo.
¿Hay asientos libres?
¿Existe algún riesgo?
¿Estos son tus esquíes?
¿Son estos tus esquíes?
¿Todavía están aquí?
¿Ya casi llegamos?
¿Nos están siguiendo?
¿Estamos volviéndonos locos?
¿Acaso somos solo amigos?
¿Solo somos amigos?
¿Eres cristiano?
¿Eres extranjero?
¿Eres policía?
¿Ustedes son cómplices?
¿Siempre estás ocupado?
¿Eres ingeniero?
¿Está usted cómodo?
¿Estás cómodo?
¿Está usted cómoda?
¿Estás cómoda?
¿Vas a bajar?
¿Tenés vergüenza?
¿Tienes vergüenza?
¿Te gusta?
¿Eres de Boston?
¿Vas a seguir?
¿Tienen hambre, chicos?
Chicos, ¿tienen hambre?
¿Tienes Facebook?
¿Estás en Facebook?
¿Estáis en Facebook?
¿Está en Facebook?
¿Están en Facebook?
¿Ustedes están perdidas?
¿Estás todavía despierto?
¿Sigues ahí?
¿Seguís ahí?
¿Todavía estás ahí?
¿Sigues molesta?
¿Eres el gerente?
¿Es usted el profeta?
¿Ustedes son amigos?
¿Tienes mucha hambre?
¿Estás muy hambriento?
¿Estás muy hambrienta?
¿Está muy hambriento?
¿Está muy hambrienta?
¿Estáis muy hambrientos?
¿Estáis muy hambrientas?
¿Están muy hambrientos?
¿Están muy hambrientas?
¿Lo estás viendo?
Atenas está en Grecia.
Sortead los obstáculos.
Los patitos son lindos.
Sé amable con todos.
Sé educado, pero firme.
Sé educada, pero firme.
Cree en ti mismo.
Lo negro entristece.
Cueza usted esas papas.
Boston es bonito.
Boston está sobrevalorado.
El desayuno está servido.
La comida está servida.
Tráeme mi ropa.
Trae tu computadora.
Trae tu ordenador.
Trae tu propia comida.
Pero no tenía miedo.
¿Te puedo preguntar algo?
¿Puedo llevar a alguien?
¿Puedo manejar, por favor?
¿Puedo decir algo?
¿Me oye alguien?
¿Él habla francés?
¿Él sabe hablar francés?
¿Podemos creérnoslo?
¿Podemos hablar francés?
¿Cambiémonos de puesto?
¿Nos intercambiamos los asientos?
¿Podemos intercambiarnos los asientos?
¿Puedes responder eso?
¿Puedes responder a esto?
¿Podés creerle a Tom?
¿Sabes leer francés?
¿De verdad sabes nadar?
¿Puedes deletrear "bat"?
¿Podrías verificar eso?
¿Puedes verificar eso?
¿Tu esposa sabe manejar?
¡Cumpla usted mis órdenes!
Cámbiate de ropa.
Aceptamos cheques.
Se aceptan cheques.
Mastica bien tu comida.
La caballerosidad sigue viva.
Pronto será Navidad.
Despeja la mesa.
Súbete al techo.
Vuelvan mañana.
Vuelve mañana.
Vengan a las dos.
Ven a las dos.
Vuelve a Boston.
Ven aquí ahora mismo.
Acércate, Tom.
Ven aquí cerca, Tom.
Considera la fuente.
Consulta a tu doctor.
Consulte a su doctor.
Contáctame mañana.
Continúa sin mí.
¿Podría dar más detalles?
¿Podría firmar aquí?
Papá compró una cámara.
Papá se está bañando.
Pronto amanecerá.
Borra esa fotografía.
Elimina esa foto.
Borrá esa foto.
Se formaron densos nubarrones.
¿Tom hizo algo?
¿Te perdonó Tom?
¿Te ha visto alguien?
¿Alguien te vio?
¿Vinieron ellos hoy?
¿Han venido hoy?
¿Entendieron?
¿Soñaste?
¿Acabas de llegar?
¿Te gustó Boston?
¿Notaste eso?
¿No viste eso?
Desconecta el enchufe.
¿Los peces beben agua?
Haz algo útil.
¿Lo crees?
¿Lo creéis?
¿Usted lo cree?
¿Ustedes lo creen?
¿Acaso te gusta perder?
¿Te gusta perder?
¿Les gusta perder?
¿Le gusta perder?
¿Tienes vértigos?
¿Te gusta el inglés?
¿Os gusta el inglés?
¿Les gusta el inglés?
¿Le gusta el inglés?
¿Te gusta jugar bolos?
¿Te gusta el boliche?
¿Te gusta cocinar?
¿Le gusta cocinar?
¿Os gusta bailar?
¿Les gusta bailar?
¿Os gusta conducir?
¿Le gustan las naranjas?
¿Te gustan las naranjas?
¿Os gustan las naranjas?
¿Les gustan las naranjas?
¿Te gustan las ostras?
¿Te gusta el perejil?
¿Os gusta el perejil?
¿Le gusta el perejil?
¿Les gusta el perejil?
¿Te gusta leer?
¿Te gusta correr?
¿Te gusta surfear?
¿Os gusta hablar?
¿Te gusta hablar?
¿Te gusta escribir?
¿Te acuerdas de Tom?
¿Lo recuerdas?
¿Ves algo?
¿Fumas puros?
¿Usted habla francés?
¿Sabes hablar francés?
¿Habláis francés?
¿Habla usted francés?
¿Hablas francés?
¿Hablás francés?
¿Estudiás francés?
¿Estudias el francés?
¿Consumes ketamina?
¿Usás anteojos?
¿Ella toca el piano?
¿Esto se ve bien?
¿Tu esposa trabaja?
Los perros mastican cosas.
No actúes así.
No pidas dinero.
No hagas preguntas.
¡No seas ridículo!
¡No seas absurdo!
No seas ridículo.
No seas ridícula.
No me jodas ahora.
No me decepciones.
No me defraudes.
¡No me decepciones!
No me desilusiones.
Ni lo dudes.
Nunca me toques.
No pelees conmigo.
No te hagas ilusiones.
¡No te acerques demasiado!
No me dejes aquí.
No lo escuches.
No me hagas enojar.
¡No me hagas reír!
No me hagas reír.
No abra la puerta.
No abran la puerta.
No abráis la puerta.
No abras esta caja.
No la llames ahora.
No engordes.
No subas de peso.
No leas mi diario.
No digas esa palabra.
No azote la puerta.
No hables tan rápido.
No tomes el anzuelo.
¡No digas tonterías!
No hables tonterías.
¡No digas boludeces!
¡No digas tonterías!
No hables tonterías.
No toques mi bicicleta.
No esperes demasiado.
No malgastes mi tiempo.
No desperdicies mi tiempo.
¡No trabajes demasiado!
No te preocupes tanto.
¿No sentís frío?
¿No sientes frío?
¿Acaso no sabes eso?
Traza un pequeño círculo.
Dibuja un círculo pequeño.
Bebe con moderación.
Toma mucha agua.
Come más verduras.
¡Cómanse sus verduras!
Los elefantes comen pasto.
Abraza tus sueños.
Disfrute sus vacaciones.
Disfruta de tus vacaciones.
Todos aplaudieron.
Todos estaban aplaudiendo.
Todos la conocen.
Todos querían a Tom.
Todos quieren a Tom.
Todos lo quieren.
A todos les agradas.
Todos la aman.
Todos lo aman.
Todos necesitan uno.
Todos estaban cansados.
Todos están sonriendo.
Todos están hablando.
Todos están preocupados.
Todos están en casa.
Todos son especiales.
Todos saben eso.
A todos les agradan.
Todos tenían hambre.
Todos estaban hambrientos.
Todos andan despistados.
Todos están parados.
Oigan todos.
Todo es barato.
Todo está claro.
Todo está listo.
Todo está preparado.
Todo era fácil.
Todo está mejor.
Todo está normal.
Todo está arruinado.
Perdone, me he perdido.
Pocas personas piensan así.
Olvídate de eso, ¿vale?
Olvidá tus dolores.
El francés es difícil.
Apostar está prohibido.
Apostar es ilegal.
Aléjate de allí.
Bájate de ahí.
Vístete rápido.
Haz que todos entren.
Púdrete, mamón.
Tráiganme una ambulancia.
Tráeme otra cerveza.
Tráeme la evidencia.
Fuera de mi propiedad.
Salúdalo de mi parte.
Dale mis saludos.
Dame un cigarro.
Dame un cigarrillo.
Dame un palillo.
Dame diez minutos.
Dame dos minutos.
Deme su arma.
Dales mi número.
Ve y báñate primero.
Ve y dúchate primero.
Entrega tus papeles.
Entreguen sus hojas.
¿Tom se volvió loco?
¿Fracasó de nuevo?
¿Ya se ha ido?
¿Él ya volvió?
Ten unas buenas vacaciones.
Tome asiento, por favor.
Coge otra galleta.
Cená con nosotros.
¿Has estado allí?
¿Has cenado?
¿Lo has visto?
Él aceptó mi idea.
Él aceptó el trabajo.
Por fin apareció.
Él compró un dedal.
Él rompió la ventana.
Él quebró la ventana.
Él rompió a llorar.
Apenas puede hablar.
Él no canta bien.
No puede pararlos.
Él cambió de idea.
Él persiguió al ladrón.
Él negó ese hecho.
Él diseñó el coche.
Hizo lo contrario.
Él no lo sabía.
Él bebe demasiado.
Entró en el ejército.
Se enriqueció de repente.
Él acababa de llegar.
Acababa de llegar.
Él tenía una hija.
Él ha actuado sabiamente.
Él tiene suficiente dinero.
Él tiene poco dinero.
Tiene muchos amigos.
Él tiene diez niños.
Tiene diez hijos.
Él tiene dos Picassos.
Odia viajar en avión.
Él la sostuvo firmemente.
Esperaba tener éxito.
Siempre está bromeando.
Él es un aristócrata.
Él es inteligente efectivamente.
Está haciendo penitencia.
Es soberbio.
Es arrogante.
Estará ocupado.
Es demasiado sensible.
Él es muy guapo.
Es muy talentoso.
Él tiene mucho talento.
Él mantuvo su promesa.
Él lo sabe todo.
Sabe todo.
Se lo sabe todo.
Le falta experiencia.
Le falta motivación.
Se fue inmediatamente.
Le gustan las aventuras.
Le gusta el melón.
Él vive solo.
Él vive en Cardiff.
Él vive en Inglaterra.
Él vive en Marruecos.
Le encantan los tigres.
El masculló una maldición.
Necesitaba dinero.
Nunca pierde la esperanza.
Ve televisión a menudo.
Abrió el maletero.
Él alcanzó su meta.
Él lustró sus zapatos.
Debería haber venido.
Él debería agradecerle.
Debería darte las gracias.
De repente se paró.
Se convirtió al cristianismo.
Se hizo cristiano.
Lo enterraron vivo.
Él estaba decepcionado.
Lo nombraron capitán.
Él estaba profundamente dormido.
Él estaba terriblemente emocionado.
Estaba muy nervioso.
Él era muy paciente.
Él será castigado.
Él los derrotará.
Él no lo aprobará.
Lo lamentará.
Se arrepentirá de esto.
Él trabajó muy duro.
Él escribió una letra.
Él escribió una carta.
Él escribió el informe.
Volverá a las seis.
Es un cazafantasmas.
Él besa muy bien.
Está un poco alegre.
Él es guionista.
Siempre llega a tiempo.
Te está mirando.
Os está mirando.
Es mi mejor amigo.
Está de centinela.
Está jugando Tetris.
Está jugando al Tetris.
Él posiblemente esté equivocado.
Él es realmente egoísta.
Su bici es azul.
Sus mejillas estaban rojas.
Ella se sonrojó.
Sus padres me odian.
Aquí están sus libros.
Toma, tu cambio.
Che, escuchá esto.
¡Eh!, no eres Tom.
Hey. ¿Cómo va?
Su bici es azul.
Sus padres me odian.
Sus zapatos son marrones.
Su discurso nos conmovió.
Mantenga firme la cuerda.
La honestidad no paga.
¿Cómo funcionan los imanes?
¿Cómo suena eso?
¿Cómo se aplica esto?
¿Cómo es tu audición?
¿Cuántos había?
¿Cómo estuvo el casamiento?
¿Cómo estuvo la boda?
¿Cómo estuvo tu verano?
¿Cómo estuvo su verano?
¿Cómo es posible eso?
¿Cómo es esto posible?
Acepto tu oferta.
Acepto tus condiciones.
Acepto sus condiciones.
Admiro su talento.
Admiro tus agallas.
Casi me mato.
Casi fui robado.
Ya lo he comprado.
Eso ya lo sé.
Ya sé.
Esto ya lo sé.
También hablo francés.
Estoy muy avergonzado.
Estoy comiendo fideos.
Estoy tocando guitarra.
Estoy estudiando kanji.
Me disculpé con Tom.
Llegué a Londres.
Llegué demasiado temprano.
Me hice católico.
Compré 24 lápices.
Compré una computadora.
Compré un ordenador.
Compré muchos libros.
Traje tu traje.
Vine a disculparme.
Yo puedo ser razonable.
Puedo venir mañana.
Yo puedo hablar inglés.
Hablo inglés.
Puedo sobrevivir solo.
Puedo enseñar inglés.
No puedo aceptar eso.
No puedo aceptar esto.
No puedo cambiar esto.
No puedo comer pollo.
No puedo olvidarlo.
No puedo perdonarle.
No puedo perdonarla.
No puedo evitar llorar.
No puedo permitir esto.
No sé leer francés.
No me puedo acordar.
No paro de comer.
No puedo perdonarle.
No puedo perdonarla.
No puedo seguirte.
Limpié la casa.
Limpié la mesa.
Yo subí la valla.
Me olvidé completamente.
Yo seguí cantando.
Seguí trabajando.
Fantaseo sobre ello.
Decoré mi habitación.
No almorcé.
No te invité.
No he pedido pescado.
No los pedí.
No dormí bien.
No entendí.
No te creo.
No te merezco.
No conduzco a menudo.
No me siento culpable.
No me odio.
No tengo cáncer.
No sé francés.
Yo tampoco sé.
Yo tampoco lo sé.
No me gusta Boston.
Digo lo que pienso.
No mido mis palabras.
Hablo claro.
No quiero cenar.
Yo soñé con Tom.
He soñado contigo.
Soñé contigo.
Soñé acerca de ti.
Conduje solo hasta casa.
Yo aprecio un desafío.
La película me gustó.
Fallé a propósito.
Hoy me siento mejor.
Tengo ganas de sonreír.
Sentí un dolor intenso.
Sentí ganas de bailar.
Me sentí muy incómodo.
Nadar me es divertido.
Terminé el trabajo.
Reparo radios rotas.
Se me olvidó.
Lo olvidé.
Me olvidé de eso.
Me olvidé las gafas.
Olvidé mis modales.
Yo crecí siendo bilingüe.
Tuve una premonición.
Odio los despertadores.
Odio estar soltero.
Odio estar soltera.
Odio vivir solo.
Odio a mis vecinos.
Odio tomar notas.
Odio correr riesgos.
Tengo 13 empleados.
Tengo una novia.
Tengo novia.
Tengo una sugerencia.
Tengo un ayudante.
Tengo una ayudante.
Tengo apendicitis.
Tengo mala vista.
Tengo los labios partidos.
Tengo retortijones de hambre.
Tengo muchos enemigos.
Tengo la solución.
Yo tengo la solución.
Tengo que pedir disculpas.
Tengo tuberculosis.
Tengo dos hermanos.
Tengo dos hijos.
Todavía no he comido.
No me he olvidado.
No lo he olvidado.
La he oído cantar.
Oí el mensaje.
Espero que esto cambie.
Espero que seas feliz.
Ojalá tengas suerte.
Ojalá tengas razón.
Espero que tengas razón.
Conocía a tu hermano.
Sé que resulto molesto.
Sé que resulto molesta.
Sé que soy inocente.
Eso ya lo sé.
Conozco la solución.
Sé que estás enojado.
Sé que mientes.
Sé que tiene razón.
Sé que tienes razón.
Me gusta su actitud.
Sentirme así me gusta.
Me agrada este perfume.
Me gusta tu artículo.
Me gustan tus galletas.
Me gustan tus amigos.
Me gusta tu jersey.
Vivo en Australia.
Me quedé encerrado afuera.
Miré en todos lados.
Me encantan las moras.
Amo las fresas.
Adoro esta empresa.
Me gusta esta foto.
Me encanta esta foto.
Hice muchos cambios.
Efectué muchos cambios.
Logré escapar.
Los asesiné a todos.
Debo aprender francés.
Necesito una novia.
Necesito una ambulancia.
Necesito un asistente.
Necesito una asistente.
Necesito ayuda médica.
Necesito algunas perchas.
Necesitaba ayuda.
Jamás dudé de ti.
Nunca bebo estando solo.
Me resfrío a menudo.
Como pollo con frecuencia.
Yo solo hablo francés.
Me pertenece esta propiedad.
Fingí que trabajaba.
Prometí que ayudaría.
Compré una bolsa.
Almorcé rápido.
Toqué el timbre.
Realmente lo dudo.
Recibí una carta.
Lamento lo que hice.
Lo recuerdo bien.
Recuerdo reirme.
Volví a Japón.
Revisé el archivo.
Yo revisé el archivo.
He revisado mi teoría.
Reescribí mi informe.
He reescrito mi informe.
Conduzco una moto.
La vi ayer.
Ayer vi uno.
Ayer vi una.
Te vi ayer.
Grité pidiendo ayuda.
Grité pidiendo socorro.
Apoyo la proposición.
Apoyo la moción.
Comparto su opinión.
Simplemente no lo sé.
Resolví el puzzle.
A veces tartamudeo.
También hablo francés.
Sigo sin saber bailar.
Estudio historia del arte.
Estudio matemáticas.
Hablé con amigos.
Parece factible.
Creo que estamos listos.
Creo que eres tonto.
Creo que estás perdido.
Creo que estás perdida.
Creo que estáis perdidos.
Creo que estáis perdidas.
He pensado en ti.
No les dije nada.
Recorté el seto.
Podé el seto.
Abrí la caja fuerte.
Desaté la cinta.
Quiero a Tom arrestado.
Quiero una novia.
Quiero otra cerveza.
Quiero una cerveza más.
Quiero disculparme.
Quiero negociar.
Quiero tu opinión.
Quiero vuestra opinión.
Quiero su opinión.
Quiero tu respeto.
Quiero su respeto.
Yo quiero tu respeto.
Yo quiero su respeto.
Quiero vuestro respeto.
Yo quiero vuestro respeto.
Casi me matan.
Estaba desilusionado.
Estaba disfrutando aquello.
Estuve esperando a Tom.
Te estuve esperando.
Me quedé atónito.
Te estaba siguiendo.
Estuve enfermo ayer.
Ayer estaba enfermo.
Ayer estaba enferma.
Estaba relajándome.
Fui vanidoso.
Era arrogante.
Tenía mucha hambre.
Estaba realmente asustado.
Estaba realmente asustada.
Estaba sentado allí.
Estuve sentado allí.
Lavé mi remera.
Lavé las sábanas.
Hoy no estuve ocupado.
Hoy no estaba liado.
Ni siquiera estuve ahí.
No estaba asustado.
No estuve asustado.
No tenía miedo.
No tuve miedo.
Yo no era infiel.
Volví a salir.
Entré en detalles.
Me voy a enojar.
Me enfadaré.
Voy a estudiar alemán.
Esperaré fuera.
No olvidaré eso.
No te abandonaré.
Yo no diría eso.
Quisiera un daiquiri.
Quisiera unos zapatos.
Querría azúcar.
Prefiero no cantar.
Revisaré la lista.
Volveré pronto.
Vuelve enseguida.
Voy a volver pronto.
Vendré en metro.
Me encargaré de eso.
Lo haré mañana.
Te llevaré a casa.
Enseguida almuerzo.
Comeré pizza.
Lo superaré.
Iré sin ti.
Tomaré leche desnatada.
Sírveme lo de siempre.
¡Te patearé el trasero!
Te haré feliz.
Pagaré lo mío.
Te veré el lunes.
Te mostraré más tarde.
Te mostraré dónde es.
Te mostraré dónde está.
Te llevaré allí.
Te lo digo luego.
Te lo cuento luego.
Me lo pensaré.
Pensaré en ello.
Lo actualizaré pronto.
Yo también soy principiante.
Estoy un poco sorprendido.
Estoy algo decepcionado.
Soy un perfeccionista.
Soy un tenista.
Soy tenista.
Estoy completamente bien.
¡Estoy absolutamente seguro!
¡Estoy completamente seguro!
Estoy absolutamente segura.
Ya estoy comprometida.
Ya estoy casado.
Ya estoy casada.
Ya voy muy tarde.
Soy empresario.
Soy inocente.
Estoy a su disposición.
Soy mejor que Tom.
Estoy mejor que él.
Soy mejor que él.
¡Estoy loco por vos!
¡Me muero de hambre!
Me muero de sed.
Estoy comiendo una manzana.
Estoy nervioso.
Estoy bien, gracias.
He terminado de comer.
Tengo cuarenta años.
Estoy completamente recuperado.
Me voy a casar.
Me estoy casando.
Me caso.
Estoy adelgazando.
Voy ya mismo.
Ahora voy para allá.
Voy a la iglesia.
Voy a la escuela.
Voy al colegio.
Soy buena para cocinar.
Estoy en mi apartamento.
Estoy en el hospital.
Estoy increíblemente ocupado.
Solo me estoy divirtiendo.
Solo estoy de paso.
Estoy un poco atontado.
Estoy algo impactado.
Llego tarde a cenar.
Estoy aprendiendo francés.
Soy como mi hermano.
Estoy viviendo mi sueño.
Estoy buscando a Tom.
Estoy perdiendo la paciencia.
Soy nuevo aquí.
Soy nueva aquí.
No soy policía.
No soy aventuroso.
No siempre llego tarde.
No me echo atrás.
No te estoy culpando.
Yo no me quejo.
No soy de Boston.
Todavía no estoy casado.
No soy pesimista.
No estoy muy seguro.
Realmente no estoy seguro.
No soy suficientemente rico.
No estoy especulando.
No soy tu padre.
No soy tu amigo.
No soy tu amiga.
No soy vuestro amigo.
No soy vuestra amiga.
Sólo soy un cliente.
Practico judo.
Estoy quebrado.
Estoy realmente confuso.
Estoy descansando los pies.
Tengo razón, ¿o no?
Estoy triste sin ti.
Estoy harto de correr.
Aún no estoy listo.
Estoy atrapado en Boston.
Estoy estudiando francés.
Soy el nuevo profesor.
Estoy pensando en ti.
Estoy cansado y aburrido.
Estoy cansada y aburrida.
Estoy cansado de Boston.
Estoy atrapado aquí dentro.
Estoy intentando dormir.
Estoy muy ocupado hoy.
Hoy estoy muy ocupado.
Estoy muy asustada.
Soy muy feliz aquí.
Ahora tengo mucha hambre.
Soy muy optimista.
Ahora tengo mucho sueño.
Lo estoy esperando.
He sido despedido.
He estado preparándome.
Me suspendieron.
He estado en Boston.
Cogí prestado un coche.
Cambié de trabajo.
Lo he hecho antes.
Me duele la cabeza.
Tengo todo.
No tengo preocupaciones.
Te he escuchado tocar.
Acabo de volver.
He perdido mi billete.
Perdí mi boleto.
He perdido mi boleto.
He perdido mi monedero.
Perdí mi billetera.
He perdido mi billetera.
He cometido un error.
Nunca había visto uno.
He leído este libro.
He estudiado francés.
Identificaos.
¿Es difícil el francés?
¿Es Tom vegetariano?
¿Tomás es realmente feliz?
¿Todos tienen hambre?
¿Todos están esperando?
¿Está todo listo?
¿Su padre está vivo?
¿Su padre está vivo?
¿Es comida japonesa?
¿Está empeorando?
¿Sigue lloviendo?
¿Todavía está lloviendo?
¿Hay alguien ahí dentro?
¿Eso es un submarino?
¿Anda ese reloj?
¿Eso es problema nuestro?
¿Esa radio es tuya?
¿Acaso es tan terrible?
¿Está sucia aquella mesa?
¿Está sucia la mesa?
¿Esta cosa es tuya?
¿Esa cosa es tuya?
¿Esa es tu respuesta?
¿Esa es tu madre?
¿El perro está nadando?
¿El tiempo es agradable?
¿Hay algún peligro?
¿Es buen francés éste?
¿Esta radio es suya?
¿Es plata de verdad?
¿Está desocupado este asiento?
¿Esta es tu familia?
¿Es ésa su tortuga?
¿Es ésta tu cartera?
¿Es éste tu billetero?
¿No es extraordinario?
¿Acaso no es molesto?
¿A que es tremendo?
Increíble, ¿a que sí?
Impactante, ¿eh?
¿Me tomas el pelo?
Puede ser peligroso.
No me jodió.
No duró mucho.
Aquí no encaja.
Aún no funciona.
Ocurrió tan rápido.
Es muy costoso.
Es demasiado caro.
Es tan caro.
No es una profecía.
No es imposible.
Todavía no es primavera.
No vale gran cosa.
Parece delicioso.
Tiene buena pinta.
Parece que está rico.
Luce sabroso.
Tiene una pinta exquisita.
Me levanta el apetito.
Parece sospechoso.
Me pone nervioso.
Puede ser importante.
Puede que sea importante.
Hoy día podría llover.
Lo tienes bien merecido.
Huele de maravilla.
Nevó en Boston.
Ayer nevó.
Sabe muy bueno.
Llevó toda la tarde.
Usa energía solar.
Era una emergencia.
Fue un descuido.
Hacía frío afuera.
Era confidencial.
Fue estimulante.
Se estaba oscureciendo.
Se estaba haciendo tarde.
Fue decisión suya.
Era lo suficientemente ligero.
Fue bastante divertido.
Era bastante gracioso.
Era realmente barato.
Estuvo muy cerca.
Daba mucho miedo.
Era muy siniestro.
Fue muy agradable.
Fue imperdonable.
Era muy divertido.
Fue muy doloroso.
Valía la pena probar.
Fue tu fallo.
No fue una petición.
No era difícil.
No fue difícil.
No era caro.
No era importante.
No era amor verdadero.
No fue tan difícil.
No fue tan duro.
No era muy bueno.
No estuvo muy bueno.
No estaba muy bueno.
Sería perfecto.
No sería justo.
No sería lo correcto.
Estará listo pronto.
Se aclarará pronto.
Probablemente llueva.
Seguro que lloverá.
Mañana va a llover.
Mañana nevará.
De seguro que funcionará.
Hoy es sábado.
Estamos a sábado.
Es una comedia.
Es una cantidad considerable.
Es una bonita casa.
Es una firma acreditada.
Es una elección difícil.
Es difícil elegir.
Es un número entero.
Es todo o nada.
Ya son las once.
Es un número par.
Es una broma privada.
Hace frío fuera.
Hace frío allí afuera.
Finalmente es viernes.
Está aumentando.
Está creciendo.
Empieza a hacer fresco.
Se está nublando.
Está haciendo más calor.
Es una elección difícil.
Es difícil elegir.
No es fácil elegir.
Está a simple vista.
Solo es un placebo.
Es así de fácil.
Es posible que llueva.
Es mío, no suyo.
Es mía, no suya.
Es mi única oportunidad.
No es mi problema.
No es problema mío.
No es la respuesta.
No es insólito.
No vale mucho.
No es tu estilo.
Solo es un rasguño.
Es más bien divertido.
Es realmente asombroso.
Todavía no es fácil.
Todavía es posible.
Es hora de decidir.
Es totalmente normal.
Hace un calor insoportable.
Es muy bonito.
Hace mucho frío aquí.
Es muy difícil.
Es muy importante.
Es muy práctico.
Robar es malo.
Después viene tu turno.
Después viene su turno.
Es tu turno, Tom.
Los japoneses son asiáticos.
Salta sobre la zanja.
Júpiter es un planeta.
Déjalo allí.
Solo déjalo ahí.
Solo déjame solo.
Déjanos en paz.
Haz que pare.
Páralo.
Relájate unos segundos.
Relájate un momento.
Hazlo lentamente.
Haz tu elección.
Limítate a elegir.
Aléjese de eso.
Sigue recto.
Mantente alerta.
Mantén tus ojos abiertos.
Papas grandes por favor.
Deje usted un espacio.
Omite esta palabra.
Deja la puerta abierta.
Abandona mientras puedes.
Permíteme hacer algo.
Seamos optimistas.
Revisemos el mapa.
Hagamos esto de nuevo.
Hagámoslo después.
Hagámoslo más tarde.
Terminemos esto rápido.
Busquemos la solución.
Metámoslo dentro.
Llevémoslo adentro.
Divirtámonos.
Divirtámonos un poco.
Sigamos en contacto.
Hagámoslo breve.
Limpiemos el piso.
No nos volvamos locos.
No exageremos.
No arruinemos esto.
Leamos la Lección 3.
Compartamos una ensalada.
Empecemos esta noche.
Sigamos al habla.
Sigamos en contacto.
Estamos al habla.
Paremos un minuto.
Estudiemos inglés.
Tratemos una vez más.
¡Intentemos algo!
Permíteme hacer algo.
Probemos esta tarta.
Probemos esta torta.
Veamos la televisión aquí.
Veamos una película.
Trabajemos juntos.
Escucha la música.
Mira la imagen.
Mira hacia adelante.
El amor es complicado.
Pida cita.
Acuerde una cita.
Solicite una cita.
Haz otra elección.
¡Hombre, no digas eso!
Muchos perros están vivos.
Mucha gente lo hace.
Mucha gente hace eso.
Mary sabe bailar bien.
Mary baila bien.
Mary es mi prometida.
Mary es muy linda.
Mary es muy guapa.
Mary era una camarera.
Mary estaba histérica.
¿Me acompañas?
¿Te puedo acompañar?
¿Puedo comer algo?
¿Puedo decir algo?
¿Te puedo decir algo?
Quizá Tom tuvo suerte.
Quizá no fuera Tom.
Quizás sea demasiado tarde.
El dinero es todo.
Más café, por favor.
Se necesita más tiempo.
Mi tía parece joven.
Mi país me necesita.
Mi perro no muerde.
Mi padre me mima.
Me ayudó mi amigo.
Mi amigo es estúpido.
Tengo las manos pegajosas.
Mi pasatiempo es cocinar.
Mi vida está completa.
Mi equipaje se extravió.
Se perdió mi equipaje.
Mi dinero fue robado.
Mis zapatos nuevos chirrían.
Me sangra la nariz.
Mis padres están muertos.
Mis bolsillos están llenos.
Mi hermana es famosa.
Mi hermana es guapa.
Mis profesores me adoran.
Mis pantalones están húmedos.
Mis pantalones están mojados.
Tengo los pantalones mojados.
Mi mujer es canadiense.
Mi esposa está embarazada.
Mi trabajo está terminado.
Mi cierre se atoró.
El siguiente, por favor.
Nadie comió nada.
Nadie se lo explicó.
Nadie estaba mirando.
Nadie sobrevivirá.
Ninguno sobrevivirá.
No sobrevivirá ninguno.
No atiende nadie.
Nadie te creyó.
Nadie puede ayudarte.
Nadie puede ayudarlos.
A nadie le importo.
Nadie hizo nada.
Nadie me dio eso.
Nadie vio nada.
Nadie sospechaba de mí.
Nadie quiere morir.
Nadie fue torturado.
Nadie era torturado.
Nadie es infalible.
Nada puede pararme.
Nada puede detenerme.
Nada puede detenernos.
Nada ha cambiado.
No ha cambiado nada.
Nada se perdona.
Ahora, come tu cena.
¿Y ahora qué pasa?
Ahora eres un adulto.
Te toca a ti.
Os toca a vosotros.
Por supuesto que esperaré.
Haciendo se aprende.
Aún queda un problema.
Todavía hay un problema.
Abre los ojos, Tom.
Nuestro equipo está ganando.
Nuestro tiempo es limitado.
Hazme caso.
Préstame atención.
Prestanos atención.
Préstanos atención.
Los duraznos son dulces.
Quizás sea cierto.
Tócame Chopin.
Acompáñame, por favor.
Corrija eso por favor.
Por favor, haz algo.
Por favor, haga algo.
No murmures, por favor.
Conduce más despacio.
Por favor, tómate algo.
Por favor tómese algo.
Dejame dormir, por favor.
Escúchame, por favor.
Escúcheme, por favor.
Por favor, hable francés.
Por favor, hable despacio.
Por favor, habla despacio.
Por favor hable despacio.
Por favor, cállate.
Deséame suerte por favor.
Un placer conocerte.
Es un placer conocerlo.
Los precios están subiendo.
Sostén firme la cuerda.
Baja el martillo.
Póngalo usted a mano.
Ponte este suéter.
Póngase la ropa.
Ponte la ropa.
Ponte pijama.
!Pónganse algo de ropa!
¡Ponete algo de ropa!
Ponga eso por escrito.
Poné la pala abajo.
Póngase la ropa.
Ponte la ropa.
Ponete los anteojos.
¡Abajo las manos!
Ponte pijama.
Ponme un ejemplo.
Acordate todo.
Recuerda todo.
Respeta a tus mayores.
Respetad a vuestros mayores.
Arremángate el brazo.
Di buenas noches, Tom.
Ver para creer.
Ver es creer.
Salúdela de mi parte.
Ella le chantajeó.
Ella coció los huevos.
Ella respiró profundamente.
Ella llamaba ayuda.
Ella no puede costearlo.
No puede pararle.
Ella cocina muy bien.
Ella bailó con él.
Ella bailaba de alegría.
Ella no pensaba así.
Parece cansada de veras.
Ella dejó de fumar.
Ella tiene 2.000 libros.
Ella tiene convulsiones.
Ella tiene pocos amigos.
Tiene pocas amigas.
Ella ha perdido peso.
Ella ha adelgazado.
Ella adelgazó.
Ella tiene dos hermanas.
No ha venido todavía.
Ella contuvo la respiración.
Ella prosiguió hablando.
Ella siguió trabajando.
Ella pateó la puerta.
Ella sabe la verdad.
Le gusta la nieve.
Ella le escuchó.
Ella abrió los ojos.
Ella interpretó una sonata.
Ella jaló mi camisa.
Ella levantó la mano.
Corrió hasta Shinjuku.
Ella canta muy bien.
Ella canta de maravilla.
Ella habla demasiado.
Ella aún lo amaba.
Todavía le quería.
Todavía le quiere.
Ella aún le ama.
Ella aún lo ama.
Ella dejó de fumar.
Ella paró de hablar.
Ella estudia inglés.
Ella lo rechazó.
Ella le entiende.
Ella estaba allí sola.
Ella lo observó comer.
Ella siguió trabajando.
Ella ganó el concurso.
Ella ganó la lotería.
Ella trabaja muy duro.
Ella es buena besando.
Ella es buena besadora.
Es una buena persona.
También es bella.
También es una belleza.
También es una hermosura.
También es una preciosidad.
La han envenenado.
Ella está envejeciendo.
¿Debería ser celoso?
¿Debería ser celosa?
Muéstreme otro bolso.
Mostrame otros.
Muéstrame otros.
¡Enséñame la fotografía!
¡Mostrame tus papeles!
Cierra tu bocota.
Cierra esa bocaza.
Siéntense ahí.
El tamaño no importa.
Las víboras son reptiles.
El fútbol es así.
Algunos están en contra.
Alguien intervino.
Alguien mató a Tom.
Alguien lo sabe.
Alguien me tocó.
Alguien me siguió.
Hay alguien detrás mío.
Algo se está quemando.
Falta algo.
Siento lo de antes.
Perdón por la tardanza.
Siento mucho su pérdida.
Perdón por molestarte.
Extiende los dedos.
Apretá el gatillo.
Aléjate de eso.
Deja de llamarme Tom.
Deja ya de llorar.
Deja de condescender conmigo.
Deja de hablar alto.
Alto o disparo.
Estudia lo que quieras.
Tome asiento, por favor.
Por favor tome asiento.
Siéntense, por favor.
Sentaos por favor.
Quítate los zapatos.
Quítese los zapatos.
Quítense los zapatos.
Sacate los zapatos.
Sáquense los zapatos.
Quítate las medias.
Quitaos los calcetines.
Quítese los calcetines.
Quítense los calcetines.
Dile que estamos ocupados.
Dile que estamos ocupadas.
Dile que estamos ocupados.
Dile que estamos ocupadas.
Deciles la verdad.
Tailandia está en Asia.
Gracias por hoy.
Gracias de todas formas.
Gracias por el libro.
Gracias por la torta.
Gracias por la ayuda.
Gracias por la comida.
Gracias por el aventón.
Ese chico está corriendo.
El día vendrá.
Eso depende de vosotros.
Eso depende de usted.
Eso no importa.
Esa puerta está cerrada.
Eso aclara mucho.
Eso explica mucho.
Eso no es relevante.
Eso me hace enfadar.
Eso me irrita.
Eso me hace feliz.
Eso no prueba nada.
Eso suena alucinante.
Aquello era un desastre.
Eso fue hace meses.
Yo me equivoqué.
Eso no estaba previsto.
Fue inesperado.
Eso fue muy rudo.
Eso sería divertido.
Eso sería asqueroso.
Es una buena historia.
Es una gran idea.
Es un gran poema.
Eso es un limonero.
Es una linda pollera.
Esa es una imitación.
Ese es falso.
Eso es sentido común.
Es bueno saberlo.
Es asunto suyo.
Así son los perros.
Esa es mi intención.
¡Eso no es posible!
Eso no es posible.
Eso no es relevante.
No es el caso.
Eso es completamente absurdo.
Eso es completamente ridículo.
Es realmente magnífico.
¡Eso es realmente genial!
Esa es la actitud.
Eso es demasiado personal.
Eso también es cierto.
También es verdad.
Eso es inaceptable.
Eso es increíble.
Eso es lo divertido.
Por eso estoy acá.
Ese es tu funeral.
Ese es tu problema.
La televisión no funciona.
El aire se calentó.
La respuesta es correcta.
La blusa está limpia.
Los libros están polvorientos.
La botella está vacía.
El chico fue regañado.
La empresa se malogró.
El botón se cayó.
El coche quedó destrozado.
El caso es complicado.
El caso es complejo.
El gato bebe leche.
El gato es adorable.
El gato está durmiendo.
La elección es tuya.
El carbón está ardiendo.
El café es negro.
El ordenador es nuevo.
La computadora es nueva.
Los cultivos necesitan lluvia.
La multitud se dispersó.
El perro está sangrando.
Los perros estaban alegres.
Los perros eran felices.
La puerta no abre.
El desagüe está tapado.
La economía es buena.
La economía va bien.
El archivo está corrupto.
Se izó la bandera.
La carpeta está vacía.
La heladera está vacía.
El jardín es pequeño.
Las uvas están ácidas.
El equipo verde perdió.
Las horas pasaban.
La casa es bonita.
Los niños están dormidos.
El lago estaba congelado.
La ley fue alterada.
La ley fue modificada.
Se apagaron las luces.
La portera es simpática.
La leche huele mal.
La leche sabía mal.
Se escapó el mono.
La luna brilla.
La película fue horrorosa.
El ruido continuó.
La despensa está vacía.
El pago es terrible.
El salario es pésimo.
El pastel está exquisito.
El estanque se congeló.
Los precios son elevados.
Los precios están altos.
El problema es suyo.
El motivo es claro.
La razón es clara.
Las reglas son claras.
La nave se hunde.
El barco se hunde.
El cielo está despejado.
Los calcetines apestan.
La calle estaba oscura.
El tren está viniendo.
Viene el tren.
Los árboles son verdes.
La victoria es nuestra.
La vista es asombrosa.
El agua está subiendo.
Hace buen tiempo.
Hace bueno.
La cremallera está atascada.
No hay límite.
Allí están los regalos.
Ahí viene el bus.
Puede que haya otros.
Habrá tres.
Aquí hay un libro.
Hay un libro aquí.
No hay ascensor.
No hay evidencia.
Aquí no hay nadie.
No queda nadie.
No hay nadie acá.
Ahí está su amigo.
Estas no son palabras.
Esas no son palabras.
Estos son nuestros libros.
Estos son nuestros escritorios.
Estas son maravillosas.
Estos libros son nuevos.
Esos coches son nuestros.
Estos zapatos me lastiman.
Estas cosas suceden.
Ellos son cristianos.
Son cristianos.
Son cristianas.
Todos ellos están hambrientos.
Ellos son mis amigos.
Ellas son mis hermanas.
Ellos son nuestros invitados.
Ellos son profesores.
Ellas se pusieron nerviosas.
Ellos se pusieron nerviosos.
Ellos creen en Dios.
No pueden despediros.
No pueden despedirle.
No pueden despedirles.
Ellos no pueden oírte.
No pueden pararte.
Ellos no pueden detenerlo.
No pueden pararnos.
No me lastimaron.
No dijeron por qué.
No les gusta Tom.
No les caes bien.
No les gustas.
Se inquietaban.
No tienen opción.
Dieron en el blanco.
Saben algo.
Conocen algo.
Ellos saben la verdad.
Saben cómo te llamas.
Se rieron de él.
Les gusta la atención.
Ellos viven al lado.
Ellos vivieron en paz.
Perdieron a su perro.
Ellas aman esa canción.
Les encanta esta canción.
Deben de estar bromeando.
Tienen que haber fracasado.
Tienen que haber fallado.
Les hacen falta inversores.
Necesitan el dinero.
Reconocieron a Tom.
Alquilaron una casa.
Me arruinaron la vida.
Parecen sorprendidos.
Ellos deberían saberlo.
Ellos deberían demandarte.
Ellos siguieron siendo amigos.
Ellos rodearon a Tom.
Ellos fueron en metro.
Fueron a Boston.
Ellos eran desertores.
Ellos estaban satisfechos.
Estaban sorprendidos.
No te encontrarán.
Son una buena tripulación.
Forman un buen equipo.
Ellos están regresando.
Ellas están de vuelta.
Ellas están volviendo.
Están indefensas.
Están desvalidos.
Ellos me ignoran.
Ellas son inseparables.
Son mis favoritos.
Ellos son viejos amigos.
Ellos son nuestros clientes.
Son nuestros amigos.
Ellos son amigos nuestros.
Ellos son nuestros amigos.
Están pagando el alquiler.
Todavía están vivos.
Ellos aún son jóvenes.
Todavía son jóvenes.
Las cosas están cambiando.
Las cosas han cambiado.
Esta chuleta está tierna.
Esta cerveza es amarga.
Ese pájaro no vuela.
Esto cambia las cosas.
El café está helado.
Este café está frío.
Eso podría salir mal.
Esto no ocurrió.
Este perro parece enfermo.
Este perro obedece bien.
Esto me vuelve loco.
Este es un desafío.
Este es un periódico.
Esto es un periódico.
Menuda pesadilla.
Esto es una pesadilla.
Esto es fascinante.
Es un buen consejo.
Esto es buen café.
Este es su bolso.
Este lugar es sagrado.
Esto es humillante.
Esto es intolerable.
Este es mi negocio.
Esta es mi computadora.
Esta es mi hija.
Este es mi cuaderno.
Esta es mi pintura.
Esta es mi pregunta.
Este es mi sándwich.
Este es mi paraguas.
Esto no es casualidad.
Esto no es natural.
Este es nuestro problema.
Esto es sobresaliente.
Esto es muy sabroso.
Esto es bastante sabroso.
Esto es muy chévere.
Esto es genial.
Esto es realmente lindo.
Esto es muy bueno.
Esto es muy fastidioso.
Esto es tan molesto.
Esto es tan emocionante.
Esto es tan relajante.
Este es el capitán.
Este es el dilema.
Ésta es su casa.
Esto es lamentable.
Esto es muy escalofriante.
Esto es muy aterrador.
No es posible.
Esto parece divertido.
Eso no tiene sentido.
Esto podría ponerse feo.
Esto nunca pasó.
Esta novela me aburre.
Este es especial.
Este papel es áspero.
Esta fiesta está estupenda.
Este lugar es estupendo.
Esta obra ha concluido.
Esta escuela es nuestra.
Este tornillo está suelto.
Esto parece demasiado fácil.
Esto debería ser fácil.
Esta canción es pegadiza.
Esta mesa está limpia.
Este diente está suelto.
Este fue mi error.
¡Por aquí, caballeros!
Así está perfecto.
Este invierno es cálido.
Esas son mis órdenes.
Esas son mis cosas.
Aquellos son nuestros libros.
Esos son los riesgos.
Esas son las reglas.
No matarás.
Transcurrieron tres semanas.
El tiempo parecía detenerse.
Hoy es buena fecha.
Tom llegó a tiempo.
Tom se hizo médico.
Tom tocó la bocina.
Tom cree en Dios.
Tom fastidió el trabajo.
Tom compró una pistola.
Tom compró una webcam.
Tom rompió las reglas.
Tom trajo flores.
Tom me llamó hoy.
Tom volvió temprano.
Tom vino aquí solo.
Tom apenas puede caminar.
Tom desafió a Mary.
Tom animó a Mary.
Tom cerró sus ojos.
Tom cerró los ojos.
Tom cerró el libro.
Tom cerró la puerta.
Tom colecciona estampillas.
Tom se encogió aterrorizado.
Tom repartió las cartas.
Tom decidió esperar.
Tom depende de Mary.
Tom hizo una voltereta.
Tom no me culpó.
Tom no comió mucho.
Tom no fue allá.
Tom no fue allí.
Tom no dijo mucho.
Tom no dijo eso.
Tom murió muy joven.
Tom me desilusionó.
Tom no me conoce.
Tom no nos quiere.
Tom bebe un poco.
Tom bebe demasiado.
Tom toma mucho.
Tom me vuelve loca.
Tom conduce demasiado rápido.
Tom motivó a Mary.
Tom enfrenta un dilema.
Tom fracasó horriblemente.
Tom reprobó el examen.
Tom fingió su muerte.
Tom se sintió frustrado.
Tom se sintió humillado.
Tom se sintió perseguido.
Tom se sentía vulnerable.
Al fin llego Tom.
Tom finalmente se detuvo.
Tom terminó segundo.
Tom disparó su rifle.
Tom reparó la valla.
Tom encontró algo.
Tom asustó a Mary.
Tom dejó de fumar.
Tom aceptó con gusto.
Tom fue promovido.
Tomás se avergonzó.
Tom agarró su bolsa.
Tom agarró su arma.
Tom sonrió a Mary.
Tom tuvo un accidente.
Tom tiene 12 hermanos.
Tom tiene un periódico.
Han cogido a Tom.
Tom me traicionó.
Tom tiene un hermano.
Tomás tiene otras ideas.
Tom tiene piernas delgadas.
Tom tiene amigdalitis.
Tom tiene dos opciones.
Tom odia la Navidad.
Tom odia las reglas.
Tom oyó un silbido.
Tom escuchó un silbido.
Tom oyó algo.
Tom escuchó la alarma.
Tom contuvo su respiración.
Tom ayudó un poco.
Tom es bioquímico.
Tom es periodista.
Tom es político.
Tom es un psicópata.
Tom es un trabajólico.
Tom está ausente hoy.
Tom está casi listo.
Ya está aquí Tom.
Tom siempre está feliz.
Tom siempre está cansado.
Tom es ambidiestro.
Tom es un arquitecto.
Tom es conservador.
Tom me está esperando.
Tom nos está siguiendo.
Tom es hipócrita.
Tom es incorregible.
Tom es intelectual.
Tom es irresistible.
Tom está haciendo muecas.
Tom es mi colega.
Tom es mi primogénito.
Tomás también está nervioso.
Tom falta con frecuencia.
Tom es nuestro empleado.
Tom está realmente molesto.
Tom es diestro.
Tomás todavía está durmiendo.
Tom todavía está llorando.
Tom todavía está atontado.
Tom todavía está escondido.
Tom está sudando ahora.
Tom es el asesino.
Tom es su líder.
Tom es inescrupuloso.
Tom es muy capaz.
Tom es muy astuto.
Tom está muy emocionado.
Tom es muy insensato.
Tom es muy paciente.
Tom es muy popular.
Tom es tu hermano.
Tom no es ciudadano.
Tom no es conserje.
Tom no es estudiante.
Tom no responde.
Tom no está respirando.
Tom no es religioso.
Tom siguió andando.
Tomás siguió caminando.
Tom siguió garabateando.
Tom pateó la pelota.
Tom lo sabía todo.
Tom sabía la respuesta.
Tom sabe la verdad.
Tom se fue enseguida.
Tom escucha a Mary.
Tomás escucha jazz.
Tom prendió un cigarrillo.
Tomás encendió un cigarrillo.
Tom se veía desanimado.
Tom parece indignado.
Tomás luce exhausto.
Tom parece sorprendido.
Tom parece aterrorizado.
Tom perdió la memoria.
Tom perdió la paciencia.
Tom perdió su billetera.
Tom ama esa canción.
Tom me hizo galletas.
Tom no hizo comentarios.
Tom ordeñó las vacas.
Tom necesita atención.
Tom necesita más tiempo.
Tom necesita nuestro aporte.
Tom necesita algo.
Tom nunca se enferma.
Tomás nunca supo eso.
Tomás nunca supo aquello.
Tom nunca te amó.
Tom nunca dijo eso.
Tom nunca apareció.
Tom asintió en silencio.
Tom abrió una ventana.
Tom abrió la cerveza.
Tomás abrió la jaula.
Tom abrió la puerta.
Tom ordenó un trago.
Tom pagó por adelantado.
Tom pasó la prueba.
Tom toca la batería.
Tom toca la flauta.
Tom apuntó a Mary.
Tom apuntó hacia Mary.
Tom cuestionó a Mary.
Tom alzó su mano.
Tom casi nunca sale.
Tom reconoció a Mary.
Tom se quedó atrás.
Tom se quedó callado.
Tom reservó un asiento.
Tom reanudó la lectura.
Tom parecía muy triste.
Tom parece arrogante.
Tom parece peligroso.
Tom parece estar desesperado.
Tom vende computadoras.
Tom debía haber sabido.
Tom debería haberlo sabido.
Tom gritó a Mary.
Tom cerró la ventana.
Tom firmó un compromiso.
Tom empezó a bailar.
Tom empezó a conducir.
Tom empezó a leer.
Tom comenzó a leer.
Tomás empezó a cantar.
Tom comenzó a quejarse.
Tom empezó a escribir.
Tom contuvo un gemido.
Tom reprimió una risa.
Tom dejó de cavar.
Tom dejó de leer.
Tom dejó de escribir.
Tom habló demasiado.
Tom habla muy rápido.
Tom probó el estofado.
Tom amenazó a Mary.
Tom comprendió a Mary.
Tom lo entendió.
Tom entendió eso.
Tom esperó a Mary.
Tom esperó su turno.
Tom quiere una bicicleta.
Tom quiere el divorcio.
Tom quiere atención.
Tom quiere mucho más.
Tom quiere cambiar.
Tom quiere escapar.
Tom estaba soñando despierto.
Tom estaba avergonzado.
Tom estaba profundamente dormido.
Tom nunca fue feliz.
Tom fue extraordinariio.
Tom estaba muy enfermo.
Tom aún estaba vivo.
Tom quedó sorprendido.
Tom fue rechazado.
Tom estaba inconsciente.
Tom era muy frugal.
Tom estaba muy espantado.
Tom tenía mucho sueño.
Tom no estaba farfullando.
Tom no se equivocaba.
Tom alertará a Mary.
Tom cogerá a Mary.
Tom volverá a matar.
Tom trapeó la mesa.
Tom ganó tres carreras.
Tom no interferirá.
Tom no durará mucho.
Tom trabajó para Mary.
Tomás trabajó horas extra.
Tom trabaja en Boston.
Tom trabaja con Mary.
Tom odiaría eso.
Tom habría caminado.
Tom no está respirando.
¡Tom no respira!
Tom, eres inútil.
Traduce este texto.
Traduzca este texto.
Traduzcan este texto.
Traducid este texto.
Traducí este texto.
Esfuérzate un poquito más.
Inténtalo tú mismo.
Pruébate este suéter.
Probate este pullover.
Intenta explicarme esto.
Bajen la música.
Bájale a la radio.
Ponlo boca abajo.
Ponla boca abajo.
Entreguen sus hojas.
Dos cafés, por favor.
Espera por mí fuera.
Espera a la policía.
Esperad a la policía.
Esperen a la policía.
Esperar a la policía.
Esperá hasta mañana.
Espera tu turno, Tom.
¿Yo era tan aburrido?
¿Yo era tan pelma?
¿Era tan pesado?
Vigila esa boca.
No digas palabrotas.
A ver esos tacos.
Todos hablamos francés.
Estamos casi allí.
Somos sus hijos.
Nosotros somos muy similares.
Nos parecemos mucho.
Los dos somos amigos.
Ambos exageramos.
No podemos beber leche.
Cogimos al ladrón.
Agarramos al ladrón.
Capturamos al ladrón.
Cerramos nuestras puertas.
No pudimos encontrarlo.
No lo encontramos.
Lo hicimos nosotros mismos.
No lo sabíamos.
No necesitábamos eso.
No jugamos bien.
No jugábamos bien.
Nos disgusta la violencia.
No bebemos leche.
Nosotros no bebemos leche.
Nosotras no bebemos leche.
No tenemos azúcar.
La pasamos bien nadando.
Encontramos una anomalía.
Nosotros crecimos juntos.
Nosotras crecimos juntas.
Teníamos un acuerdo.
Teníamos poca agua.
Tenemos tiempo suficiente.
Tenemos dos riñones.
Nos acabamos de casar.
Acabamos de casarnos.
Sabemos que estás ocupado.
Perdimos nuestro tren.
Debemos irnos temprano.
Debemos permanecer aquí.
Necesitamos más volumen.
Nosotros obedecimos las reglas.
Alcanzamos nuestra meta.
Lamentamos su muerte.
Lamentamos su deceso.
Lamentamos su fallecimiento.
Sazonamos con sal.
Viajamos a pie.
Queremos información.
Queremos su consejo.
Nos superaban en número.
No fuimos atacados.
No fuimos atacadas.
No estábamos peleando.
No estábamos peleándonos.
No peleábamos.
No nos peleábamos.
Los derrotaremos.
Nunca estaremos de acuerdo.
No olvidaremos a Tom.
No volveremos a vernos.
No caminaremos allá.
Llegamos pronto.
Empezaremos dentro de poco.
Al menos se intentará.
Lo intentaremos, eso seguro.
Nos enteraremos.
Nunca lo conseguiremos.
Pronto lo descubriremos.
Hablaremos arriba.
Trabajaremos juntos.
Trabajaremos mañana.
Mañana trabajamos.
Tenemos miedo de Tom.
Todos nosotros somos canadienses.
Siempre tenemos hambre.
Estamos entre amigos.
Estamos informados de eso.
Volvimos a estar juntos.
Estamos siendo observados.
Estamos hirviendo agua.
Somos cardiólogos.
Somos amigos cercanos.
Vamos a cerrar temprano.
No estamos haciendo nada.
Estamos bebiendo leche.
Estamos comiendo manzanas.
Estamos estupefactos.
Estamos atónitos.
Estamos a medio camino.
Estamos cenando.
Estamos aquí, Tom.
Estamos en Boston ahora.
Estamos en el bosque.
Estamos en el jardín.
Somos como hermanos.
No estamos en Boston.
No estamos en peligro.
No somos extranjeros.
Aún no estamos allí.
Mañana abrimos.
Nos quedamos sin café.
Estamos fuera de peligro.
Estamos listas para ayudar.
Estamos listas para jugar.
Tenemos miedo de Tom.
Tenemos poco tiempo.
Empezamos de nuevo.
Todavía somos amigos.
Todavía estamos trabajando.
Estamos verdaderamente encantados.
Todos hemos hecho eso.
Ya hemos intentado.
Nos han vencido.
Nos han derrotado.
Hemos contactado con Tom.
Hemos hecho nuestro deber.
Tenemos un problema.
Tenemos visita.
¡No tenemos frenos!
Tenemos algo.
Bienvenido a nuestro hogar.
Bienvenidos al club.
Bienvenido al club.
¿Naciste allí?
¿Estabas sola?
¿Estabas ahí también?
¿Estabais ahí también?
¿Tú también estabas ahí?
¿Usted también estaba ahí?
¿Vosotros también estabais ahí?
¿Ustedes también estaban ahí?
¿No estabas en casa?
¿No estabas de salida?
¿No estabas relajado?
¡Qué maestro tan perezoso!
¡Qué maestro tan flojo!
¡Qué linda mujer!
¡Pero qué absurda idea!
¡Qué idea tan ridícula!
¡Qué conjunto tan feo!
¿Cuáles son mis opciones?
¿Cuáles son mis elecciones?
¿Qué persiguen ellos?
¿Qué hacen?
¿Qué compras?
¿Qué estás comprando?
¿Qué estás comiendo?
¿Qué está escondiendo?
¿Qué estás escondiendo?
¿Qué estáis escondiendo?
¿Qué estás preparando?
¿Qué está diciendo?
¿De qué color son?
¿Qué podría salir mal?
¿Qué has respondido?
¿Qué respondiste?
¿Qué respondisteis?
¿Usted qué respondió?
¿Qué esperabas?
¿Qué olvidaste?
¿Qué crees?
¿Qué creés?
¿Qué sugieres?
¿Qué espera?
¿Qué significa eso?
¿Qué no tienes?
¿Qué no tiene?
¿Qué no te gusta?
¿Qué pasó allí?
¿Qué pasó hoy?
¿Qué has comido?
¿Qué has encontrado?
¿Qué has oído?
¿Qué habéis oído?
¿Cuál es su problema?
¿Cuál es esta letra?
¿Qué te hizo reír?
¿Qué nos hace humanos?
¡Qué flores tan bonitas!
¿Qué cocinamos?
¿Qué deberíamos cocinar?
¿Qué huele tan bien?
¿Qué huele tan rico?
¿Qué era ese ruido?
¿Qué fue ese ruido?
¿Qué ha sido eso?
¿Qué fue ese sonido?
¿Cuál fue el resultado?
¿Cuál era el secreto?
¿Qué hacías?
¿Qué estabas haciendo?
¿Qué querría Tom?
¿Qué te gustaría?
¿Para qué eres bueno?
¿Qué leéis?
¿Qué estás escribiendo?
¿Qué está tomando Tom?
¿Qué lleva este guiso?
¿Qué hay de nuevo?
¿Qué te cuentas?
Lo pasado, pasado está.
¿Qué es tan importante?
¿Cuál es el problema?
¿Cuál es la contraseña?
¿Cuál es la solución?
¿Qué hora es?
¿Qué hora es ahora?
¿Qué hay para comer?
¿Qué hay que decir?
¿Qué fecha es hoy?
¿Qué menú es hoy?
¿Qué plan para hoy?
¿Qué opina usted?
¿Cuándo has llegado?
¿Cuándo te jubilaste?
¿Cuándo volviste?
¿Cuándo llega?
¿Cuándo termina?
¿Cuándo terminan las clases?
¿Cuándo empiezo?
¿Cuándo llegaremos?
¿Cuándo empezarás?
¿Cuándo te vas?
¿Cuándo empezarás?
¿Dónde están mis guantes?
¿Dónde están mis cosas?
¿Dónde están los tenedores?
¿Dónde están las chicas?
¿Dónde están las niñas?
¿Dónde están las cabras?
¿Adónde vas?
¿Para dónde vas?
¿Tú adónde vas?
¿Dónde está usted hoy?
¿Dónde están tus llaves?
¿Dónde están tus hijos?
¿Dónde pasó?
¿Dónde estudiaste?
¿Dónde estudiaron ustedes?
¿Dónde trabaja Tom?
¿Dónde trabaja?
¿Dónde habéis estado?
¿Dónde habías estado?
¿Dónde has estado?
¿Dónde hay un hospital?
¿En dónde está jugando?
¿Dónde está jugando?
¿Dónde está el puente?
¿Dónde está la escuela?
¿Dónde está el baño?
¿Dónde está el servicio?
¿Dónde está la letrina?
¿Dónde está tu dinero?
¿Dónde nos encontraremos?
¿Dónde está mi paraguas?
¿Dónde está el aeropuerto?
¿Dónde está la frazada?
¿Dónde está el ketchup?
¿Dónde está tu familia?
¿Dónde está vuestro padre?
¿Dónde está tu campera?
¿Dónde está tu madre?
¿Dónde está vuestra madre?
¿Dónde está tu hermana?
¿Dónde está vuestra hermana?
¿Dónde está tu arma?
¿Cuál es su cerveza?
¿Cuál es tu cerveza?
¿Cuál es tu libro?
¿Cuál es su coche?
¿Cuál es mejor?
¿Cuál está roto?
¿Quién te acompañó?
¿Quiénes son aquellas mujeres?
¿Quiénes son esas mujeres?
¿Quién cree en Dios?
¿Quién no lo hace?
¿Quén más te ayudó?
¿Quién es tu profesor?
¿Quién es vuestro profesor?
¿Quién es tu profesora?
¿Quién marcó el gol?
¿A quién debería informar?
¿Quién canta esta canción?
¿Quién canta esta canción?
¿Quién robó la manzana?
¿Quién te lo enseñó?
¿Quién redactó ese texto?
¿Quién escribió la Biblia?
¿Quién escribió este libro?
¿Quién me acompañará?
¿Quién te sustituye?
¿Quién es el afortunado?
¿Cuál es tu favorito?
¿Por qué tienen miedo?
¿Por qué están llorando?
¿Por qué peleamos?
¿Por qué nos reímos?
¿Por qué estás bailando?
¿Por qué estáis bailando?
¿Por qué estás corriendo?
¿Por qué estás bostezando?
¿Por qué te abstuviste?
¿Por qué no llamaste?
¿Por qué estabas ausente?
Menee los dedos.
¿Cenarás?
El invierno se acerca.
¿Firmaría aquí?
Escribe un ensayo corto.
Son inservibles.
Siempre decís eso.
Tú siempre llegas tarde.
Tú siempre llegas atrasado.
No eres canadiense.
Rompiste las reglas.
No puedes negar eso.
No puedes tener esto.
No puedes ayudarles.
¡No puedes irte ahora!
Todavía no puedes irte.
No puede estacionarse aquí.
No puedes quedarte aquí.
No puede nadar aquí.
Podrías parar esto.
Mereces una medalla.
Merecen una medalla.
Te mereces una medalla.
Os merecéis una medalla.
No confiaste en mí.
Me decepcionaste.
Sí tienes opciones.
No tienes tiempo.
No los conocés.
No tienes buen aspecto.
No tenéis buen aspecto.
No lo veo bien.
Ustedes son idiotas.
Ustedes parecían enojados.
Tú tienes muchos libros.
Tenéis muchos libros.
Tienes muchos libros.
Tienes mis gafas.
Tenéis mi apoyo.
Tenés un minuto.
Tienes un minuto.
Ustedes tienen tres gatos.
Tenéis tres gatos.
Tienes tres lápices.
Ha oído bien.
Sabes todo.
Saben todo.
Sabe todo.
Tú sabes todo.
Usted sabe todo.
Ustedes saben todo.
Conoces todo.
Tú conoces todo.
Conoce todo.
Usted conoce todo.
Conocen todo.
Ustedes conocen todo.
Hoy te ves pálido.
Te ves muy sexy.
Pareces muy cansado.
Pareces muy cansada.
Te ves muy cansado.
Pareces estar muy cansado.
Te ves muy cansada.
¡Debes estar bromeando!
Tienes que ser paciente.
Has de permanecer despierto.
Seguramente estudias con ganas.
Necesitas protección.
Tú nunca apareciste.
Tú pagas por calidad.
Apestas a alcohol.
Te ves tan relajado.
Tú pareces poco formal.
Pareces muy cansada.
Deberías llamar a Tom.
Deberías hacer ejercicio.
Deberías agradecerme.
Deberíais darme las gracias.
No deberías fumar.
Pareces sorprendido.
Hablas muy rápido.
Todavía tenéis tiempo.
Todavía tienes tiempo.
Eres realmente hermoso.
Eres realmente hermosa.
Te rajaste los pantalones.
Ustedes dos estaban borrachos.
Tenías razón, Tom.
Usted no fue elegido.
No necesitarás esto.
No lo lamentarás.
Mejor no vayas.
Aquí estarás seguro.
Aquí estarás segura.
Aquí estaréis seguros.
Aquí estaréis seguras.
Lo harás bien.
Te resultará fácil.
Tendrás que caminar.
Tú pagarás por eso.
Tú pagarás por esto.
Es una gran persona.
Eres un chico inteligente.
Eres un tacaño.
Eres padre ahora.
Eres una niña divertida.
Eres un buen entrenador.
Eres de gran ayuda.
Eres una mujer amable.
Eres una chica afortunada.
Casi aciertas.
Siempre estás borracho.
Nos estás molestando.
Me estás confundiendo.
Eres desorganizado.
Eres desordenado.
Vas a morir.
Eres incorregible.
Eres irresistible.
Solo estás celosa.
Te lo estás inventando.
No eres canadiense.
Tú no eres médico.
No eres tan viejo.
Sos bastante bolacero.
¡Usted es muy valiente!
Vas tarde.
Se te hizo tarde.
Vas con retraso.
¡Eres tan hermoso!
¡Eres tan hermosa!
Todavía eres mi hijo.
Todavía eres hijo mío.
Eres el mejor.
Sos el mejor.
Sos demasiado generoso.
¡Estás arrestado!
Estás detenido.
Quedas detenido.
Queda detenido.
Quedan detenidos.
Estáis detenidos.
Eres paciente.
Sos muy paciente.
Sos muy elegante.
Estás muy atrasado.
Tú tienes una hora.
Tienes que apurarte.
Tu francés es bueno.
Tu padre es alto.
Su padre es alto.
Tus pies están sucios.
Tu amigo está aquí.
Tu amiga está aquí.
Tu pelo es bonito.
Tus manos están frías.
Vuestras manos están atadas.
Tu cuchillo está oxidado.
Vuestro cuchillo está oxidado.
Tienes buena memoria.
Tus zapatos están aquí.
Aquí están tus zapatos.
Sus zapatos están aquí.
Su billete, por favor.
Tienes el cierre abierto.
Eres una presumida.
Las cebras tienen rayas.
Un caballo corre rápidamente.
Un piano es caro.
Haz estos cálculos.
Fueron casi todos.
¿Estoy bajo sospecha?
¿Soy tu novia?
¿Están abiertas las ventanas?
¿Ellos también vienen?
¿Eres un periodista?
¿Estáis decepcionados?
¿Estás comiendo?
¿Estás almorzando?
¿Estás comiendo bien?
¿Me estáis imitando?
¿Me estás arremedando?
¿Estás en Australia?
¿Todavía estás por aquí?
¿Todavía tenés sueño?
¿Todavía tienes sueño?
¿Tienes las manos limpias?
¿Tenéis las manos limpias?
¿No estás convencido?
¿Estás escuchando?
Ten cuidado ahí fuera.
La belleza es subjetiva.
Ojo con las imitaciones.
Cuidado con las imitaciones.
Inflad los globos.
Los dos perros duermen.
Ambos perros duermen.
Los dos canes duermen.
Ambos perros están durmiendo.
Los mataron a ambos.
Trae todo tu dinero.
Traigan todo su dinero.
Compra la versión completa.
Llama a Tom inmediatamente.
Llama a un exterminador.
Llámame esta tarde.
Llámame esta noche.
¿Él sabe hablar inglés?
¿Podemos dejar de pelear?
¿Podés creerlo?
¿Puedes creer eso?
¿Puedes creer esto?
¿Podés aclararlo?
¿Puedes aclarar eso?
¿Puedes despacharlo?
¿Le importaría repartir esto?
¿Podés explicarlo?
¿Puedes explicar eso?
¿Puedes explicar esto?
¿Podés imaginarlo?
¿Puedes hacerlo solo?
¿Podés hacerlo solo?
¿Sabes hablar francés?
¿Hablas francés?
¿Podés hablar en francés?
¿Puedes hablar en francés?
¿Puedes esperar afuera?
Los gatos son territoriales.
Cambiar nunca es fácil.
Los niños necesitan amor.
Limpia la cocina.
Los resfriados son contagiosos.
Pásate sobre las tres.
Vente ya mismo.
Ven conmigo afuera.
Venga conmigo, por favor.
Vení conmigo por favor.
Considera las opciones.
El algodón absorbe agua.
Cuenta hasta cien.
Los diamantes son eternos.
¿Me perdí de algo?
¿De verdad Tom bailó?
¿De verdad bailó Tom?
¿Tom dijo algo?
¿Te ha amenazado Tom?
¿Alguien se hizo daño?
¿Ha pasado algo?
¿Pasó algo?
¿Se casaron?
¿Comiste algo?
¿No lo sabías?
La cena fue estupenda.
¿Tengo permiso?
¿Existen los agujeros negros?
¿Te perturban las serpientes?
¿Te molestan las serpientes?
¿Les gustan las naranjas?
Haz lo que quieras.
Hacé lo que quieras.
Haz lo que quieras.
Haga lo que quiera.
Hacé lo que quieras.
Hagan lo que quieran.
Haced lo que queráis.
¿Bebes alcohol?
¿Tienes hijos?
¿Tienes glaucoma?
¿Oyes algo?
¿Te gusta el beisbol?
¿Te gusta el brócoli?
¿Os gusta el brócoli?
¿Te gusta nadar?
¿Os gusta nadar?
¿Estás meditando, Tom?
¿Necesitas algo?
¿Necesitás algo?
¿Tú juegas fútbol?
¿Recuerdas esto?
¿Ves algo?
¿Habla usted inglés?
¿Hablas...inglés?
¿Estudias inglés?
¿Me entiende usted?
¿Usas desodorante?
¿Utilizáis desodorante?
¿Consumes marihuana?
¿Llevas lentillas?
¿Trabajan juntos?
Haz tu tarea ya.
Haz tu trabajo rápidamente.
¿Tom sabe francés?
¿Alguien me oye?
¿Me oye alguien?
¿Tiene sentido esto?
¿Esto suena bien?
¿Esto funciona?
Me disgusta hacerlo.
Los delfines son curiosos.
No admitas nada.
No admitás nada.
No seas hipócrita.
No te desanimes.
¡No seas tan descuidado!
No seas tan infantil.
No seas tan reservado.
No frenes de golpe.
No frenes de repente.
No te compres eso.
No compre eso.
No cierres la puerta.
No vuelvas por aquí.
No le decepciones.
No bebas nada.
No te comas esto.
No comas sin mí.
No vuelvas nunca.
Jamás lo olvides.
No te esfuerces.
No te pases.
No olviden votar.
No olvides votar.
¡No te emociones tanto!
No escondas tu cara.
No os hagáis ilusiones.
No os engañéis.
No me dejes nuevamente.
¡No me dejes sola!
No cometas errores.
No cometan errores.
No cometa errores.
No hagan ruido.
No juegues con fuego.
No abras las puertas.
No juegues con fuego.
¡No leas ese libro!
No cierres los ojos.
No cierre los ojos.
No cerréis los ojos.
No cierren los ojos.
No fumes demasiado.
No fume demasiado.
No derrames la sopa.
No hables de Tom.
No hables así.
No toques nada.
No toquéis nada.
No toques mis cosas.
No toqués mis cosas.
No intentes algún truco.
No uses el martillo.
No te preocupes.
No te preocupes.
¿No me creés?
Ninguno es aceptable.
Ninguna es aceptable.
La huida es imposible.
Incluso Tom estaba desconcertado.
Se asustaron todos.
Todos tienen que comer.
Todos los odian.
Todos saben eso.
Todos querían uno.
Todos querían una.
Todas querían uno.
Todas querían una.
Todos estaban asustados.
Todos los demás esperaban.
Todos se durmieron.
Todos ignoraron a Tom.
Todos están aquí ahora.
Todos se ven cansados.
Todos quieren dinero.
Todos sonreían.
Cada persona es distinta.
Todos digan "cheese".
Todo está cerrado.
Todo parecía bien.
Todo estaba listo.
Todo fue bien.
Con su permiso, caballeros.
Perdone mi torpeza.
Al fin es viernes.
¡Formen una línea recta!
Duerme un poco, ¿vale?
Dame otra cerveza.
Dame esos guantes.
Dame tu dirección.
Dame tu opinión.
Dime tu opinión.
Id adonde prefiráis.
Pásame las tijeras.
¿Tom se volvió loco?
¿Tom ha cambiado mucho?
¿Ha cambiado algo?
Ten unas buenas vacaciones.
¡Divertíos este verano!
¡Diviértete este verano!
¿Has almorzado?
¿Has cazado alguna vez?
¿Habéis cazado alguna vez?
¿Ha cazado alguna vez?
¿Han cazado alguna vez?
¿Has fumado alguna vez?
¿Lo has terminado?
¿Lo habéis terminado?
¿Has perdido peso?
¿Has adelgazado?
¿Ha adelgazado?
¿Ha perdido peso?
¿Lo mediste?
¿Has probado el sushi?
Logró su cometido.
Él alcanzó su meta.
Él siempre juega bien.
Siempre trabaja duro.
Él llegó demasiado pronto.
Logró su cometido.
Él alcanzó su meta.
Pescó tres peces.
Viene de Ginebra.
Él se suicidó.
Siguió trabajando.
Cruzó el río.
Baila con garbo.
Él lo negó todo.
Negó todo.
No temía la muerte.
No le cogieron.
Él no canta bien.
Él no dice mentiras.
Se enfada con facilidad.
Él vació su vaso.
Puso una queja.
Él realizó tres disparos.
Él se cansa fácilmente.
Se cansa con facilidad.
Obtuvo su doctorado.
Él tenía 50 dólares.
Él ya ha empezado.
Él no tiene novia.
Él tiene mala vista.
Él tiene poderosos brazos.
Él tiene ideas raras.
Él tiene dos hijas.
Insultó a nuestro equipo.
Siempre está leyendo.
Él está mejorando.
Él está haciendo galletas.
Él prepara galletas.
Él sigue parado.
Está muy deprimido.
Es muy depresivo.
Él es muy sensible.
Él vive en Nagasaki.
Él vive allí solo.
Él vive ahí solo.
Él parecía muy feliz.
Él perdió su vista.
Él salió corriendo desnudo.
Él tocó el timbre.
Él ridiculizó mi idea.
Parece estar muy feliz.
No suele enfadarse.
Será castigado.
Hablaba muy alto.
Él estudia muy duro.
Él habló consigo mismo.
Él me enseñó historia.
Él quería triunfar.
Quiere vasos rojos.
Él estaba muy atento.
Estaba casi dormido.
Él ya está casado.
Está loco por ti.
Tiene cáncer de pulmón.
Está en el hospital.
Está fuera de posición.
Ayúdale con el francés.
Ayúdeme a desmantelarlo.
Ayúdenme a desmantelarlo.
Ayúdame a desmantelarlo.
Ayudadme a desmantelarlo.
Su hija está enferma.
Su rostro palideció.
Sus padres me querían.
Aquí están las entradas.
Aquí viene el tren.
Aquí viene el tren.
Che, ¿qué está pasando?
Su tía parece joven.
Su sangre hierve.
Su libro me inspiró.
Su hija está enferma.
Tenía los pies dormidos.
Sus manos estaban vacías.
Le sangra la nariz.
Sus padres lo odian.
Sus dientes eran blancos.
¿Qué tal este color?
¿Cómo están los niños?
¡Qué bella es ella!
¡Qué guapa es!
¿Qué haces aquí?
¿Cómo es eso posible?
¿Cómo está tu hija?
¿Cuántos murieron?
¿Cuánto cuestan las naranjas?
¿Cómo los mataron?
¿Cómo las mataron?
¿Cómo va el trabajo?
Renuncié a mis planes.
Admiro su valor.
Admiro su talento.
Admiro tu talento.
Admiro vuestro talento.
Ya me he disculpado.
Ya me disculpé.
Ya lo llamé.
Ya lo he intentado.
También me gusta pintar.
Siempre te creo.
Siempre estoy hambriento.
Yo también estoy desempleado.
¡Me muero de hambre!
Pido disculpas por eso.
Me disculpo por esto.
Ayer comí huevos.
Yo creo tu historia.
Compré un paraguas.
Compré pan fresco.
Compré ropa nueva.
Quebré tu cenicero.
Apenas puedo respirar.
Puedo empezar mañana.
Puedo entender a Tom.
Puedo entenderte.
No puedo creer esto.
No puedo involucrarme.
No puedo dar detalles.
No puedo dejar Boston.
No veo nada.
No puedo ver nada.
Provoqué un accidente.
Cerré mi paraguas.
Colecciono monedas raras.
Me importa un comino.
Me importa un rábano.
Yo crucé la calle.
Lo hice porque quise.
No te creí.
No hice nada.
¡No hice nada!
No esperaba conseguir ayuda.
No maté a nadie.
Ya no me importa.
No tengo enemigos.
Yo ya no sé.
No sé exactamente.
No me gusta discutir.
No me gusta cocinar.
No me gusta pescar.
No me gusta esperar.
Ya me da igual.
Ya no me importa.
No me importa esperar.
No me importa caminar.
No necesito gafas.
Yo comúnmente no miento.
No lo reconozco.
No te recuerdo.
No veo nada.
No confío en nadie.
No uso Facebook.
No quiero caridad.
No quiero problemas.
Ya no trabajo.
Me agrada trabajar aquí.
Me gusta trabajar aquí.
Entré en el bosque.
Me siento bastante aturdido.
Me sentí incómoda.
Me sentí incómodo.
Finalmente entiendo.
Obedecí las reglas.
Olvidé su dirección.
He olvidado su dirección.
Encontré un apartamento.
No tuve alternativa.
Detesto las películas dobladas.
Me duele el estómago.
Me duele la tripa.
Tengo dolor de estómago.
Me duele la guata.
Me duele la panza.
Me duele mi estómago.
Tengo encías sangrantes.
He ganado peso.
Tengo buena vista.
Tengo mala vista.
Ni siquiera he empezado.
Ni siquiera he comenzado.
Contraté un ayudante.
Espero que sea posible.
La abracé firmemente.
Yo tengo trece gatos.
Yo conozco mi oficio.
Sé que tienes miedo.
Conozco vuestra lengua.
Conozco tu lengua.
Moderé la discusión.
Les fallé a todos.
Prefiero el café.
Me gusta leer libros.
Me encanta leer libros.
Me gusta caminar solo.
Me agrada tu actitud.
Me gusta tu computador.
Me gusta tu optimismo.
Me agrada tu optimismo.
Escuché atentamente.
Perdí la consciencia.
Perdí mi diccionario.
Perdí mi linterna.
Amo los pimientos verdes.
Me gusta leer libros.
Me encanta leer libros.
Quiero a su hija.
¡Me encantan tus dibujos!
Me gradué en historia.
Necesito más cobijas.
Necesito más mantas.
Necesito más práctica.
Necesito papel para imprimir.
Nunca tomo café.
Nunca había notado eso.
Nunca hablo francés.
Yo nunca viajo solo.
Yo toco el acordeón.
Corrí como el diablo.
Rechacé la oferta.
Rechacé la propuesta.
Recuerdo algo.
Respeto tus ideas.
Lo dudo seriamente.
Comparto tus preocupaciones.
Debería habértelo dicho.
Debería habértelo contado.
No debería decírtelo.
He resuelto el misterio.
Yo introduje este tema.
Conversé con todos.
Creo que lo entiendo.
Yo creo que comprendí.
Creo que estoy embarazada.
Creo que es increíble.
Creo que está lloviendo.
Creo que estás mintiendo.
Creo que llevas razón.
Creo que tienes razón.
Creo que tenéis razón.
Pienso que tienes razón.
Creo que llevan razón.
Creo que te equivocas.
Tomé otro trago.
Viajé solo.
Viajé a Boston.
Esperé tres horas.
Quiero a otro.
Quería recordar.
Ayer estuve ocupado.
Ayer estuve ocupada.
Yo jugaba al tenis.
Estaba jugando al tenis.
Estaba en otro lugar.
Lavé las ventanas.
No estaba borracho.
No estaba ebrio.
No tenía mucho sueño.
Peso 58 kilogramos.
Te acompañaré.
Lo acompañaré.
Empezaré esta noche.
Que seas feliz.
Gané varios premios.
No abandonaré Boston.
No culparía a Tom.
Quisiera algo de queso.
Nunca traicionaría a Tom.
Yo jamás te traicionaría.
Yo jamás le traicionaría.
Admitiré que estoy equivocado.
Siempre te amaré.
Me disculparé más tarde.
Estaré libre esta noche.
En breve me iré.
Estaré allí el lunes.
Seré muy cuidadoso.
Te estaré vigilando.
Os estaré vigilando.
Seré tu profesor.
Llamaré a mi esposo.
Llamaré a la policía.
Te llamaré el lunes.
Volveré más tarde.
Luego vuelvo.
Mañana tomaré una decisión.
Soñaré contigo.
Conduciré hasta Boston.
Después la termino.
Lo termino después.
Tendré mi venganza.
Tomaré jugo.
Te amaré por siempre.
Siempre te amaré.
Nunca más volveré.
Nunca te dejaré.
Nunca te abandonaré.
Yo pintaré la casa.
Te llamo luego.
Te veré esta noche.
Lo sacaré.
Soy profesor de francés.
Soy profesora de francés.
Soy oficial de policía.
Me opongo a hacerlo.
Estoy hecho polvo.
Estoy molido.
Soy alérgico al maíz.
Soy alérgica al maíz.
Soy administrador.
Soy arqueólogo.
Yo soy arqueólogo.
Soy arqueóloga.
Yo soy arqueóloga.
Él me gusta.
Él me atrae.
Estoy ocupado el sábado.
El sábado estoy liado.
Estoy cerrando mi tienda.
Voy ahora mismo.
Voy a Boston.
Estoy completamente desnudo.
Yo dependo de ti.
Hoy estoy bien.
Espero una llamada.
Me siento confundido.
Estoy arreglando algo.
Estoy doblando mi vestido.
Me estoy divorciando.
Estoy terriblemente cansada.
Me interesa.
Estoy planchando mi vestido.
Sólo estoy ayudando.
Sólo me estoy asegurando.
Sólo estoy viendo tele.
Estoy aprendiendo inglés.
Estoy viviendo en Boston.
Estoy buscando comida.
Estoy buscando trabajo.
Estoy haciendo guacamole.
Me mudo a Boston.
No soy desorganizado.
No estoy ignorándote.
No tengo mucha paciencia.
No soy tu profesor.
No soy vuestro profesor.
Estoy prestando atención.
Estoy jugando béisbol.
Ya casi termino.
Soy bastante resistente.
Tengo bastante aguante.
Estoy vendiendo mis cabras.
Mido menos que tú.
Estoy resolviendo un acertijo.
Me quedo con Tom.
Lo sigo haciendo.
Todavía estoy muy cansado.
Estoy estudiando inglés.
Estoy cansado de manejar.
Estoy harto de conducir.
Estoy cansado de esperar.
Estoy totalmente confundida.
Estoy de más.
Hoy estoy muy cansado.
Miro una película.
Veo una película.
Estoy dispuesto a compartir.
Mañana trabajo.
Estoy escribiendo una carta.
Yo soy más joven.
Soy tu mejor amigo.
Ya lo hice.
Ya lo he vendido.
Hoy he estado ocupado.
He estado practicando.
Estuve ahí una vez.
Soy muy afortunado.
He tenido mucha suerte.
He quemado la tostada.
Me olvidé completamente.
Yo hice todo.
He soñado con esto.
He terminado de comer.
Terminé de comer.
Encontré algo.
Llevo marcapasos.
Tengo piel de gallina.
He sufrido un accidente.
Acabo de cenar.
Aprendí a cocinar.
Perdí mi dignidad.
He perdido mi dignidad.
He perdido mis gafas.
Perdí mis anteojos.
Nunca te he odiado.
Nunca lo he necesitado.
Nunca he dicho eso.
He leído el informe.
He pensado en eso.
He pensado en ello.
¿Te está molestando Tom?
¿Tom sigue jugando?
¿Sigue trabajando Tomás?
¿Mi respuesta es correcta?
¿Es correcta mi respuesta?
¿Es eso otra broma?
¿Es correcta esa respuesta?
¿Es posible ahora?
¿Esta bicicleta es tuya?
¿Es esta tu bici?
¿Está sonando el teléfono?
¿Hay un ascensor?
¿Hay ketchup?
¿Este diamante es auténtico?
¿Es esto suficiente dinero?
¿Es seguro este lugar?
¿Este es su equipaje?
¿Es esta tu bici?
¿Esta es tu opinión?
¿Es esta tu foto?
¿Mañana será sábado?
¿Tienes el maletero cerrado?
¿No es eso excesivo?
¿No es eso maravilloso?
Pudo haber sido Tom.
No me molesta.
Ahí no cabe.
No parece difícil.
No parece justo.
Pasó de repente.
A veces pasa.
Ya son las once.
Apenas llueve.
Parece fascinante.
Parece interesante.
Ya no importa.
Llovió anoche.
Parece interesante.
Aquí hoy ha nevado.
Ayer hacía calor.
Ayer hizo calor.
Era verdaderamente aburrido.
Era demasiado caro.
Fue muy emocionante.
Esta noche lloverá.
Sería romántico.
Habría sido divertido.
Tom es el siguiente.
Es un día hermoso.
Es una hermosa alfombra.
Es un asunto complicado.
Es un claro indicativo.
Es una clara señal.
Es un doble revés.
Es una buena pregunta.
Es una pregunta difícil.
Es un problema menor.
Es una victoria fácil.
Es un caso extremo.
Fue un placer.
Han pasado tres días.
Es mejor así.
Es mejor así.
Está totalmente oscuro.
Así es más fácil.
Es fácil prepararlo.
Es fácil de preparar.
Al fin es octubre.
Me alegro de verte.
Es difícil de creer.
Es difícil de justificar.
Es duro, pero justo.
Está en el sótano.
No siempre es fácil.
No es siempre fácil.
No es complicado.
No es mi cumpleaños.
No es asunto mío.
No es tan sencillo.
No es tan simple.
No es nada grave.
No es nada serio.
Es nuestra primera clase.
Es nuestra única oportunidad.
Es completamente legal.
Hace bastante calor hoy.
Fuera está lloviendo.
Afuera está lloviendo.
Está nevando mucho.
Es un poco raro.
Es un tanto raro.
Ya empezó.
Ya ha empezado.
Ha empezado a nevar.
Ha comenzado a nevar.
Todavía es demasiado pronto.
Todavía es demasiado temprano.
Es hora de cenar.
Es demasiado complicado.
Es totalmente inútil.
Está bajo la mesa.
Es muy nutritivo.
Es muy sorprendente.
Es lo que merecemos.
Hace viento, ¿verdad?
Vale la pena.
Italia es una península.
Solo cierra los ojos.
Dime tu precio.
Por favor, cállate.
La justicia prevalecerá.
Manteneos en grupos pequeños.
Deja la puerta cerrada.
¡Cierra la boca!
Mantené tu cuarto limpio.
Deja mis cosas.
Prestame tu bicicleta.
Déjame probar algo.
Limpiemos nuestra habitación.
Hagámoslo juntos.
Comámonos todo.
¡Enfrentemos los hechos!
Terminemos el trabajo.
Invirtamos en esto.
Veámonos el domingo.
Movamos la mesa.
No exageremos.
No invitemos a Tom.
Vamos a jugar.
Juguemos a algo.
Relajémonos un poco.
Cantemos y bailemos.
Dividámonos la cuenta.
Hablemos con formalidad.
Intentémoslo otra vez.
Intentemos otra vez.
Lavémonos las manos.
Las ampolletas emiten calor.
Lincoln murió en 1865.
Los leones son daltónicos.
Escucha a tu corazón.
Mira ese dibujo.
Mira esta pintura.
Observa esta fotografía.
Mira esas nubes.
Mire esas nubes.
Mira antes de saltar.
Mira por la ventana.
Afortunadamente, estaba equivocado.
Hazte útil.
Se cayeron muchos árboles.
Mary diseña vestidos.
Mary es fea.
Mary es un cardo.
Mary es poco atractiva.
Mary no es atractiva.
Mary está guapa.
Mary se ve hermosa.
Mary perdió un pendiente.
Mary toca el piano.
Quizá me merezco esto.
Quizá solo esté loco.
Quizá no sea joven.
Quizás sean felices.
Tal vez deberíamos esperar.
Tal vez lo logres.
La leche nos fortalece.
Misión superada.
Misión cumplida.
El dinero no huele.
Mi apartamento está cerca.
Mi hermano es estúpido.
Mi auto necesita lavarse.
Mi ropa esta ahí.
Mi ropa está allí.
Mi padre cultiva arroz.
Aquí trabaja mi padre.
Mis manos están temblando.
Me tiemblan las manos.
Mi teclado está sucio.
Mi madre cocina bien.
Mi madre estaba llorando.
Mi motocicleta es nueva.
Mis palmas sudaban.
Mis padres son geniales.
Mi plan fue rechazado.
Mi suéter es púrpura.
Mi reloj es preciso.
Las pesadillas dan miedo.
Nadie tenía un paraguas.
Nadie dijo nada.
Nadie estaba escuchando.
Nadie te está culpando.
Nadie se merece eso.
Nadie más puede saber.
Nadie más resultó herido.
Nunca me ayuda nadie.
Nadie aquí me conoce.
Nadie me escucha.
Nadie vive para siempre.
Nadie vive conmigo.
No vivo con nadie.
Nadie tiene que hablar.
Nadie posee la luna.
Nadie me reconoce.
Nadie dijo nada.
Nadie lo vio venir.
Nadie habló conmigo.
Nadie la apoyó.
Nadie me entendía.
Nadie te está culpando.
Nada de esto importa.
Nada puede detenerle.
Nada puede detenerte.
Nada me impresiona.
No pasa nada.
No está pasando nada.
Ahora todos están felices.
Ahora escuchá atentamente.
Ahora es un problema.
Vale, nos vemos mañana.
Con hielo, por favor.
Solo escribe la verdad.
Todavía quedan más opciones.
Todavía quedan otras opciones.
Nuestro frigorífico está roto.
Nuestra heladera está rota.
Nuestro refri está descompuesto.
Nuestro matrimonio se terminó.
Nuestro tren está atrasado.
Pásame las papas.
Prestar atención a Tom.
La gente comete errores.
Tal vez venga.
Jugar cartas es divertido.
Por favor, sea razonable.
Por favor, escoja sabiamente.
Por favor, elija sabiamente.
Por favor, hazlo rápido.
Sírvase usted, por favor.
Por favor, sujétalo fuerte.
Por favor permanezcan sentados.
Quédense sentados, por favor.
Por favor, di algo.
Por favor, decí algo.
Por favor, diga algo.
Por favor, digan algo.
Llámalo, por favor.
Proceda con prudencia.
Baja tu lápiz.
Ponte la gabardina.
Ponte la gabardina.
Levanta la mano izquierda.
Lee esto ahorita mismo.
Recuerda estas reglas.
Resistirse es inútil.
Súbete las mangas.
El sábado fue especial.
Envíelo por duplicado.
Mandame tu foto.
Mándame tu foto.
Dale la mano.
¿Vamos juntos?
Se hizo cartera.
Apenas puede hablar.
Ella sabe hablar francés.
Ella puede hablar francés.
Ella limpió la pieza.
Ella lo hizo cuidadosamente.
No compró el pan.
Ella no se presentó.
Nos da ropa.
Le ha perdonado.
Tiene muchos amigos.
Ella tiene diez hijos.
Tiene diez hijos.
Ella le oyó gritar.
Ella planchó su camisa.
Siempre está asustado.
Ella está cenando.
Ella es mi novia.
Ella es amiga mía.
Ella es mi amiga.
Es mi novia.
Le gustan las minifaldas.
Ella luce muy joven.
Parece muy joven.
Ella perdió su bolso.
Ella movió mi ropa.
Ella necesita ayuda.
Ella abre la ventana.
Ella toca la guitarra.
Ella levantó las manos.
Ella alzó la voz.
Ella cantó muy bien.
Cantó bastante bien.
Ella me sirvió café.
Ella pegó un portazo.
Ella azotó la puerta.
Ella le abofeteó.
Lo probó ella misma.
Ella misma lo intentó.
Ella quería viajar.
Ella iba bien vestida.
Ella continuó hablando.
Ella probablemente vendrá.
Ella siempre está sonriendo.
Es mi mejor amiga.
Ella es muy bonita.
Es muy guapa.
Es muy hermosa.
Ella lleva medias.
Ella lleva pantis.
¿Deberíamos preocuparnos?
Encógete de hombros.
Firma sobre esta línea.
El tamaño no importa.
Esquiar es mi pasión.
Se permite fumar.
Fumar es poco saludable.
Algunas personas son malignas.
Alguien me siguió.
Alguien acaba de llamar.
Alguien atacó a Tom.
Alguien podría vernos.
Alguien podría vernos.
Algo salió mal.
Perdona por llegar tarde.
Habla despacio, por favor.
Hablad despacio, por favor.
Hable despacio, por favor.
Hablen despacio, por favor.
Quédate un poco más.
Concrétese al tema.
¡Cíñete al tema!
Deja de hablar francés.
Estudiad donde prefiráis.
Sumatra es una isla.
Nadar es mi pasatiempo.
Lleva afuera la basura.
Saca la basura.
Quita esta mesa.
Dame tu opinión.
Dime tu opinión.
Gracias por venir.
Muchas gracias de antemano.
Te agradezco de antemano.
Gracias en avance.
Agradeciéndole con anticipación.
Muchas gracias por adelantado.
Gracias por adelantado.
Gracias de antemano.
Gracias, amigo mío.
Gracias, pero no.
Gracias por recibirme.
Gracias por escuchar.
Gracias por el trago.
Gracias por la oferta.
Gracias por la pizza.
Gracias por tu tiempo.
Aquella bicicleta es mía.
Esa bicicleta es mía.
Aquel niño no come.
Eso me desconcierta.
Ese cuchillo corta bien.
Aquel cuchillo corta bien.
Se ve caro.
Ha circulado esa noticia.
Ese plan puede funcionar.
Eso suena familiar.
Parece razonable.
Esa mesa está rota.
Eso fue un accidente.
Estuvo interesante.
Eso sería absurdo.
Eso sería ridículo.
Eso sería racista.
Eso sería injusto.
Es un gran problema.
Eso son solo palabras.
Eso es cuestión aparte.
Eso es otra historia.
Eso es decepcionante.
Es su novio.
Es su especialidad.
Así va el francés.
Así es el francés.
El fútbol es así.
Ése es mi diccionario.
Eso no es insulto.
No es un insulto.
No es insulto.
No es necesario.
Eso es una grosería.
Eso es bastante absurdo.
Eso es bastante normal.
Eso es pseudociencia.
Es muy útil.
Esto ayuda mucho.
Eso es realmente estúpido.
Es demasiado caro.
Eso es muy razonable.
La aventura comienza.
La respuesta es simple.
El bebé se durmió.
El bebé está gateando.
La bebé está gateando.
El bebé está durmiendo.
La tina está sucia.
Se acabó la batería.
La frontera está cerrada.
El niño vino corriendo.
El chico vino corriendo.
Los chicos tienen sed.
El puente se derrumbó.
El taxi atrasado llegó.
Dimitió el ministerio.
Los gatos están maullando.
Los gatos están ronroneando.
Ha quebrado la empresa.
El armario está lleno.
Está amaneciendo.
El perro es hermoso.
El perro es bonito.
El perro parece hambriento.
La puerta no cederá.
El desagüe está tapado.
Las bebidas eran gratis.
La pelea comienza ahora.
La comida es terrible.
El vaso se rompió.
El vidrio se rompió.
El caballo tiene sed.
La manguera no funcionaba.
La casa está ardiendo.
La casa está encantada.
La casa está embrujada.
La ampolleta se reventó.
Ha llegado el correo.
La sala está desierta.
La leche sabía agria.
Cuanto más, mejor.
El ruido me jode.
Las monjas están cantando.
La orden fue obedecida.
La despensa estaba vacía.
La fiesta estuvo aburrida.
La fiesta es mañana.
La gente está enfadada.
Suena el teléfono.
Está sonando el teléfono.
Los platos están sucios.
La policía está allí.
El profesor sonrió.
La propiedad es mía.
El río se desbordó.
Las rosas huelen bien.
Las rosas huelen bien.
Las reglas son absurdas.
Las reglas son simples.
La escuela está cerrada.
El guion era horroroso.
Se disparó la escopeta.
El rifle se disparó.
La ducha está rota.
Los soldados rieron.
El alma es inmortal.
La calle está inundada.
Los estudiantes se rieron.
El taxi ha llegado.
El teléfono es rojo.
El teatro está vacío.
Mataron al tigre.
Chocaron los dos autos.
La votación prosiguió.
El viento se calmó.
Las ventanas están abiertas.
La mujer está leyendo.
Sus espadas chocaron.
Aquí hay libros.
Hay otra forma.
No hay ninguna solución.
Hay un problema.
No hay ninguna esperanza.
Había tres hombres.
Había dos pasteles.
Viene un carro.
Aquí hay una corona.
Hay una diferencia.
Hay un vaso aquí.
Aquí hay un hotel.
Hay una emergencia.
Aquí no hay cerveza.
No queda comida.
No quedó comida.
No pasa nada.
No queda leche.
Ya no queda sal.
No queda sal.
No hay nadie ahí.
Ya no resta tiempo.
No hay nadie ahí.
Aquí no hay nada.
No hay nada acá.
No queda nada.
Hay alguien acá.
Estas manzanas son grandes.
Estos son mis amigos.
Estas son mis amigas.
Estos son mis padres.
Son fotos viejas.
Estos son tus libros.
Estos libros son míos.
Estos libros son nuestros.
Esos hombres son fuertes.
Estas ciruelas están maduras.
Estos zapatos son míos.
Todos ellos lo respetan.
Siempre se quejan.
Ellos siempre se quejan.
Ellos son inseparables.
Ellas son inseparables.
Son mis hermanos.
Ellos son mis hermanos.
Ahora están corriendo.
No son mis libros.
Ellos rompieron las normas.
Me llaman capitán.
Tintinearon las copas.
Ellos merecen respeto.
Tomaron batidos.
Bebieron batidos.
Ellos intercambiaron regalos.
Terminaron de comer.
Ellos se odian.
Siguieron caminando.
Ellos saben todo.
Se fueron sin mí.
Parecen estar muy cansados.
Ellos miraron fijamente.
Lo perdieron todo.
Ellos se aman.
Ellos nunca aparecieron.
Ellos pagaron por separado.
Juegan al baloncesto.
Se callaron.
Empezaron a bailar.
Se empezaron a besar.
Ellos pararon de besarse.
Se dejaron de besar.
Ellos dejaron de cantar.
Ellos pararon de hablar.
Cogieron el metro.
Ellos atraparon al zorro.
Ellos intentaron escapar.
Quieren más dinero.
Ellos quieren más dinero.
Ellas quieren más dinero.
Ellos fueron a Tottori.
Todos ellos tenían hambre.
Todos estaban asustados.
Los dos estaban borrachos.
Ellos dos estaban desnudos.
Ellos eran mis amigos.
No se divertían.
Estaban justo aquí.
Ellos estaban muy felices.
Eran muy felices.
Salieron victoriosos.
Entenderán.
Van a entender.
No van a volver.
Son capaces de cantar.
Pueden cantar.
Me tienen miedo.
Ellos nos tienen miedo.
Ya están muertos.
Ya están aquí.
Ellos ya están aquí.
Ellas ya están aquí.
Los dos son artistas.
Ellas me siguen.
Ellos van a morir.
No son soldados.
Se les hizo tarde.
Ellos van con retraso.
Ellos van tarde.
Todavía están adentro.
Son lágrimas de alegría.
Son coetáneos.
Ellos están bajo arresto.
Ellos te están observando.
Reflexiona antes de actuar.
¡Piense en su familia!
¡Piensa en tu familia!
Piensa en tu futuro.
Pensá en tu futuro.
Esta bicicleta me pertenece.
Esta bicicleta es mía.
Este botón está suelto.
Este caso es complejo.
Este caso es complicado.
Esta silla está rota.
Este reloj está roto.
Este pescado huele mal.
Este bolso es mío.
Esto tiene mi aprobación.
Esta casa es famosa.
Esto es un diccionario.
Esto es una linterna.
Esto es un acordeón.
Es una emergencia.
Esto es carcinógeno.
Esto es emocionante.
Este es mi departamento.
Esto es fabuloso.
Eso es realmente repugnante.
Esto es realmente raro.
Esto es grave, Tom.
Esto es tan chistoso.
Este es el baño.
Esta es la solución.
Esto ayuda mucho.
Esto es muy doloroso.
Esto es muy grave.
Esto es muy serio.
Esto es muy extraño.
Esta es tu habitación.
Este es tu bolso.
Esto no es Australia.
Este empleo no paga.
Este cuchillo corta bien.
Esto se ve delicioso.
Parece seda.
Esto podría cambiar pronto.
Esta carne huele mal.
Esto simplemente podría funcionar.
Esta película es aburrida.
Esto tiene que cambiarse.
Esto necesita cambiar.
Esta novela es aburrida.
Ésta no cabe.
Este es diferente.
Este sitio es aburrido.
Este lugar es escalofriante.
Esta planta es comestible.
Esta sala está abarrotada.
Esta habitación está abarrotada.
Esto parece excesivo.
Esta canción suena triste.
Esto suena familiar.
Esto me suena.
Esta historia es absurda.
Esta estufa quema aceite.
Este té está bueno.
Este video es aburrido.
Este vídeo es aburrido.
Este reloj está roto.
Esas manzanas son grandes.
Esas son nuestras órdenes.
Esos libros son míos.
Son mis libros.
Esas casas son grandes.
Tom aceptó el empleo.
Tom acompañó a Mary.
Tom admitió haber mentido.
Tom casi fue despedido.
Tom siempre dice eso.
Tom preguntó por María.
Tomas estudio en Harvard.
Tom se hizo soldado.
Tom se hizo profesor.
Tom se deprimió.
Tom se desesperó.
Tom abordó el barco.
Tom marcó el ternero.
Tom rompe las reglas.
Tom ha roto todo.
Tom nos trajo regalos.
Tom rompió a llorar.
Tomás volvió a llamarla.
Tom sabe hablar francés.
Tom no puede explicarlo.
Tom cambió de idea.
Tomás cambió de nombre.
Tomás cambió el plan.
Tom eligió los colores.
Tom cerró la boca.
Tom coleccionaba sellos.
Tom siguió comiendo.
Tomás preparó el desayuno.
Tom no pudo ayudarnos.
Tom no podía ayudarnos.
Tom bailó con Mary.
Tom negó el rumor.
Tom lo hizo cuidadosamente.
Tom no se resistió.
Tom no compró pan.
Tom no volvió.
Tom no volvía.
Tom no regresó.
Tom no regresaba.
Tomás no me invitó.
Tom no quería eso.
Tom no consume drogas.
Tom no come carne.
Tom no come mucho.
Tom no te odia.
Tom no tiene té.
Tom no parece viejo.
Tom no piensa así.
Tom no te quiere.
Tom no ve televisión.
Tom secó los platos.
Tom maneja con prudencia.
Tom arregló todo.
Tom lo arregló todo.
Tom dobló la hoja.
Tom olvidó las normas.
Tom tuvo apendicitis.
Tom tenía muchos amigos.
Tom tiene vista 20/20.
Tom tiene novia.
Tom tiene un gramófono.
Tom me ha abandonado.
Tom tiene otro plan.
Tom tiene mala vista.
Han reñido a Tom.
Tom ha sido atrapado.
Tom tiene grandes problemas.
Tom me convenció.
Tom tiene buen oído.
Tom perdió el control.
Tom tiene muchos amigos.
Tom tiene muchos remordimientos.
Tom ha madurado.
Tom no tiene autoridad.
Tom tiene ojos rasgados.
Tom tiene tres sobrinas.
Tom tiene tres tíos.
Tom tiene dos niños.
Tom tiene dos hermanos.
Tomás escuchó algunos disparos.
Tom hirió mis sentimientos.
Tom planchó su camisa.
Tom es milmillonario.
Tom es un billonario.
Tom es bombero.
Tomás es neurólogo.
Tom es sonámbulo.
Tom ya está allí.
Tom siempre está ausente.
Tom siempre falta.
Tom siempre está conectado.
Tom es un contador.
Tom es un evangelista.
Tom es un evangelizador.
Tom te está esperando.
Tom es muy cuidadoso.
Tom está asando carne.
Tomás está muy armado.
Tom no es religioso.
Tom es anticuado.
Tom es muy emocional.
Tom está tocando piano.
Tom es bastante popular.
Tom es egocéntrico.
Tom es autónomo.
Tom está todavía confuso.
Tom está fuera todavía.
Tom todavía está sentado.
Tom todavía está esperando.
Tom todavía está preocupado.
Tom está estudiando mucho.
Tom es el acusado.
Tom es muy apuesto.
Tom es muy confiable.
Tom es muy romántico.
Tom es muy detallista.
Tom está viendo golf.
Tom está trabajando allí.
Tom no es canadiense.
Tom no es optimista.
Tom lo derribó.
Tom conoce un atajo.
Tom sabe la respuesta.
Tom conoce el secreto.
Tom sabe el secreto.
Tom conoce las consecuencias.
Tom conoce este lugar.
Tom carece de disciplina.
Tom carece de experiencia.
Tom dio una carcajada.
Tom parecía demacrado.
Tom parecía petrificado.
Tomás parecía sorprendido.
Tomás parece estar frustrado.
Tom parece interesado.
Tom parece perplejo.
Tom perdió las gafas.
Tom perdió sus gafas.
Tom perdió la audición.
Tom perdió su confianza.
Tom trapeó el piso.
Tom fregó el suelo.
Tom debe ser castigado.
Tom necesitaba atención.
Tom necesitaba el dinero.
Tom necesita unas vacaciones.
Tom necesita nuestro consejo.
Tom necesita la escalera.
Tom nunca me perdonó.
Tom nunca se mejoró.
Tomás nunca tuvo dudas.
Tom nunca dice hola.
Tom nunca me tocó.
Tom nunca fue avaro.
Tom abrió la boca.
Tom peló la manzana.
Tom tocaba la flauta.
Tom toca la guitarra.
Tomás se envenenó.
Tom alzó sus manos.
Tom alzó su voz.
Tom recomendó a Mary.
Tom rehusó ceder.
Tom recargó su arma.
Tom se quedó afuera.
Tom siguió hablando.
Tom rebobinó la cinta.
Tomás dijo muy poco.
Tom vio las exposiciones.
Tom vio las fotos.
Tom miró los dibujos.
Tom parecía nervioso.
Tom parecía intrigado.
Tom parecía escéptico.
Tom parece distraído.
Tom parece hipnotizado.
Tom parece razonable.
Tom parece poco fiable.
Tom vende fertilizante.
Tom debería pedir perdón.
Tom debería disculparse.
Tom debería ser avisado.
Tom debería ir partiendo.
Tom debería saber eso.
Tom debería irse ahora.
Tom debería hablar menos.
Tom debió haber llamado.
Tomás canta bastante bien.
Tom derramó la leche.
Tom empezó a soñar.
Tom comenzó a murmurar.
Tom empezó a roncar.
Tom contuvo un grito.
Tom reprimió un chillido.
Tom revolvió la sopa.
Tom dejó de limpiar.
Tom dejó de tomar.
Tom dejó de reír.
Tom dejó de hablar.
Tom me enseñó francés.
Tom giró la válvula.
Tom comprende a Mary.
Tom desató las cuerdas.
Tom esperó ansiosamente.
Tom esperó pacientemente.
Tom quería una bicicleta.
Tom deseaba una bicicleta.
Tom quiso una bicicleta.
Tom quería responder.
Tom quiere un sándwich.
Tom era contable.
Tom fue contable.
Tom fue un leñador.
Tom cayó redondito.
Tom se electrocutó.
Tom fue declarado culpable.
Tom fue tomado rehén.
Tom fue hospitalizado.
Tom fue bastante duro.
Tom tenía razón.
Tomás estaba realmente cansado.
Tom no estaba interesado.
Tom era un fracasado.
Tom estaba muy malhumorado.
Tomás tenía mucha paciencia.
Tom no estaba convencido.
Tom no estaba escuchando.
Tom no estaba satisfecho.
Tom vigiló silenciosamente.
Tom volvió adentro.
Tom llegará pronto.
Tom estará encantado.
Tom va a lamentarlo.
Tom ganó la discusión.
Tomás trabajaba con María.
Tom se preocupa demasiado.
Tom lo entendería.
Tom no lo aprobaría.
Tom no lo aceptaría.
Tom no haría eso.
Tom no nos ayudaría.
Tom escribió el reporte.
Tom escribió el texto.
Tom, llegó tu mamá.
El mañana nunca llega.
Mañana es feriado.
Confía en tu intuición.
Baja el volumen.
Bajad el volumen.
Baje el volumen.
Bajen el volumen.
Encienda el contacto.
Baja el volumen.
Bajad el volumen.
Baje el volumen.
Bajen el volumen.
Las tortugas son reptiles.
El desempleo está alto.
Usá tu imaginación.
Los visitantes son bienvenidos.
Espere un poco más.
Espera por tu hermana.
¿Había alguien ahí?
¿Le sorprendió a alguien?
¿Hubo una autopsia?
¿Se realizó una autopsia?
Lávate bien las manos.
Todos tenemos familia.
Todos tenemos problemas.
Todos cometemos errores.
Todos nos quedamos callados.
Trabajamos todos juntos.
No somos americanos.
No somos extranjeros.
Llegamos tarde a casa.
Trajimos algo.
Vinimos a pedir disculpas.
Vinimos a pedir perdón.
Veníamos a pedir disculpas.
Veníamos a pedir perdón.
No podemos aceptar esto.
No podemos comenzar hoy.
Nosotros aplaudimos.
Podríamos ir juntos.
No lo discutimos.
No hacemos nada.
Nosotros la elegimos alcalde.
Nosotros lo elegimos alcalde.
Esperamos lluvia hoy.
Tenemos ventaja.
Tenemos un acuerdo.
Es una emergencia.
Tenemos suficiente agua.
Tenemos estrictas reglas.
Tenemos tres aviones.
Tenemos que rendirnos.
Tenemos dos niños.
Tenemos dos hijos.
No hemos perdido mucho.
Esperamos que eso ocurra.
Nos abrazamos.
Nosotros nos besamos anoche.
Aprendemos enseñando.
Partiremos inmediatamente.
Vivimos juntos ahora.
Queremos a nuestros hijos.
Amamos a nuestros hijos.
Debemos abandonar la nave.
Tenemos que movernos rápido.
Necesitamos un traductor.
Necesitamos una ambulancia.
Necesitamos más empleados.
Necesitamos tu apoyo.
Ahora trabajamos juntos.
Festejamos toda la noche.
Necesitamos vuestra ayuda.
Vendemos zumo de naranja.
Compartíamos todo.
Deberíamos preocuparnos.
Sospechamos de envenenamiento.
Viajamos juntos.
Valoramos la puntualidad.
Queremos negociar.
Vemos la televisión juntos.
Estábamos almorzando.
Solo éramos amigos.
Estábamos muy apretados.
Estábamos muy unidos.
Éramos muy buenos amigos.
Teníamos una estrecha relación.
Éramos una piña.
Teníamos un vínculo especial.
Estábamos siendo atacados.
No tuvimos éxito.
Estábamos trabajando tarde.
No te perdonaremos.
No os perdonaremos.
Siempre estaremos aquí.
Lo haremos juntos.
Lo haremos mañana.
Llegamos pronto.
Lo superaremos.
Te ayudaremos, ¿de acuerdo?
Tenemos aproximadamente tu edad.
Aquí todos somos iguales.
Nosotros somos siempre cuidadosos.
Nos atacan.
Ambos nos llamamos Tomás.
Ahora mismo estamos ocupados.
Venimos de inmediato.
Venimos enseguida.
Estamos comiendo pochoclo.
Nos estamos acercando.
Nos estamos volviendo desordenados.
Vamos a luchar.
Nos vamos de Boston.
No somos bárbaros.
No somos compatibles.
No estamos interesados.
Estamos sin balas.
Estamos plantando semillas.
Estamos listos para partir.
Estamos verdaderamente encantados.
Estamos escasos de dinero.
Todavía estamos mirando.
Aún estamos juntos.
Nosotros estudiamos música.
Somos los nuevos dueños.
Somos demasiado vulnerables.
Somos tus vecinos.
Todos estuvimos ahí.
Todos hemos estado ahí.
Ya hemos elegido.
Hemos cambiado el rumbo.
Nos han abandonado.
Fuimos abandonados.
Se nos ha saboteado.
Hemos discutido esto.
Lo hemos hecho antes.
Sabemos cómo hacerlo.
Todavía tenemos tiempo.
Aún hay tiempo.
Todavía nos queda tiempo.
Bienvenidos a Australia.
Bienvenido a Australia.
¿Qué, vienes?
¿Estabais todos serios?
¿Estabais todas serias?
¿Te sentías intimidado?
¿Estabas con alguien?
¡Qué lindo día!
¡Qué día tan hermoso!
¡Qué hombre tan digno!
¡Qué grata sorpresa!
¡Qué noche tan perfecta!
¡Qué mujer egoísta!
¡Qué extraña historia!
¡Qué mundo más raro!
¡Qué trato tan cojonudo!
¿Qué ocultan?
¿Qué dicen?
¿Qué están diciendo?
¿Qué estás cocinando?
¿Qué estáis cocinando?
¿Qué están cocinando?
¿Qué notas?
¿Qué estás leyendo?
¿Qué leéis?
¿Qué vende usted?
¿Qué llevas puesto?
¿Qué estás escribiendo?
¿Cuáles son sus funciones?
¿Qué inventó Bell?
¿Qué decidieron?
¿Qué recuerdas?
¿Qué implica ello?
¿Qué le ha pasado?
¿Qué te ha pasado?
¿Qué te pasó?
¿Y si te equivocas?
¿Y si os equivocáis?
¿Qué es el cristianismo?
¿Qué es el toreo?
¿Qué es Internet?
¿Qué día es hoy?
¿Qué fecha es hoy?
¿Cuál es tu dirección?
¿Cuál es su dirección?
¿Qué te hace feliz?
¿Qué tal en Boston?
¿Cuál fue el resultado?
¿Cuál era el problema?
¿Qué están buscando?
¿A qué esperaban?
¿Qué estaban buscando?
¿Qué estabas diciendo?
¿Qué será de mí?
¿Qué estás bebiendo?
¿En qué estás pensando?
¿Qué estás pensando?
¿Qué está pasando aquí?
¿Qué sucede?
¿Qué es aquel edificio?
¿Cuál es la emergencia?
¿Cuál es su propósito?
¿Qué me pasa?
¿Cuál es tu sobrenombre?
¿Qué piensas?
¿Cuál es tu postura?
¿Cuál es tu puesto?
¿Cuál es tu ubicación?
¿Qué quieres decir?
¿Esto cuándo pasó?
¿Cuándo es la boda?
¿Cuándo lo terminaron?
¿Cuándo ocurrirá eso?
¿Cuándo llegarás?
¿Vosotros cuándo volveréis?
¿Cuándo volverás?
¿Dónde está mi ropa?
¿Dónde están mis gafas?
¿Dónde están mis canicas?
¿Dónde están las manzanas?
¿Dónde están los platos?
¿Dónde están los guardias?
¿Dónde están los caballos?
¿Dónde están los platos?
¿En dónde exactamente estamos?
¿Dónde te estás escondiendo?
¿Dónde se están escondiendo?
¿Dónde se está escondiendo?
¿Dónde vives?
¿Dónde duerme Tom?
¿Dónde está exactamente Tom?
¿Dónde está mi paraguas?
¿Dónde está la biblioteca?
¿Dónde está el buzón?
¿Dónde está el problema?
¿Dónde está la estación?
¿Dónde está vuestro padre?
¿Dónde está tu campera?
¿Por dónde deberíamos empezar?
¿Por dónde deberíamos comenzar?
¿Dónde deberíamos escondernos?
¿Dónde quedamos?
¿Dónde deberiamos encontrarnos?
¿Dónde nos vemos?
¿Dónde estaba Tom escondido?
¿Adónde ibas?
¿Dónde dormirá Tom?
¿Dónde duerme Tom?
¿Dónde está el baño?
¿Dónde está el director?
¿Dónde queda la entrada?
¿Dónde queda el ingreso?
¿Dónde está el hospital?
¿Dónde está el baño?
¿Dónde está el servicio?
¿Dónde está vuestro hermano?
¿Dónde está tu uniforme?
¿Cuál elegiste?
¿Qué dieta es mejor?
¿Cuál es tu guitarra?
¿Cuál es tu objetivo?
¿Cuáles son de Tom?
¿Quiénes son estas personas?
¿Quiénes son esas personas?
¿Quiénes son tus enemigos?
¿Quiénes son sus enemigos?
¿Quiénes son vuestros enemigos?
¿Quiénes son tus padres?
¿Quién rompió la botella?
¿Quién rompió la ventana?
¿Quién quebró la ventana?
¿Quién construyó este lugar?
¿Quién borró el archivo?
¿Quién arregló la ventana?
¿Quién dio la orden?
¿Quién vigila al vigilante?
¿Quién inventó los lentes?
¿Quién inventó el karaoke?
¿Quién los invitó?
¿Quién creó estas normas?
¿Quién plantó el árbol?
¿Quién mandó las flores?
¿Quién te enseñó música?
¿Quién hizo la foto?
¿Quién escribió la carta?
¿Quién viene conmigo?
¿Quién es tu novio?
¿Amigo de quién eres?
¿Por qué estás sangrando?
¿Por qué te ríes?
¿Por qué estás estudiando?
¿Por qué estás sudando?
¿Por qué no respondes?
¿Por qué no funciona?
¿Por qué estabas gritando?
¿Ayudará la cirugía?
¿Vendrá la policía?
¿Esto será doloroso?
¿De verdad vendrás?
¿Me perdonarías?
¿Queréis pan?
¿Preferirías té?
Anota cada palabra.
Ayer fue lunes.
Ayer estuvo nublado.
Ayer estaba nublado.
Casi me mataste.
Todos ustedes son diligentes.
Eres irresistible.
Ustedes son estudiantes nuevos.
Tú no eres japonés.
Usted no es japonés.
Ustedes no son japoneses.
No eres japonés.
No eres japonesa.
Tú no eres japonesa.
Usted está bajo arresto.
Quedas arrestado.
Estás muy elegante.
Tú eres bienvenido aquí.
No eres un monstruo.
Podés esperar afuera.
No puedes culparlos.
No podéis culparlos.
No pueden culparlos.
No puedes dormir aquí.
Captás rápido.
No me respondiste.
No me invitaste.
No pareces enfadado.
No lo entiendes.
No entiende.
Has sido advertido.
Han sido advertidos.
Te falta imaginación.
Hoy pareces feliz.
Te ves verdaderamente bien.
Parecías agotado.
Has perdido, ¿verdad?
Perdiste, ¿verdad?
Debes ser precavido.
Debes de estar equivocado.
No debes tocarlo.
Necesitas un novio.
Lo sobrestimas.
Juegas bien al tenis.
Tú pareces bastante simpático.
Pareces muy ocupado.
Pareces muy simpático.
Pareces muy feliz.
Pareces verdaderamente ocupado.
Pareces tener recursos.
Pareces indiferente.
Pareces despreocupado.
Pareces muy asustado.
Pareces muy somnoliento.
Deberías pedir perdón.
Deberías saberlo.
Deberías casarte con Tom.
Deberías mudarte aquí.
No deberías dormir.
Podrías leer más.
Deberías leer esto.
Deberías parar eso.
Deberías dejar eso.
Deberían agradecérselo a Tom.
Deberías darle las gracias.
Deberían darle las gracias.
Deberías haber llamado.
Debiste esperar.
Hueles muy mal.
Si te dormís, perdés.
Suenas realmente enfadado.
Hablas muy rápido.
Me subestimas.
Ustedes nunca estuvieron solos.
Nunca estuvieron solos.
Nunca estuviste solo.
No eras tan malo.
Te castigarán.
No vas a creerme.
Será mejor si entras.
Tú lo averiguarás.
Encontrarás a alguien.
Encontraréis a alguien.
Encontrará a alguien.
Encontrarán a alguien.
Te recuperarás pronto.
Tendrás que empezar.
Nunca lo encontrarás.
Nunca me pararás.
Eres una mujer loca.
¡Sos un asqueroso bolacero!
Eres un buen médico.
Sos un buen padre.
Sos un buen amigo.
Eres un buen amigo.
Eres una buena madre.
Eres una persona amable.
Eres un verdadero amigo.
Eres una verdadera amiga.
Le tienes miedo.
Le tenéis miedo.
Le tiene miedo.
Le tienen miedo.
Podéis ir.
Siempre andas alrededor.
Estás entre amigos.
Usted está entre amigos.
Estás siendo evasivo.
Usted está siendo observado.
Estás condenado al fracaso.
Me estás bajoneando.
Eres libre de irte.
Eres libre de marcharte.
Estás yendo demasiado lejos.
Eres igual a Tom.
Me estás poniendo triste.
Eres mi novia.
Sos mi novia.
Nunca estás en casa.
No eres un monstruo.
No estás escuchando.
Eres oportunista.
Estás fuera de peligro.
Estáis fuera de peligro.
Eres arrogante.
Eres soberbio.
Eres hipersensible.
Eres aburridísimo.
Eres muy linda.
Estás muy linda.
Eres muy bonita.
Estás gravemente enfermo.
Eres tan misterioso.
Todavía estás sonriendo.
Eres un cotilla.
Estás tentando al destino.
Eres el chivo expiatorio.
Eres muy perezoso.
Eres muy generoso.
Estás malgastando el agua.
Has engordado.
Has ganado peso.
Tienes un problema.
Tienes mi casco.
Tienes unas bonitas piernas.
Te has vuelto mejor.
Sos demasiado alto.
Lo habéis entendido mal.
Engordaste.
Has engordado.
Tu respuesta es correcta.
Su respuesta es correcta.
Su respuesta es errónea.
Tu frente está caliente.
Tu madre me quiere.
Tus pantalones están sucios.
Tu teléfono está sonando.
Tu pulso es normal.
Su tiempo ha pasado.
Eres una presumida.
Sobre todo, se paciente.
Los accidentes pasarán.
África es un continente.
Llega siempre a tiempo.
Di siempre la verdad.
América es muy grande.
Cualquiera pudo hacer esto.
Cualquier cosa podría suceder.
¿Son tuyos estos libros?
¿Éstos son tus caballos?
¿Son esas mis pantuflas?
¿Es en serio?
¿Estáis solos?
¿Están solas?
¿Te sientes cansada?
¿Tienes libre mañana?
¿Estáis libres mañana?
¿Te aburres?
¿Te estás aburriendo?
¿Te estás cansando?
¿Estás contenta ahora?
Tom, ¿estás dormido?
¿Todavía estás casado?
¿Está usted molesto?
¿Llevas zapatos?
¿Hoy trabajas?
Los plátanos son deliciosos.
Los plátanos son exquisitos.
Las bananas son deliciosas.
Cuidado con los carteristas.
Ojo con los lanzas.
Ambas afirmaciones son falsas.
Ambas historias son ciertas.
Tráeme las tijeras.
Lávate bien los dientes.
Cepíllate los dientes bien.
Abróchense sus cinturones.
Han mejorado los negocios.
¿Alguien puede contestar?
¿Podrías describirles?
¿Podrías describirlos?
¿Puedes describirlas?
¿Puedes identificarlo?
¿Puedes identificar esto?
¿Puedes reconocer esto?
¿Podés darme bola?
¿Puedes prestar atención?
¿Puedes recordar eso?
¿No podemos discutir esto?
Consulta tu diccionario.
Los niños adoran cantar.
Los niños necesitan jugar.
Cierra todas las ventanas.
Ven inmediatamente.
Ven aquí ahora mismo.
Vente ya mismo.
La comunicación es buena.
¿Podríamos hablar francés?
¿Podrías repetir eso?
Está prohibido bailar.
¿Descubriste algo?
¿Descubristeis algo?
¿Has dicho algo?
¿Dijiste algo?
¿Viste algo?
¿Le llamaste?
¿Acaso no mencioné eso?
¿Las tortugas tienen dientes?
¿Te gusta comprar?
¿Disfrutas comprando?
¿Disfrutas estudiando?
¿Vuelas a menudo?
¿Vuelan con frecuencia?
¿Tienes cataratas?
¿Tenés auriculares?
¿Tienes audífonos?
¿Acaso oyes algo?
¿Oís algo?
¿Te gustan las sorpresas?
¿Necesitas algo?
¿Necesitás algo?
¿Vendes pilas?
¿Vende pilas?
¿Hueles algo?
¿Tomas digitalis?
¿Tú la entiendes?
¿Entiendes ahora?
¿Quieren desayuno?
¿Queréis algo?
¿Tom usa lentes?
¿Usa lentes Tom?
¿Alguien le conoce?
¿Alguien lo conoce?
¿Alguien se siente mal?
¿Vive alguno aquí?
¿Él habla inglés?
¿Habla inglés?
¿Le gustan las naranjas?
¿Ella habla francés?
¿Habla ella francés?
¿Tu padre sabe?
¿Tu madre sabe?
¿Tom no vive aquí?
¿Alguno escucha?
¿Nadie escucha?
¿No sabe bien?
No me preguntes nada.
No te decepciones.
No seas melodramático.
¡No seáis tan impacientes!
No seas tan sensible.
No seas irracional.
No me llames más.
No me llame más.
No cierres los ojos.
No vuelvas nunca más.
No cruces esta línea.
No crucéis esta línea.
No cruce esta línea.
No crucen esta línea.
Dejá de hacer eso.
No bebas el agua.
No esperes demasiado.
No me olvides.
No olvides el pasado.
No te quedes atrás.
No me involucres.
No te emociones demasiado.
No me dejes esperando.
¡No me hagáis esperar!
No hagas ruido acá.
No abra la ventana.
No descubras el pastel.
No maldigas en público.
No hables sobre eso.
No toques mi cámara.
No toques mi guitarra.
No toques ese libro.
No toquéis ese libro.
No toque ese libro.
No toquen ese libro.
No toques el vidrio.
No toques la estufa.
No confíes en extraños.
No pruebes mi paciencia.
No uses esta canilla.
No malgastes tu tiempo.
No malgasten su tiempo.
¿No te sientes mejor?
¿No tienes hambre?
¿No te gusta Boston?
¿No juegas al tenis?
¿No juegas tenis?
Beber fue su ruina.
Come lo que quieras.
Come lo que gustes.
Come donde quieras.
Europa es un continente.
Todos lo creen.
Todos son artistas.
Cada persona es distinta.
Todos están muy ocupados.
Todos parecían felices.
Todos hablaron francés.
Todos estaban bebiendo.
Todo se oscureció.
Todo se volvió negro.
Todo estará bien.
Todo está cambiando.
Todo está muy barato.
La fe mueve montañas.
Abróchate el cinturón.
Rellena esto, por favor.
Sigue tu instinto.
El fútbol es así.
La fortuna le sonrió.
Acudieron cuarenta personas.
Francés es una optativa.
Aquí se habla francés.
Ponte pijama.
Consíganme otro abogado.
Dame tu sándwich.
Dios creó el mundo.
Adiviná dónde estuve.
Adivinen dónde estuve.
¿Han informado a Tom?
Come algo.
¿Ya llegaron ellas?
¿Has resultado herido?
¿Ya cenaste?
¿Ya habéis terminado?
¿Has volado alguna vez?
¿Todavía no has comido?
Él abandonó la idea.
Él abandonó el plan.
Él renunció al plan.
Él admitió su culpa.
Él adoptó al huérfano.
Él siempre toma apuntes.
Él se hizo policía.
Él vino varias veces.
Él subió las escaleras.
Él viene de Inglaterra.
Él sabía hablar francés.
Él distribuye muebles.
Se merece su parte.
No vio a nadie.
Él terminó su desayuno.
Él siguió mi consejo.
Él olvidó mi cumpleaños.
Él tiene poder absoluto.
Él mismo fue allí.
Él ignoró su consejo.
Él inventó la rueda.
Siempre se está riendo.
Él se pasa riendo.
Siempre está preparado.
Siempre está estudiando.
Él está enseñando árabe.
Lleva gafas.
Él está usando lentes.
Él lleva gafas.
Él lleva puesto lentes.
Se lamió los dedos.
Él adora viajar.
Rechazó nuestra oferta.
Cantaba mientras trabajaba.
Se rascó la cabeza.
Él gritó "¡fuera!".
Él gritó "¡sal!".
Él gritó "¡salgan!".
Él gritó "¡sale!".
Él habla realmente bien.
Él todavía escribe poemas.
Él nos enseña inglés.
Él nos enseña historia.
Él entiende francés.
Él estaba casi ahogado.
Él estaba extremadamente flaco.
Él vendrá mañana.
Probablemente él fracase.
Está loco de remate.
Se larga a llorar.
Rompe en llanto.
Él está completamente loco.
Está completamente loco.
Él está almorzando ahora.
Él se está escondiendo.
Está estudiando chino.
Él tiene mucha experiencia.
Él es muy inteligente.
Sírvase usted, por favor.
Adelante, por favor.
Su enojo era auténtico.
Sus días están contados.
Su cara palideció.
Sus dos padres murieron.
Su talento es asombroso.
Aquí tenéis algunos detalles.
Oye, basta de quejarse.
Che, dejá de quejarte.
Oye, basta de quejarse.
Su concierto fue genial.
Su corazón latía lentamente.
Sus ideas suenan alocadas.
Su plan es peligroso.
Su historia suena cierta.
¿Qué tal un café?
¿Cómo pudo ocurrir eso?
¿Cómo estuvo tu cumpleaños?
¿Cómo estuvo su cumpleaños?
Acepto tus disculpas.
Acepto sus disculpas.
Admiro tu valor.
Admiro vuestro valor.
Estoy completamente confundido.
Sabía que vendrían problemas.
Sabía que habría problemas.
Agradezco la ayuda.
Aprecio la ayuda.
Supongo que estás enojado.
Comí deditos de pollo.
Comí curry ayer.
Compré un diccionario.
Lo compré ayer.
Te traje flores.
Llamé a una ambulancia.
Ayer vine aquí.
No puedo beber alcohol.
No siento nada.
No puedo prometer nada.
No logro entenderlo.
No podré trabajar mañana.
No puedo escribir más.
No sé hablar alemán.
Yo cargué tres libros.
Yo provoqué el accidente.
Estoy totalmente de acuerdo.
Definitivamente creo que sí.
Merezco un ascenso.
No hice nada ilegal.
Hice algo malo.
No les creí.
No compré nada.
Yo no compré nada.
No doné sangre.
No comí nada.
No maté a nadie.
No dije nada.
No vi nada.
No he visto nada.
No disparé a nadie.
No siento nada.
Nada tengo.
No tengo hijos.
No me gusta nada.
No me gusta beber.
No me gusta pelear.
No me gusta apostar.
No me gusta estudiar.
No me gusta nadar.
No juego al béisbol.
No hablo sueco.
Eso no lo entiendo.
No quiero nada.
No quiero visitas.
Yo conduzco un descapotable.
Conduzco un descapotable.
Me gusta jugar ajedrez.
Me encanta leer libros.
Siento mucha vergüenza.
Me siento muy avergonzado.
Después me sentí mal.
Me sentí bastante desconcertado.
Me notaba muy animado.
Descubrí algo.
Mi intención era buena.
Odio la comida precocida.
Tengo otra hermana.
Tengo clase mañana.
Tengo problemas de riñón.
Tengo muchas habilidades.
Tengo mucho talento.
Tengo mucha destreza.
Tengo muchos parientes.
No tengo alternativa.
Tengo tres hermanos.
Tengo tres niños.
Espero que entiendas.
Espero que comprendas.
Maté el mosquito.
Maté al mosquito.
Conozco a Tom personalmente.
Sé que es difícil.
Sé la diferencia.
Me gusta jugar deportes.
Me gusta su franqueza.
Perdí otra oportunidad.
Perdí mi inspiración.
Hice varias preguntas.
Necesito otra oportunidad.
Lo necesito inmediatamente.
Necesito cápsulas para dormir.
Necesito pastillas para dormir.
Nunca maté a nadie.
Nunca dije nada.
Pospuse el evento.
Yo prefiero esta versión.
Prefiero esta versión.
Realmente debería partir.
Realmente debería marcharme.
Realmente debería salir.
Recuerdo haciendo eso.
Recuerdo hacer eso.
Recuerdo hacerlo.
Recuerdo haberlo hecho.
Me acuerdo de todo.
Recuerdo haberla visto.
Recuerdo haberlo visto.
Recuerdo aquella risa.
Recuerdo esta historia.
He cambiado el retrete.
Necesito vuestro consejo.
Debería aprender francés.
Debería estudiar francés.
Debería visitar Boston.
Todavía cometo errores.
Conversé con todos.
Pienso que es posible.
Creo que es posible.
Pienso que son felices.
Creo que llevan razón.
Creo que tienen razón.
Le conté todo.
Entiendo la norma.
Usé mi imaginación.
Comúnmente juego tenis.
Quiero una explicación.
Quiero otra oportunidad.
Quiero algo más.
Quiero participar.
Quería tu opinión.
Quería vuestra opinión.
Estaba sola estudiando.
Me acusaron injustamente.
Me despidieron ayer.
Me quedé sin palabras.
Yo estaba bastante sorprendido.
Ayer estuve allí.
No te estaba evitando.
No me sentía bien.
No te estaba ignorando.
No estaba muy nervioso.
Uso lentes de contacto.
Fui ahí hace poco.
No vendré mañana.
No perderé nada.
No te denunciare
No dormiré esta noche.
Trabajo para McDonald's.
Me hubiera gustado eso.
Me hubiera agradado.
No los culparía.
Quiero otra cerveza.
Quiero una cerveza más.
Quiero disculparme.
Me gustaría disculparme.
Prefiero vivir solo.
Yo prefiero pedir cerveza.
Mañana estaré ocupado.
Estaré afuera.
Estaré allí pronto.
Estaré allí en breve.
Volveré el lunes.
Encontraré otro trabajo.
Te acompaño.
Te amaré por siempre.
Siempre te amaré.
Prepararé algo de café.
Nunca os olvidaré.
Nunca lo entenderé.
Veré qué pasa.
Te veré el sábado.
Te veo mañana.
Voy a verte mañana.
Te veré mañana.
Lo firmaré mañana.
Me llevaré estas rosas.
Soy Tom, el jardinero.
Soy universitario.
Yo también soy concejal.
Estoy un poco confuso.
Estoy un poco confusa.
Estoy en el restaurante.
Estoy aburrido de Boston.
Compro un ordenador.
Estoy haciendo mi tarea.
Estoy haciendo los deberes.
Soy fácil de influenciar.
Estoy comiendo un emparedado.
Estoy cenando ahora.
Estoy disponible esta noche.
Provengo de Tokio, Japón.
Estoy dispuesto a todo.
Ya me estoy cansando.
Me estoy desvistiendo.
Estoy cenando ahora.
Estoy aquí para disculparme.
Solo estoy siendo educado.
Saldré el lunes.
Me voy el domingo.
Ya no estoy preocupado.
Ya no estoy enfadado.
Incluso no soy canadiense.
Ni soy canadiense.
Ni siquiera soy canadiense.
Tampoco soy canadiense.
No te estoy siguiendo.
No soy materialista.
Hoy no trabajo.
Ya no soy joven.
No soy tu hija.
Estoy completamente molido.
Estoy completamente destrozado.
Estoy leyendo este libro.
Si no tengo hambre.
Todavía estoy buscando trabajo.
Estoy quebrado.
Estoy diciendo la verdad.
Estoy pensando en ello.
Estoy cansado de estudiar.
Estoy muy decepcionada.
Hoy tengo mucha hambre.
Ahora mismo voy caminando.
Estoy viendo las noticias.
Estoy trabajando desde casa.
Estoy preocupado por Tom.
Me preocupo por Tom.
Estoy preocupado por ti.
Ya te pagué.
Ya me he duchado.
Ya lo intenté.
Siempre te he odiado.
Siempre te amé.
Siempre te he querido.
Me he vuelto olvidadizo.
Me has hecho falta.
He estado bastante ocupado.
Pedí prestada una mesa.
He roto algo.
He hecho mis deberes.
He hecho algunas cosas.
Dejé de fumar tabaco.
Tengo hambrita.
Lo he oído todo.
Perdí el apetito.
Perdí mi fuerza.
He perdido mi paraguas.
He hecho un descubrimiento.
Ya lo decidí.
Tomé mi decisión.
He tomado mi decisión.
Nunca estuve ahí.
Nunca he probado esto.
Ya te pagué.
He visto días mejores.
Los he visto antes.
Las he visto antes.
He visto esto antes.
Empecé a sangrar.
Lo he intentado todo.
¿Es Mary tu hija?
¿Tom sigue durmiendo?
¿Sucede algo?
¿Todo está bien aquí?
¿Realmente es posible?
¿De verdad es posible?
¿Están limpias las instalaciones?
¿Es auténtico el informe?
¿Hay otra puerta?
¿Hay otra salida?
¿Hay algo nuevo?
¿Son ciertos estos datos?
¿Es esto realmente francés?
¿Está reservado este asiento?
¿Es este tu cuaderno?
¿Ya hiciste tu tarea?
¿Está bien tu reloj?
¿No es increíble?
¿No es tu camisa?
No se puede rectificar.
Puede ser costoso.
Podría ser importante.
No suena bien.
No suena cierto.
Heló anoche.
Ocurrió de forma natural.
Pasó ayer.
Ocurrió ayer.
Se ha confirmado.
Ha sido confirmado.
Ha sido confirmada.
Ha sido maravilloso.
Mañana es domingo.
Está lloviendo fuerte.
Podría estar caro.
Puede ser útil.
Podría nevar esta noche.
Debe ser desmantelado.
Se ve caluroso afuera.
Todavía no funciona.
Esto sabe muy bien.
Ayer hacía frío.
No ha sido inesperado.
Era bastante imponente.
Era bastante serio.
Fue muy agradable.
Era sofocantemente caliente.
Era muy difícil.
Era dificilísimo.
Fue muy decepcionante.
No fue un accidente.
No fue casualidad.
No fue intencional.
No era interesante.
Nevará mañana.
No ocurrirá de nuevo.
No pasará otra vez.
No volverá a pasar.
No dejará de llover.
Seguro que lloverá.
Es lunes, ya sabes.
Es una mala inversión.
Es una canción preciosa.
Está un poco descolorido.
Es un error común.
Es algo cultural.
Es un claro indicativo.
Es absolutamente falso.
Es completamente falso.
Está helado por aquí.
Me está volviendo loco.
Es fácil de recordar.
Aunque es caro.
¡Eso va a explotar!
Es importante para Tom.
Ya es medianoche.
Es más que suficiente.
Es mi canción favorita.
Ya no se mueve.
No tiene buena pinta.
Aún no es medianoche.
No son las Olimpíadas.
No es tu problema.
No es vuestro problema.
No es nada personal.
Es nuestra primera lección.
Es perfectamente normal.
Es bastante caro.
Es bastante notorio.
Allí hace mucho calor.
Es realmente importante.
Es verdaderamente importante.
Esto es realmente estresante.
Es auto-explicativo.
Está comenzando a nevar.
Es del tamaño perfecto.
Es totalmente mi culpa.
Es muy complicado.
Es muy frustrante.
Es muy interesante.
Es lo que esperábamos.
Es tu única oportunidad.
Es tu día especial.
Júpiter es muy grande.
Un momento, por favor.
Mantén el domingo libre.
Mantén tus manos limpias.
Apréndete estas frases.
Deja mi cámara.
Deja mis cosas.
Entorna la ventana.
Preguntémosle al profesor.
Hagamos algo.
Construyamos algo.
Llamémosle Snoopy.
Llamemos a la policía.
Bailemos, ¿de acuerdo?
Dejémosla sola.
Escuchemos música.
Veámonos de nuevo pronto.
No nos emocionemos.
No juguemos tenis.
Abramos la ventana.
Juguemos a las quemadas.
Juguemos al voleibol.
Pospongamos la cena.
Vamos a arreglar cuentas.
Hablemos en francés.
Empecemos con cerveza.
Hablemos de amor.
Viajemos juntos.
Probemos otro.
Intentemos llamar a Tom.
¡Escucha a tu madre!
Mira aquel edificio.
Mira esa montaña.
Miren esa montaña.
Mirá esa montaña.
Mirad esa montaña.
¡Mirá! ¡Un plato volador!
¡Mira! ¡Un platillo volante!
Sentite como en casa.
Siéntete como en casa.
Mucha gente está disgustada.
Muchas personas necesitan ayuda.
Mucha gente compra aquí.
Muchos fueron rechazados.
María tiene sus problemas.
Mary planchó su falda.
Mary es abuela.
Mary es peluquera.
Mary es mi novia.
Mary es muy bonita.
Mary está hilando lana.
Mary perdió su bolso.
Quizá tengamos suerte
Mi francés es patético.
Mi francés es terrible.
Mi equipaje se perdió.
Se robaron mi bicicleta.
Mi hermano nada bien.
Mi carro no arrancaba.
Mi instinto era cierto.
Mi madre es canadiense.
Mi madre hace tortas.
Mi madre estaba furiosa.
Mis padres no saben.
Mi teléfono está vibrando.
Mi hermana se comprometió.
Mi maleta está rota.
La próxima manejo yo.
Fue agradable hablar contigo.
Nadie la apoyó.
Nadie la animó.
Nadie sabe nada.
Nadie me aprecia.
Nadie puede controlarnos.
Nadie lo hace mejor.
No apareció nadie más.
No coopera nadie.
Nadie está cooperando.
Nadie me escuchó.
Nadie lo entiende.
Nadie me entiende.
Nadie quiso venir.
Ninguno quería venir.
No es asunto tuyo.
¡No es asunto tuyo!
No todos están felices.
Nada puede pararlos.
Nada es imposible.
Nada dura para siempre.
Nada es para siempre.
Obviamente, él está equivocado.
Solamente un hombre sobrevivió.
Nuestras tuberías se reventaron.
Pásame esa revista.
Quizás sea demasiado tarde.
Quizá lo encontremos.
Jugar tenis es divertido.
Por favor, déjame tranquilo.
Piénsalo, por favor.
Traduce esto, por favor.
Presenta tus argumentos.
La intimidad no existe.
Persigue tus intereses.
Deseche usted esos temores.
Bajen sus lápices.
¡Bajen las armas!
¡Bajen las armas!
Quédense sentados, por favor.
Quédese sentado, por favor.
Quedate sentado, por favor.
Quedaos sentados, por favor.
Quédate sentado, por favor.
Quedaos sentadas, por favor.
Quédate sentada, por favor.
Recuerda dónde estamos.
Recuerda tu promesa.
Reformule la pregunta.
Reinicia tu computadora.
Ahórrate tu aliento, Tom.
Aprovecha la ocasión.
Comparte tu experiencia.
Ella alcanzó su objetivo.
Ella cambió sus planes.
Ella siempre luce pálida.
Ella siempre trabaja mucho.
Ella intentó suicidarse.
Ella se hizo actriz.
Sabe hablar español.
Ha cometido un crimen.
Ella decidió dimitir.
Ella tiene diecisiete años.
Ella siempre está fumando.
Ella parece muy encantadora.
Ella bajó su voz.
Ella logró escapar.
Ella jugó al baloncesto.
Ella rechazó su oferta.
Ella volvió a Japón.
Ella gritó en agonía.
Ella habla portugués.
Nos enseña francés.
Ella nos enseña francés.
Cumplió ochenta y uno.
Ella entiende la música.
Ella entiende de música.
Ella lo vio bailar.
Es una mujer celosa.
Es una cabezota.
Ella tiene depresión.
Ella es bastante despistada.
Enséñame otro reloj.
Enséñeme otro reloj.
Muéstrame algo nuevo.
Enséñame algo nuevo.
Muéstrame datos tangibles.
Mostrame datos tangibles.
Enséñame tus deberes.
Cierra la puerta rápidamente.
Quien calla otorga.
Cantar es mi pasión.
Siéntate donde quieras.
Alguien podría vernos.
Alguien envenenó a Tom.
Alguien robó mi auto.
Algún día te ganaré.
Alguien preguntó por ti.
Alguien perdió una billetera.
Alguien me está observando.
Alguien me está vigilando.
¡Algo no está bien!
Algo huele bien.
Algo está pasando.
Siento lo de ayer.
Perdón, pero no entiendo.
Ha vuelto la primavera.
La primavera llegará pronto.
Levántate por ti mismo.
Mantente totalmente quieto.
Estudia estas frases.
Cuídate.
Cuídate bien.
Cuidaos.
Quítate la ropa.
Quitaos la ropa.
Quítese la ropa.
Quítense la ropa.
Dime qué ha pasado.
Dime qué pasó.
Cuéntame qué pasó.
Dime qué ocurrió.
Dime qué ha sucedido.
Mentir está mal.
Gracias por llamar.
Gracias por ayudarme.
Gracias por unírtenos.
Gracias por el consejo.
Gracias por el esfuerzo.
Gracias por avisarme.
Gracias por tu aporte.
Gracias por tu respuesta.
Eso puede ser peligroso.
No llevó mucho tiempo.
Aquel perro no muerde.
Esta casa es bonita.
Esa casa parece bonita.
No es mi problema.
Eso parece sangre.
Ese hombre es peligroso.
Eso parece sospechoso.
Eso debería bastar.
Eso no debería pasar.
Eso huele muy bien.
Eso suena hermoso.
Eso fue desalentador.
Dulces palabras.
Eso fue imperdonable.
Esa cañería gotea.
Eso sería raro.
Eso sería extraño.
Eso sería incómodo.
Será un desastre.
Eso es otra cosa.
Eso es otro problema.
Es fantástico, ¿verdad?
No es una pregunta.
No es una solución.
No es asunto mío.
No es culpa mía.
Esto se ajusta bastante.
Eso es el colmo.
Eso es lo principal.
Eso es verdad, ¿no?
Eso es comprensible.
Eso es muy peligroso.
Ahí es donde iremos.
Los Jackson están aquí.
El aeropuerto está cerrado.
Se impidió el ataque.
El bebé lloró estrepitosamente.
El bebé está gritando.
La banda tocó Dixie.
Los pájaros cantan.
Los pájaros están cantando.
Los pájaros tenían hambre.
Los pájaros estaban hambrientos.
No funcionaban los frenos.
La novia estaba radiante.
La tarta está deliciosa.
La limpieza fue bien.
La comparación es apropiada.
La multitud se tranquilizó.
El dato es alentador.
La decisión era fácil.
El felpudo está mugriento.
La alcantarilla estaba obstruida.
La alcantarilla estaba atascada.
El final se precipitó.
El motor está ronroneando.
La evidencia es clara.
El experimento falló.
La canilla está goteando.
El grifo pierde agua.
El sentimiento es mutuo.
Los archivos están perdidos.
La inundación fue tremenda.
Se logró el objetivo.
La tetera está hirviendo.
La pava está hirviendo.
El rey fue ejecutado.
Las leyes han cambiado.
La lista es extensa.
La lista es ilimitada.
Las reuniones han concluido.
El dinero desapareció.
El dinero es malísimo.
La mañana estaba clara.
La montaña es verde.
La oferta fue rechazada.
Los otros chicos sonrieron.
El dolor era terrible.
La fiesta es mañana.
El enfermo se agravó.
La tarta estaba deliciosa.
Ya viene la policía.
El proceso fue rápido.
El público lo sabe.
La lluvia es maravillosa.
El régimen ha caído.
Los resultados fueron buenos.
Los rumores eran falsos.
La situación es desagradable.
Los soldados están muertos.
La historia suena verdadera.
La historia suena creíble.
La historia fue amena.
La calle está inundada.
Las calles están limpias.
Los estudiantes han vuelto.
El sospechoso confesó.
El sistema está funcionando.
El taxi atrasado llegó.
El equipo estuvo fatal.
El texto es ilegible.
El ladrón corrió rápidamente.
La ciudad es bella.
La ciudad estaba desierta.
El tren ha llegado.
El tren estaba lleno.
El tren iba lleno.
El tratado fue firmado.
Le quitaron el tumor.
Le sacaron el tumor.
Le removieron el tumor.
Removieron el tumor.
Sacaron el tumor.
La votación es unánime.
El tiempo empeoró.
El mundo ha cambiado.
El mundo está cambiando.
Su respuesta fue extensa.
No hay ejemplos.
No hay problemas.
No hay ningún problema.
Aquí no hay nada.
No hay mucho tiempo.
Hubo un accidente.
No había baño.
No hubo violencia.
Había sólo chicas.
Hay un gran problema.
Hay una pareja aquí.
Ahí hay un hotel.
Hay una rosa amarilla.
Hay otro obstáculo.
Hay otra pega.
Hay otra dificultad.
No hay diferencia.
No hay vuelta atrás.
Aquí no hay azúcar.
Hoy no hace viento.
Allí no hay nada.
No hay nada ahí.
No hay nada erróneo.
Hay alguien aquí.
Hay alguien allá.
Estos son mis hijos.
Éstos son mis estudiantes.
Éstas son mis alumnas.
Esto son espinilleras.
Estamos viviendo tiempos difíciles.
No son iguales.
Estos huevos están podridos.
Estas uvas están maduras.
Todos lucían felices.
Todos ellos hablan francés.
Armaron al pueblo.
Ellos llegaron demasiado pronto.
Comieron bombones.
Ellos comieron bombones.
Ellas comieron bombones.
Ellos quemaron algún carbón.
Comparten coche.
Ellos cambiaron la norma.
No parecen felices.
Ellos no entienden.
Ellos entraron al cuarto.
Intercambiaron saludos.
Ellos intercambiaron saludos.
Ellas intercambiaron saludos.
Lo encontraron culpable.
Se odiaban.
Cargaron el camión.
Parecían bastante ocupados.
Perdieron el tren.
Deben ser castigados.
Se les debe castigar.
Ellos evitaron pelear.
Ellos siguieron siendo amigos.
Ellos nos vieron ayer.
Ellos despreciaron al mentiroso.
Deberían agradecérselo a Tom.
Ellos gritaron pidiendo ayuda.
Ellos empezaron a pelear.
Dejaron de reír.
Nunca estuvieron solos.
Estaban escasos de personal.
Estaban faltos de personal.
Ellos eran muy estrictos.
No lo entenderán.
Son estudiantes capaces.
Le tienen miedo.
Son todos irritables.
Vienen a por mí.
Vienen a por nosotros.
Están comiendo manzanas.
Solo son estudiantes.
Son gente corriente.
Son gente normal.
No son criminales.
Están justo afuera.
Son demasiado peligrosos.
Son demasiado peligrosas.
Han sido detenidos.
Han cambiado mucho.
Piensa antes de saltar.
Este plátano está podrido.
Este café está amargo.
Este concurso está arreglado.
Este dato está obsoleto.
Esto es una catástrofe.
Es una obra maestra.
Esto es extraordinario.
Esto es inapropiado.
Esto no es caro.
Esto no está pasando.
No es importante.
Esto no es importante.
Esto es tan deprimente.
Esto es algo nuevo.
Estas son impactantes noticias.
Esto son imponentes noticias.
¡Esto es demasiado caro!
Es muy emocionante.
No es culpa tuya.
Esta carretera es terrible.
Esta frase está bien.
Esta oración es buena.
Eso no debe suceder.
Esta sopa está buena.
Esta cuerda es fuerte.
Este libro es bueno.
Esta ventana está rota.
Este vino sabe bien.
Este trabajo no paga.
Esto funciona siempre.
Ellos son mis hijos.
Ésos son mis pantalones.
Esos son sus libros.
Esas son tus órdenes.
Esas fotos son suyas.
No se aceptan propinas.
Es importante para mí.
Para mí es importante.
Tom contestó el teléfono.
Tom pidió ayuda.
Tom parecía confundido.
Tom llegó el lunes.
Tom llegó ayer.
Tom intentó suicidarse.
Tom se hizo católico.
Tom se volvió sospechoso.
Tom abordó el avión.
Tom quemó la carta.
Tom canceló su viaje.
Tom charló con Mary.
Tom aplaudió.
Tom limpió la playa.
Tom despejó la mesa.
Tom subió la cerca.
Tom colecciona antigüedades.
Tom viene de Boston.
Tom se suicidó.
Tom compuso un soneto.
Tom siguió cavando.
Tom continuó leyendo.
Tom siguió trabajando.
Tom continuó escribiendo.
Tom apenas podía caminar.
Tom podía ser canadiense.
Tom apenas podía caminar.
Tom no veía nada.
Tom decantó el vino.
Tom merece una recompensa.
Tom hizo cincuenta abdominales.
Tom no almorzó.
Tom no lo entendía.
Tom murió en Australia.
Tom murió de disentería.
Tom defraudó a Mary.
Tom no tiene tiempo.
Tom no sabe eso.
Tom no vive aquí.
Tom no necesita esto.
Tom no habla mucho.
Tom no consume drogas.
Tom no quiere compasión.
Tom no trabaja aquí.
Tom finalmente accedió.
Tom espera lo peor.
Tom se sintió decepcionado.
Tom terminó su cerveza.
Tom terminó la carrera.
Tom coqueteó con Mary.
Tomás dobló sus camisas.
Tom me dio algo.
Tom creció siendo bilingüe.
Tom tuvo un cómplice.
Tom tiene una reserva.
Tom ya ha empezado.
Tom ha sido raptado.
Tom tiene buena vista.
Tom es un inconsciente.
Tom no tiene experiencia.
Tom tiene mala vista.
Tom dejó de tomar.
Tom tiene pelo lacio.
Tom tiene tres primos.
Tom tiene tres primas.
Tom tiene tres hermanas.
Tom ha cumplido treinta.
Tom tiene abdominales planos.
Tom ignoró mi comentario.
Tomás es cardiólogo.
Tom es conservador.
Tom es fotógrafo.
Tom es psicólogo.
Tom es cuadripléjico.
Tom es conflictivo.
Tom es veterinario.
Tom siempre está serio.
Tom siempre está sonriendo.
Tom sangra otra vez.
Tom está comprando plátanos.
Tom tiene claustrofobia.
Tomás está tomando jugo.
Tom está comiendo galletitas.
Tomás está comiendo ostras.
Tom es de Australia.
Tom está ganando peso.
Tom está mejorando.
Tom está calificando papeles.
Tomás está planchando camisas.
Tom es mi abuelo.
Tom es mi inspiración.
Tom está plantando árboles.
Tom es realmente intenso.
Tom es realmente especial.
Tom está realmente preocupado.
Tomás todavía está durmiendo.
Tom está estudiando solo.
Tom es muy capaz.
Tom es muy arrogante.
Tom es muy peligroso.
Tom es muy hábil.
Tom es muy olvidadizo.
Tom es muy ingenioso
Tom es muy organizado.
Tom es muy sarcástico.
Tom no es comunista.
Tom derribó a Mary.
Tom sabe muchas cosas.
Tom conoce al director.
Tom conoce esas reglas.
Tom escuchó cuidadosamente.
Tom parecía muy feliz.
Tom parece cómodo.
Hoy Tom parece feliz.
Tom bajó 30 kilos.
Tom perdió la vista.
Tom perdió su pasaporte.
Tom perdió su paraguas.
Tom apagó la voz.
Tom podría ser canadiense.
Tom posiblemente tenga cáncer.
Tom necesita un marcapasos.
Tom nunca come quiché.
Tom nunca se casó.
Tom nunca miró detrás.
Tom solo bebe agua.
Tom abrió su laptop.
Tomás abrió la ventana.
Tom pintó la cerca.
Tom tocó su violín.
Tom toca el fagot.
Tom pulsó el botón.
Tom tocó el timbre.
Tom apestaba a alcohol.
Tomás rechazó la idea.
Tom se rascó.
Tom parece deprimido últimamente.
Tom parece desanimado últimamente.
Tom parece incompetente.
Tom parece inteligente.
Tom parece bastante contento.
Tom luce bastante molesto
Tom debería ser recriminado.
Tom no mostraba arrepentimiento.
Tom estornudó con fuerza.
Tom resolvió el puzzle.
Tom derramó su bebida.
Tom todavía me desprecia.
Tom dejó de respirar.
Tom me enseña francés.
Tom nos enseña francés.
Tom tergiversó la verdad.
Tom descorchó el vino.
Tom me subestimó.
Tom entiende la música.
Tom desató el listón.
Tom camina muy lentamente.
Tom quería responder.
Tom quiere más café.
Tom era paracaidista.
Tom estaba distraído.
Tom siempre estaba ausente.
Tom era contador.
Tom estaba desilusionado.
Tom fue desconsiderado.
Tom estaba esperando allí.
Tom no estaba interesado.
Tom volvió afuera.
Tom ganó el triatlón.
Tom prefiere quedarse.
Tom no diría eso.
Mañana es Navidad.
Mañana es feriado.
Inténtalo y presta atención.
Hazlo más facil.
Mira, mucho más sencillo.
Había dos sitios libres.
Había dos asientos desocupados.
Usa tu sentido común.
¿Alguien más resultó herido?
¿Hizo frío ayer?
Cuidado con los charcos.
Hemos aceptado su oferta.
Aceptamos su oferta.
Logramos mucho.
Nos angustiábamos con esto.
Todos queremos algo.
Todos queríamos venganza.
Siempre llegamos tarde.
Nosotros estamos molestándole.
Somos jugadores de fútbol.
Somos futbolistas.
No podemos ver nada.
Capturamos al ladrón.
Continuamos charlando.
Seguimos hablando.
Derrotamos al enemigo.
Exigimos un recuento.
No creemos eso.
No hablamos francés.
Nos emborrachamos juntos.
Nos pusimos en pedo.
Tenemos nuestras sospechas.
Tenemos nuevos vecinos.
Tenemos una ventaja.
Tenemos dos hijas.
Tenemos manzanas amarillas.
Nos encanta comer manzanas.
Adoramos a nuestros clientes.
Jugamos y reímos.
Devolvimos el dinero.
Deberíamos estar juntos.
Nosotros deberíamos estar juntos.
Deberíamos quedarnos aquí.
Deberíamos permanecer aquí.
Deberíamos trabajar más rápido.
Hablamos de música.
Nos turnamos para manejar.
Queremos algo nuevo.
Deseamos algo nuevo.
Éramos como hermanos.
No éramos muy cercanos.
No nos rendiremos.
Mejor que nos preparemos.
Volveremos por la noche.
Viviremos como reyes.
Lo perderemos todo.
Nos encontraremos aquí mismo.
Descansaremos después.
Todos somos de Boston.
Estamos todos muy asustados.
Estamos todas muy asustadas.
Estamos haciendo algo.
¡Nos casamos!
Estamos en serio peligro.
Estamos en grave riesgo.
Estamos aprendiendo francés.
Lo estamos buscando.
Estamos progresando.
Ya casi terminamos.
Todavía estamos en Boston.
Seguimos buscando.
Estamos estudiando francés.
Te estamos esperando.
Estamos trabajando para usted.
Ya hemos empezado.
Hemos sido descubiertos.
Hemos encontrado algo.
Tenemos que evacuar.
Te tenemos cubierto.
Hemos hablado de eso.
¿Estabais serios?
¿Estabais serias?
¿No estabas escuchando?
¡Qué hermoso bebé!
¡Qué hermoso anillo!
¡Qué hermosa ciudad!
¡Qué decepción!
¡Qué desilusión!
¡Qué color tan espantoso!
¡Qué atrocidad!
¡Qué hermoso regalo!
¡Qué idea maravillosa!
¡Qué maravillosa vista!
¡Qué bochorno!
¡Qué juego tan emocionante!
¿Cuáles son los beneficios?
¿Cuáles son los síntomas?
¿Qué son estas cosas?
¿Qué son esos ruidos?
¿Qué estás tomando?
¿Qué estáis bebiendo?
¿Qué estás insinuando?
¿Qué estás tejiendo?
¿Qué estáis aprendiendo?
¿Qué estás aprendiendo?
¿Qué estás pensando?
¿Cuáles son tus pasatiempos?
¿Cuáles son tus preocupaciones?
¿Qué comen los elefantes?
¿Qué recomendarías tú?
¿Qué no sabe Tom?
¿Qué decidiste?
¿Qué has aprendido?
¿Y si se equivocan?
¿Qué es este disparate?
¿Qué idioma es?
¿Qué se logró?
¿Qué estábamos pensando?
¿Qué diría el doctor?
¿Qué hacemos aquí?
¿Qué estamos haciendo aquí?
¿Qué nos ha pasado?
¿Qué es más importante?
¿Qué tarda tanto?
¿Qué día es hoy?
¿Qué fecha es hoy?
¿Cuál es la diferencia?
¿En qué se diferencia?
¿Qué te atormenta?
¿Qué pasa con Tom?
¿Cómo te apellidas?
¿Cuándo llegarán?
¿Dónde están mis niños?
¿Dónde están mis muletas?
¿Dónde están mis pantalones?
¿Dónde están las duchas?
¿Dónde están los servicios?
¿Dónde te estás quedando?
¿Dónde te alojas?
¿Dónde está trabajando?
¿Dónde están tus papeles?
¿Dónde están vuestras cosas?
¿Dónde duerme Tom?
¿Dónde están los servicios?
¿Dónde está el baño?
¿Dónde está el ascensor?
¿Dónde está el servicio?
¿Dónde está vuestro hermano?
¿Dónde estaba el error?
¿Dónde estaban los demás?
¿Adónde iban ellos?
¿Donde estabas tú escondido?
¿Dónde está mi móvil?
¿Dónde está el periódico?
¿Dónde está el otro?
¿Dónde está la otra?
¿Dónde está el presidente?
¿Dónde está el bronceador?
¿Dónde está tu mochila?
¿Dónde tienes el pasaporte?
¿Dónde está su maleta?
¿Cuál es su maleta?
¿Qué teatro es ese?
¿Quiénes son los testigos?
¿Contra quién pelean?
¿Quién descubrió el radio?
¿Quién te enseñó francés?
¿Quién quiere más café?
¿Quién escribió estos poemas?
¿Quién escribió esta carta?
¿Quién sabría la respuesta?
¿Por qué estamos susurrando?
¿Por qué está enfadado?
¿Por qué no comes?
¿Por qué no respondías?
¿Por qué no respondiste?
¿Por qué no atendiste?
¿Por qué no atendías?
¿Por qué sucedería esto?
¿Vendrá mañana?
¿Lloverá mañana?
¿Me acompañarás?
¿Vas a viajar solo?
El invierno se acerca.
Ya llega el invierno.
El invierno se acerca.
¿Podría parar por favor?
Anótalo todo.
Anotad todo.
Anota tus objetivos.
Anotad vuestros objetivos.
Anote usted sus objetivos.
Siempre pareces cansado.
Eres decidido.
Ustedes pueden venir juntos.
No podéis hacer nada.
No puedes hacer nada.
Complicas las cosas.
Te mereces un regalo.
Te mereces el premio.
Os merecéis el premio.
No lo has entendido.
No entendiste.
No suenas alegre.
Sois unos genios.
Tú tienes buenos amigos.
Tiene muchos amigos.
Tienes muchas amigas.
Tienes muchos amigos.
Tú tienes muchos amigos.
Usted tiene muchos amigos.
Tenéis muchos amigos.
Vosotros tenéis muchos amigos.
Tú tienes muchas amigas.
Tiene muchas amigas.
Usted tiene muchas amigas.
Tenéis muchas amigas.
Vosotros tenéis muchas amigas.
Debes rehidratarte.
Tienes hasta el lunes.
Pareces muy cansada.
Tú podrías resultar lastimado.
Debes estar agotado.
Debes estar agotada.
Deberías dejar de fumar.
Tienes que haberlos perdido.
Deberías pedir perdón.
Nunca me creiste.
Te recuperaste rápido.
Arruinaste todo.
Deberías tomar apuntes.
Deberías fumar menos.
Deberías habérmelo dicho.
Tenías que habérmelo dicho.
No deberías estar aquí.
No deberías haber venido.
Habla muy despacio.
Nadas muy rápido.
Nadan muy rápido.
Lo entiendes, ¿verdad?
Ya mero la tenías.
Estabas mintiendo, ¿verdad?
Tenías razón antes.
No serás castigada.
Será mejor que pares.
Te resultará aburrido.
Te resultará fácil.
Perderás el tren.
Nunca estarás solo.
Nunca estarás sola.
Nunca estaréis solos.
Nunca estaréis solas.
Eres un bocazas.
Siempre estás cantando.
Cantas todo el rato.
Siempre estás sonriendo.
Siempre estás trabajando.
Eres mejor que yo.
Lo estás haciendo bien.
¡Lo estás haciendo mal!
Lo estás haciendo mal.
Te estás acercando.
Estás cagando fuego.
Estás en peligro, Tom.
¿Estás bromeando, cierto?
Tú estás preparando esto.
Eres mi mejor amigo.
Eres mi único amigo.
Eres mi única amiga.
No eres invencible.
No sos invencible.
No eres tan aterrador.
No te quedan excusas.
No os quedan excusas.
No le quedan excusas.
No les quedan excusas.
Estás analizando demasiado.
Estáis analizando demasiado.
Puede que tengas razón.
Probablemente estás cansado.
Probablemente estés equivocado.
Eres tan predecible.
Eres la monda.
Eres tremendo.
Eres la bomba.
Eres la leche.
Menudo bicho estás hecho.
Todavía estás involucrado.
Eres demasiado idealista.
Eres muy poco flexible.
Eres demasiado inflexible.
Estás muy linda.
Eres muy bonita.
Eres hermosísima.
Estás muy cerca ahora.
Eres muy emocional.
Eres muy observador.
Sos muy escéptico.
Sos muy escéptica.
Eres muy escéptico.
Eres muy escéptica.
Eres muy sabio, Tomás.
Has venido demasiado pronto.
Habéis venido demasiado pronto.
Ha venido demasiado pronto.
Han venido demasiado pronto.
Bebiste demasiado.
Tienes mis gafas.
Has cometido un error.
Realmente has cambiado.
Tus botas están arruinadas.
Tu familia te necesita.
Tu padre te ama.
Tu padre te quiere.
Tu padre te reclama.
Tus amigos se retrasan.
Tus manos están mugrosas.
Te sangra la nariz.
Le sangra la nariz.
Te sangra la napia.
Tu teléfono está sonando.
Tu camisa está manchada.
Tus zapatos están desatados.
Sus zapatos están desatados.
Vuestros zapatos están desatados.
Su reloj adelanta.
Eres una presumida.
Se requiere una contraseña.
Una esponja absorbe agua.
De hecho tienes razón.
La entrada será gratis.
Casi todos suspendieron.
¿Me estoy perdiendo algo?
¿Y entonces que pasó?
Otro café, por favor.
¿Alguna otra idea brillante?
¿Están maduros estos plátanos?
¿También vosotros sois canadienses?
¿Eres electricista?
¿Es usted electricista?
¿Te están siguiendo?
¿Estás haciendo algo?
¿Te sientes mejor?
¿Eres de Australia?
¿Vas a alguna parte?
¿Vas a algún lado?
¿Vas a algún sitio?
¿Dejas Boston?
¿Estás grabando esto?
¿Me estás amenazando?
¿No tienen sueño?
La Atlántida fue destruida.
Estar casado es estupendo.
La galletas pueden congelarse.
Tráeme las revistas.
Tráeme el periódico.
Llámame esta tarde.
¿Tú puedes hacer contabilidad?
¿Puedes garantizar eso?
¿Puedes empezar mañana?
¿No sabes hablar francés?
Charla con tus amigos.
Tener hijos cuesta dinero.
Los hijos cuestan dinero.
Los niños tienen prioridad.
Las clases empiezan mañana.
Ven inmediatamente.
Venid cuando queráis.
Venga cuando quiera.
Ven cuando quieras.
Venid cuando queráis.
Las computadoras son máquinas.
Continúe su análisis.
Cocinar es interesante.
¿Podría parar, por favor?
¿Eso realmente sucedió?
¿Encontraron algo?
¿Encontraste algo?
¿Perdiste algo?
¿Necesitabas algo?
¿Revisaste tú este texto?
¿Nadaste ayer?
¿Querías algo?
¿Trabajaste ayer?
¿Acaso nadie te dijo?
¿Los cocodrilos ponen huevos?
¿Existen realmente los fantasmas?
¿Las arañas beben agua?
¿Esos insectos pican?
¿Vendes pilas?
¿Lo tienes todo?
¿Traes todo?
¿Tiene experiencia?
¿Tienes pesadillas?
¿Te gustan los cappelletis?
¿Reconoces estas?
¿Vendes palillos chinos?
¿Estudias química?
¿Entiendes esto?
¿Tom tiene hijos?
¿Vive alguien aquí?
¿Aquí vive alguien?
¿Todos lo quieren?
¿Ella tiene hijos?
¿Ella habla inglés?
¿Os parece una estupidez?
¿De verdad eso importa?
¿Te duele el estómago?
¿Eso no te asusta?
No seas irresponsable.
No seas tan agresivo.
No seas tan ridículo.
No cambies de idea.
No te preocupes.
No te engañes.
No hagas ninguna tontería.
No te halagues.
No me des nada.
No los dejéis solos.
No los deje solos.
No las deje solas.
No pierdas los estribos.
No me malentienda.
No prometas nada.
No tires del gatillo.
No pulsar ese botón.
¡No alces la voz!
No me mandes mensajes.
No mandes esa carta.
No arrojes basura aquí.
No toques el botón.
No lo subestimes.
No me subestimes.
No me subestiméis.
No nos subestimes.
No uses el ascensor.
No malgaste su dinero.
No malgastes tu dinero.
¿No hablas francés?
Vacía cualquier agua sobrante.
Soñar no cuesta nada.
La electricidad está subiendo.
Hasta los hombres lloran.
Toda persona es única.
Cada persona es única.
Cada persona es diferente.
Cada persona es distinta.
Todos siguieron trabajando.
Todos hablaron francés.
Todos tienen acento.
Todos conocían la canción.
Todos conocen la ley.
Todos lucen preocupados.
Todos necesitan amigos.
Todos permanecieron calmados.
Todas quedaron satisfechas.
Cada uno quedó satisfecho.
Todos estaban satisfechos.
Todos se durmieron.
Todos están de vacaciones.
Todo es posible.
Todo es relativo.
Todo cambiará.
¡Qué casualidad encontrarte aquí!
Descúbrelo por ti mismo.
Descubre lo que ocurrió.
Allí se venden flores.
Para mí es importante.
Dame otra oportunidad.
Dame treinta minutos.
Buenos días a todos.
Agarren las palas, muchachos.
¿Ha dejado de nevar?
¿Ha parado de nevar?
¿Ha sucedido algo?
¿Ha pasado algo?
¿Ya has votado?
¿Ya votó?
¿Has estado estudiando?
Él aceptó mi regalo.
Él reconoció su derrota.
Él admitió su derrota.
Llegó más bien tarde.
Él intentó escapar.
Vino sin avisar.
Él cambió su dirección.
Él confesó su culpa.
Engañó a su amigo.
Reparte periódicos.
No fue a clase.
Él no dijo nada.
No dijo nada.
No vio nada.
Él derrochó su dinero.
Él tiene hombros anchos.
Él tiene once hijos.
Todavía no ha vuelto.
Él mejoró el dispositivo.
Está jugando fuera.
Él sabe diez idiomas.
Quizá venga mañana.
Él probablemente no vendrá.
Probablemente no vendrá.
Él no vendrá probablemente.
Volvió a América.
Habla bien inglés.
Me tocó el hombro.
Él sabe de física.
Él estaba felizmente casado.
Él estaba visiblemente nervioso.
Él llevaba gafas.
Él no nos creería.
Él jamás me perdonará.
Él nunca me perdonará.
Es jugador de béisbol.
Es beisbolista.
Él es cadete.
Es profesor de canto.
Él es drogadicto.
Probablemente estará durmiendo.
Probablemente esté durmiendo.
Es rico y poderoso.
Él nos está entreteniendo.
Su vestido parecía barato.
Hey, no olvides esto.
Hey, no olvide esto.
¡Eh! Esto está delicioso.
¡Eh! Esto es delicioso.
¡Eh! Esto está riquísimo.
Su padre es japonés.
Su papá es japonés.
Su plan fue descartado.
Su respuesta fue negativa.
Su hermana luce joven.
Sus palabras me sorprendieron.
¿Cómo se pronuncia?
¿Cómo estuvo tu tarde?
¿Cómo estuvo su entrevista?
Acepto esta propuesta.
Acepté inmediatamente.
Ya hablo francés.
Estoy bajando libros.
Estoy descargando libros.
Agradezco la oferta.
Yo aprecio tu ayuda.
Aprecio tu ayuda.
Pido tu perdón.
Armo motores de auto.
Asistí a su funeral.
Empiezo esta tarde.
Soborné al policía.
No me puedo controlar.
No sé hablar japonés.
Contacté a mis padres.
Apenas podía respirar.
Casi no podía hablar.
Desprecio a esa gente.
Desprecio a esas personas.
Lo destruí todo.
No hice nada ilegal.
Lo hice mal.
Lo hice incorrectamente.
Yo no le critiqué.
Ayer no comí.
No he encontrado nada.
No sabía nada.
Descubrí la verdad.
No necesito recordar.
No hablo japonés.
Yo no hablo japonés.
No sé hablar japonés.
No entiendo el arte.
No te entiendo.
No os entiendo.
Acabé pidiendo disculpas.
Exageré un poco.
Me abroché el cinturón.
Odio ver películas.
Oigo a alguien cantar.
Ayer le ayudé.
Yo heredé su campo.
Sé que Tom entiende.
Lo sé por experiencia.
Sé que es imposible.
Yo las conozco personalmente.
Yo los conozco personalmente.
Sé que somos diferentes.
Sé que estás confundido.
Sé que eres inocente.
Salgo esta tarde.
Me gusta hablar francés.
Me gusta estudiar francés.
Me gusta viajar solo.
Me gusta ver películas.
Escucho de todo.
Me encantan las bromas.
Adoro ese comercial.
Me encanta viajar solo.
Me mudé aquí ayer.
Necesito lápices de colores.
Necesito cubiertos.
Necesito algunos voluntarios.
Necesito esos documentos.
Necesito tu ayuda.
Nunca maté a nadie.
Frecuentemente me siento deprimido.
Ordené comida china.
Pedí comida china.
Cociné demasiado la pasta.
He tocado el acordeón.
Toqué el acordeón.
Prefiero trabajar solo.
Estoy realmente interesado.
De verdad lo aprecio.
Realmente lo aprecio.
Realmente lo agradezco.
Me sentí verdaderamente deprimido.
Me deprimí seriamente.
Me he deprimido profundamente.
He recibido tu carta.
Recibí su carta.
Recientemente tuve cirugía.
Lamento esa decisión.
Lamento lo que pasó.
Siento lo que pasó.
Actualicé la página web.
Recuerdo muchas cosas.
Recuerdo ese discurso.
Recuerdo aquellos tiempos.
Recuerdo a tu padre.
Respeto tu opinión.
Respeto vuestra opinión.
Respeto su opinión.
Regresé del extranjero.
Dije inmediatamente que sí.
Apenas cometo errores.
Vendo ropa por Internet.
Debería comer algo.
Debería haber comido más.
Apreté el gatillo.
Estoy estudiando varios idiomas.
Estoy aprendiendo muchos idiomas.
Estudio muchos idiomas.
Apoyo la propuesta.
Aprendí francés yo solo.
Pienso que él vale.
Pienso que vale.
Creo que es inocente.
Creo que eres increíble.
Creo que estás celoso.
Les conté todo.
Confío plenamente en él.
Mañana cumplo treinta años.
Comprendo los riesgos.
Quiero algo dulce.
Quiero este diccionario.
Estaba siguiendo órdenes.
Estaba increíblemente aburrida.
Solo estaba recordando.
Solo estaba especulando.
No estaba decepcionado.
Yo estaba realmente deprimida.
Estaba realmente sensible.
Fui realmente sensible.
Estuve ciertamente emocional.
Me sorprendí de verdad.
Estaba algo nervioso.
Me encontraba algo inquieto.
Ayer fui allí.
Fui ayer allí.
No os decepcionaré.
Yo no aconsejaría eso.
Yo no repetiría eso.
Yo estaría muy agradecido.
Será mejor que empiece.
Haría casi cualquier cosa.
Aceptaré tu oferta.
Estaré allí mañana.
Seré tu guardaespaldas.
Llamaré a Tom mañana.
Llamaré a una ambulancia.
Te llamaré mañana.
Mañana te llamo.
Te llamo mañana.
Revisaré mi horario.
Revisaré su vista.
Vendré si es necesario.
Decidiré eso después.
Yo misma lo llevaré.
Yo mismo lo llevaré.
Yo mismo lo entregaré.
Lo haré inmediatamente.
Lo averiguaré mañana.
Encontraré a alguien más.
Mañana ayudaré a Tom.
Yo prepararé algo.
Te veo mañana.
Extrañaré tu comida.
Nunca te abandonaré.
Nunca perdonaré a Tom.
Estudiaré tu informe.
Soy profesor de japonés.
Soy profesora de japonés.
Soy un hombre realista.
Soy una persona realista.
Estoy totalmente furioso.
Soy alérgica al gluten.
Estoy disgustado con todos.
Me estoy volviendo despistado.
Estoy esperando visitas.
Los gatos me fascinan.
Me alegra que vengas.
Estoy feliz de cooperar.
Estoy hambriento y sediento.
Estoy hambrienta y sedienta.
Me voy a Boston.
Estoy escuchando música.
Estoy perdiendo la paciencia.
No estoy haciendo nada.
Ya no tengo hambre.
No soy muy organizado.
Soy bastante progresista.
Estoy preparado para todo.
Estoy preparada para todo.
Estoy harto de todo.
Estoy harto de hamburguesas.
Me llevo tu billetera.
Estoy pensando en ti.
Pienso en ustedes.
Estoy intentando meditar.
Estoy intentando recordar.
Estoy intentando acordarme.
Me estoy intentando acordar.
Camino junto a ella.
Estoy lavando los platos.
Me preocupo por ellas.
Me preocupo por ellos.
Estoy escribiendo un artículo.
Soy joven e inocente.
Soy su nueva asistente.
He analizado los datos.
He estado en Australia.
He roto mis lentes.
Encontré otro trabajo.
He encontrado el problema.
Tengo problemas.
He oído esto antes.
He aprendido la lección.
Nunca jugué golf.
Un incentivo siempre ayuda.
¿Gibraltar es un país?
¿Tom está aprendiendo francés?
¿Tomás es realmente canadiense?
¿Está Tom hablando francés?
¿Hay alguien ausente hoy?
¿Está mal comer gente?
¿Está todo preparado?
¿Es algo serio?
¿Hay alguien ahí abajo?
¿Hay alguna objeción?
¿Hay algo más?
¿Este es dinero canadiense?
Puede ser vergonzoso.
Es imposible que funcione.
Cuesta tres mangos.
Cuesta tres dólares.
No paraba de nevar.
Ni siquiera importa.
No importa mucho.
No me sorprende.
Se ve bastante injusto.
Ha parado de llover.
Es sin embargo cierto.
Es realmente maravilloso.
Se veía tan delicioso.
Necesita pilas nuevas.
Olía realmente bien.
Huele a amoniaco.
Aquí huele raro.
Sabe a pollo.
Fue extremadamente extraño.
Fue raro de narices.
Fue muy raro.
Llovía quedito.
Llovía dulcemente.
Fue tan excitante.
Fue muy confuso.
No era mi intención.
No fue premeditado.
No para de sangrar.
Mañana hará bueno.
Es tres de octubre.
Es un mundo peligroso.
Es una tarea monumental.
Es un evento religioso.
Es un problema importante.
Es una propuesta idiota.
Es un verbo transitivo.
Es un mundo maravilloso.
Es contra las reglas.
Es una emergencia, Tom.
Es un vino excelente.
Es un paso importante.
Es un viejo manuscrito.
Es un manuscrito viejo.
Es un viejo estereotipo.
Es una situación fea.
Últimamente ha hecho calor.
Es totalmente normal.
Hoy hace bastante calor.
Es imposible para mí.
Es extremadamente aburrido.
Es justo lo opuesto.
Me está poniendo nervioso.
No es una coincidencia.
No es biodegradable.
Es bastante increíble.
Está lloviendo mucho.
Está realmente helado hoy.
Está nevando en Boston.
Es extraño, pero cierto.
Es extraño, ¿no?
Es de vital importancia.
Mantén vivo este insecto.
La risa es contagiosa.
Dejame solo, por favor.
Crucemos la calle.
Atravesemos este campo.
Veamos qué pasa.
A ver qué pasa.
Hablemos en inglés.
Estiremos las piernas.
Cambiemos a francés.
Corramos ese azar.
Corramos ese riesgo.
Caminemos hacia la ciudad.
Escuchame bien.
Escúchame con atención.
Mira a la pizarra.
¡Mira, hay un conejo!
Mucha gente estaba allí.
Muchos esclavos fueron afrancados.
Mary planchó su blusa.
Mary es mi abuela.
María lubricó su bicicleta.
Mary era animadora.
Mary fue animadora.
Maryam se porta bien.
¿Me permite presentarme?
Quizá Tom tenga problemas.
Quizá Tom estaba estudiando.
¡Métete en tus asuntos!
¡Meteos en vuestros asuntos!
¡Metete en tus cosas!
¡Métete en tus asuntos!
¡Meteos en vuestros asuntos!
¡Metete en tus cosas!
Mi sótano está inundado.
Mi hija tiene frenillos.
Mi amigo es bilingüe.
Mi amiga es bilingüe.
Mis amigos son asombrosos.
Mi abuela está enferma.
He cambiado de opinión.
Mis órdenes son incondicionales.
Mis padres están sanos.
Mi turno casi termina.
Mi estómago está gruñendo.
Ya nadie escucha.
Nadie sabe la verdad.
Nadie habla así.
Nadie es indispensable.
La normalidad no existe.
No todos son honestos.
Nada es un accidente.
Nada es casualidad.
Nada es irrompible.
Nada importa realmente.
Nada verdaderamente importa.
Nada parecía funcionar.
Nada ha cambiado.
No pasó nada todavía.
Solo vinieron cincuenta personas.
Nuestros vasos fueron cambiados.
Nuestra escuela se incendió.
Nuestro equipo ganó ayer.
La gente es complicada.
Por favor, vayan abajo.
Por favor, mantenme informado.
Por favor, enséñame francés.
Escríbeme pronto por favor.
Hay una cantidad limitada.
Lee entre las líneas.
Modere usted sus ímpetus.
Hasta mañana.
Ella aceptó su propuesta.
También habla francés.
Ella siempre me cree.
Siempre me cree.
Ella sabe hablar japonés.
Ella cruzó la calle.
Ella no parece feliz.
Se cansa en seguida.
Ella misma le ayudó.
Ella ya está casada.
Ella siempre está contenta.
Ella pulsó el interruptor.
Dejó de darme carrilla.
Ella tembló de miedo.
Le costaba respirar.
Usa toneladas de maquillaje.
Ella trabaja en marketing.
Ella escribe precioso.
Ella es una individualista.
¿No deberías estar yéndote?
Gritar no es cantar.
Enséñeme otra cámara.
Mostrame algo más.
Entonces, ¿qué problema tienes?
Aquí alguien está mintiendo.
Alguien diga algo.
Alguien me acompañó.
Alguien te está llamando.
Alguien nos espía.
Algo no va bien.
A veces me asustas.
Perdón por interrumpirte.
Se prohíbe escupir.
La primavera se acerca.
Comienza del principio.
El éxito produce éxito.
El éxito engendra éxito.
Había muy pocos suministros.
¡Tomá lo que quieras!
Toma lo que quieras.
Sube las bolsas arriba.
Gracias por venir, Tom.
Gracias por invitarme.
Gracias por rescatarme.
Gracias por el comentario.
Gracias por las flores.
Gracias por las entradas.
Gracias por tu consejo.
Eso no me jode.
Eso es otra cosa.
Eso es otro problema.
Esa película es emocionante.
Esa película fue entretenida.
Esa planta necesita sombra.
Eso realmente me molesta.
Todavía no se sabe.
Todavía nadie lo sabe.
Eso suena increíble.
Parece razonable.
Eso suena razonable.
Eso fue inapropiado.
Eso no era necesario.
Eso fue nuestro acuerdo.
No fue mi error.
Esa agua sabe bien.
Eso sería mortal.
Ello sería suicida.
Eso me sorprendería.
Eso no cambiará nada.
Es una buena respuesta.
Muy buena la foto.
Es una idea estupenda.
Es una idea excelente.
Eso es ilegal.
Eso es una exageración.
El fútbol es así.
Es mi única preocupación.
Eso no es interesante.
Eso no tiene interés.
Esa es una explicación.
Eso es muy halagador.
Por eso estás aquí.
La Guerra Fría proseguía.
El automóvil se detuvo.
El equipaje está asegurado.
Las pesas son pesadas.
No funcionaban los frenos.
El edificio se cayó.
Los niños son felices.
El reloj es defectuoso.
La decisión era tuya.
El grifo gotea.
La canilla está goteando.
El pescado estaba delicioso.
La fruta sabe dulce.
La niña caminó lentamente.
Las chicas estaban entusiasmadas.
La casa es preciosa.
Las hojas están cayendo.
Las sobras se estropearon.
El líquido era viscoso.
La misión era simple.
La nación estaba creciendo.
La negociación ha acabado.
La negociación está terminada.
La noticia fue asombrosa.
El dolor es insoportable.
El pintor murió joven.
El teléfono seguía sonando.
La policía lo acusó.
El precio incluye impuestos.
No es problema nuestro.
El proyecto continúa.
La radio no funciona.
Los resultados estaban claros.
Los resultados eran claros.
El río es peligroso.
Las reglas han cambiado.
El asiento es ajustable.
La ducha está ocupada.
La situación empeoró.
El olor era espantoso.
El olor era espantoso.
Cuanto antes mejor.
Cuanto antes, mejor.
La calle está desierta.
Las calles estaban vacías.
Los estudiantes se aburren.
El sol brillaba.
El sistema funcionaba bien.
El tren se descarriló.
El tren descarriló.
La guerra parecía interminable.
El agua es bella.
El agua es linda.
El agua es hermosa.
El agua estaba templadita.
Las olas son enormes.
Siguió haciendo mal tiempo.
El tiempo empeoró.
El clima está horrible.
La rueda no gira.
Existen muchos factores.
No hay clientes.
No hay sobrevivientes.
No hay testigos.
Allí están los regalos.
Hubo una explosión.
Allí no había nadie.
No había nadie ahí.
Había muchos otros.
No hubo errores.
Había dos puentes.
Ha desaparecido una chica.
Aquí hay un error.
Hay un patrón aquí.
No hay alternativa.
No hay más café.
No falta nadie.
No hay nada adentro.
Hay alguien ahí.
Hay alguien adentro.
Hay algo más.
Ahí está el faro.
Estas gafas son geniales.
Estos vasos son guays.
Estas perlas parecen auténticas.
Estas tijeras son nuevas.
Son grandes amigos.
Ellos son muy optimistas.
Ellos hablan español.
Ellos saben hablar español.
Ellos pueden entenderme.
Ellos siguieron caminando.
Ellos solo podían escuchar.
Ellos pudieron haber huido.
No te detestan.
No te desprecian.
No os desprecian.
Fallaron las dos veces.
Te siguieron hasta aquí.
Ellos acaban de llegar.
Tienen muchos amigos.
Se dirigieron escaleras abajo.
Se ayudaban mutuamente.
Ellos se besaron.
Ellos lanzaron un cohete.
Ellas parecían muy felices.
Hicieron muchos cambios.
Levantaron muchos cargos.
Hicieron muchas acusaciones.
Deben de ser americanos.
Tienen que ser estadounidenses.
Deben de ser estadounidenses.
Ellos necesitan instrucciones.
Ellos nunca hacen nada.
Se afincaron en Canadá.
A veces nos ayudan.
Ellos viajaron juntos.
Querían protección.
Casi todas eran mujeres.
Ellos eran tan diferentes.
Ellos estaban muy emocionados.
Eran muy populares.
Ellos están por partir.
Están por empezar.
Ellas siempre son cuidadosas.
Ellos son niños geniales.
Ellos cavan un agujero.
Están cavando un agujero.
Ellos son simplemente diferentes.
Llegan tarde, como siempre.
Lo están buscando.
No son mis enemigos.
Nos tienen rodeados.
Ellos son muy peligrosos.
Nos están esperando.
Piensa antes de hablar.
Pensá antes de hablar.
Esta manzana sabe amarga.
Esta manzana sabe agria.
Este artista murió joven.
Este auto necesita lavarse.
Este caso es importante.
Este queso huele mal.
Este reloj es eléctrico.
Este abrigo es impermeable.
Estos datos están incorrectos.
Esta decisión es definitiva.
Esta decisión fue difícil.
No tiene buena pinta.
Este motor anda bien.
Esta comida está deliciosa.
Esto es una abominación.
¡Esto es discriminación!
Es un vino excelente.
Esto es extremadamente difícil.
Esto es de Australia.
Él es mi abuelo.
Este es mi abuelo.
Esta es mi abuela.
Esto es rematadamente absurdo.
Esto es muy irregular.
Este jugo sabe amargo.
Esta reunión es aburrida.
Esta leche huele raro.
Esta leche huele rara.
Esta música es pésima.
Este periódico es gratuito.
Este periódico es gratis.
Este diario es gratuito.
Este ruido es molesto.
Este boche es fastidioso.
Esta oferta ha caducado.
El camino es peligroso.
Esta pieza no encaja.
Esa planta necesita sombra.
Esta planta necesita sombra.
Esta rosa es bonita.
Esta rosa es bellísima.
Esta escena me encanta.
Esto debería ser ilegal.
Esta mesa está reservada.
Esta tarea es difícil.
Esa tarea es difícil.
Esta vez es diferente.
Esta ventana no abrirá.
Este vino es excelente.
Este vino sabe estupendo.
Este año es diferente.
Esos son tus enemigos.
Esas son tus opciones.
Esas son vuestras opciones.
Esas son sus opciones.
Aquellos libros son suyos.
Eran tiempos felices.
Esas mujeres son fuertes.
Se oyeron tres balazos.
Hoy hace muchísimo calor.
Tom abandonó la idea.
Tom renunció al plan.
Tomás aceptó nuestra oferta.
Tom aceptó a regañadientes.
Tom también habla francés.
Tom siempre exagera.
Tom compró un periódico.
Tom compró un paraguas.
Tom quemó su ropa.
Tom cambió todo.
Tom limpió el baño.
Tom apretó los dientes.
Tom subió la escalera.
Tom felicitó a Mary.
Tom siguió hablando.
Tom pudo estar disfrazado.
Tom podía hablar francés.
Tom cruzó la calle.
Tom averió el motor.
Tom decidió protestar.
Tom rechazó la oferta.
Tom merece el premio.
Tom lo hizo voluntariamente.
Tom hizo veinte lagartijas.
Tom no esperaba eso.
Tom no me recordaba.
Tom no me cree.
Tom no bebe cerveza.
Tom no bebe mucho.
Tom no bebe vino.
Tom no hace chistes.
Tom finalmente se retiró.
Tom giró el interruptor.
Tom también fue secuestrado.
Tom ha sido absuelto.
Tom tiene más preguntas.
Tom no tiene alternativa.
Tom dejó de llorar.
Tom tiene tres hermanos.
Tom tiene tres hijos.
Tom se presentó.
Tomás es hipocondríaco.
Tom está absolutamente tranquilo.
Tom ya está casado.
Tom está completamente calvo.
Tom está completamente loco.
Tomás es extremadamente ingenuo.
Tom se está abanicando.
Tom se siente atrapado.
Tom está haciendo progresos.
Tom obviamente está borracho.
Tom está recogiendo flores.
Tom está recogiendo naranjas.
Tom probablemente está dormido.
Tom es bastante arrogante.
Tom es bastante peligroso.
Tom es muy diferente.
Tom es bastante olvidadizo.
Tom es bastante obstinado.
Tom es realmente molesto.
Tom está estudiando francés.
Tom está tomando fotos.
Tom está bajo sospecha.
Tom está usando ropa.
Tom no es traductor.
Tom no recula.
Tom no piensa retroceder.
Tom aprende bastante rápido.
Tom vive en Australia.
Tom perdió la conciencia.
Tom hizo tres cambios.
Tom marca la diferencia.
Tom necesita un trasplante.
Tomás necesita tu apoyo.
Tom descuidó su trabajo.
Tomás nunca tuvo hijos.
Tom asintió a regañadientes.
Tom ofreció una disculpa.
Tom solo toma café.
Tom solo bebe café.
Tom peló las zanahorias.
Tom juró su inocencia.
Tom jaló el gatillo.
Tom apretó el gatillo.
Tom compró una pistola.
Tom zarandea a Mary.
Tom rechazó la oferta.
Tom reescribió su reporte.
Tom parece haberse sorprendido.
Tom no parecía perturbado.
Tom desconchó el camarón.
Tom olió la flor.
Tom sonrió condescendiente.
Tom resolvió el misterio.
Tom habla bien francés.
Tom habla bien francés.
Tom vertió su café.
Tom exprimió el limón.
Tom comenzó a pegarme.
Tom comenzó a quejarse.
Tomás estudió en Harvard.
Tom estudia en Harvard.
Tom tragó la pastilla.
Tom me contó todo.
Tom entiende francés.
Tom desenchufó la plancha.
Tom desenchufó la lámpara.
Tom suele comer solo.
Tom se marchó ileso.
Tom quiere un microscopio.
Tom quiere desaparecer.
Tom estuvo aquí ayer.
Tom obviamente estaba enfermo.
Tom sólo se rasguñó.
Tom probablemente tenía razón.
Tom estaba bastante confundido.
Tom fue tomado prisionero.
Tom te acompañará.
Tom lo intentará.
Tom viene mañana.
Tom vendrá mañana.
Tom proporcionará la música.
Tom no heredará mucho.
Tom no visitará Boston.
Tom no te culparía.
Tom no se calmaba.
Tom es profesor, ¿verdad?
Tom está buscando trabajo.
Los trasplantes salvan vidas.
Dos helados, por favor.
El desempleo está aumentando.
Espera por mí abajo.
¿Ayer estuvo aquí Tom?
¿Había alguien más allí?
Nosotros estamos aprendiendo árabe.
Pedimos algo.
Nos hicimos buenos amigos.
Lo podemos albergar.
Lo podemos hospedar.
Debatimos el problema.
Nosotros no vimos nada.
No necesitamos nada.
No lo entendemos.
Nos gusta leer libros.
Nosotros disfrutábamos estando allí.
Esperamos buenos resultados.
Dormimos abrazados.
Teníamos nuestras diferencias.
Tenemos una relación.
Terminamos de almorzar.
Tenemos tres hijos.
Reíamos y reíamos.
Aprendemos por experiencia.
Nos encontramos ahí ayer.
Nos conocimos ahí ayer.
Necesitamos un traductor.
Necesitamos otro miembro.
Necesitamos su firma.
A menudo cometemos errores.
Pospusimos el evento.
No vimos nada extraño.
Buscamos por todos lados.
Deberíamos hacer silencio.
Deberíamos callarnos.
Deberíamos quedarnos callados.
No deberíamos haber venido.
Hablamos sobre el francés.
Valoramos a nuestros clientes.
Ayer estuvimos aquí.
Ayer estábamos aquí.
No éramos muy listos.
Apurémonos mejor entonces.
Lo discutiremos más tarde.
Superaremos esto.
Estamos todos de acuerdo.
Todos estamos muy emocionados.
Estamos esperando un bebé.
Estamos en una reunión.
Estamos desayunando.
Lo estamos investigando.
Estamos aprendiendo a nadar.
No somos tus enemigos.
Estamos muy desanimados.
Estamos viendo una película.
Estamos trabajando juntos.
Nunca hemos vivido aquí.
Hemos intentado todo.
Hemos probado todo.
Las bodas son caras.
Bueno, ¿se decidió?
Bueno, ¿te decidiste?
Bueno, ¿cómo se llama?
¿No estaban satisfechos?
¡Qué hermoso vestido!
¡Qué hermosa casa!
¡Pero qué bella noche!
¡Qué hermosa noche!
¡Qué hermoso lugar!
¡Qué hermosa historia!
¡Qué supermercado tan grande!
¡Qué maravillosa vista!
¡Qué pensamiento tan extraño!
¡Qué noche maravillosa!
¡Qué fiesta maravillosa!
¿Qué pasó en realidad?
¡Qué logro!
¿Qué estás preparando?
¿Cuáles son sus iniciales?
¿Cuáles son los síntomas?
¡Qué flores tan bonitas!
¡Qué flores más bonitas!
¿Qué pudo haber pasado?
¿Qué recomendaste?
¿Cuál es su emergencia?
¿Cuál fue el acuerdo?
¡Qué tiempo más fabuloso!
¿A qué estamos esperando?
¿Qué haces aquí?
¿Qué estás haciendo acá?
¿Qué talla calza Tom?
¿Qué te ha pasado?
¿Cuál es tu destino?
¿Qué está haciendo aquí?
¿Qué crees?
¿Cuál es tu filosofía?
¿A qué te dedicas?
¿Cuándo son las elecciones?
¿Cuándo estás disponible?
¿Cuándo empieza la primavera?
¿Dónde estudias?
¿Dónde está tu ropa?
¿Dónde están tus amigos?
¿Dónde están tus padres?
¿Dónde están tus papás?
¿Dónde están vuestros padres?
¿Dónde están tus hermanas?
¿Dónde está la cafetería?
¿Dónde está el gimnasio?
¿Dónde está la bibliotecaria?
¿Dónde está el periódico?
¿Dónde te sentabas?
¿Dónde está Boston?
¿Dónde está mi abuelo?
¿Dónde estabais?
¿Cuál recomendarías tú?
¿Cuál estudiante salió?
¿Qué estudiante salió?
¿Quién contestó el teléfono?
¿Quiénes son los candidatos?
¿Quién descubrió América?
¿Quién ha iniciado esto?
¿Quién heredó la sortija?
¿Quién abrió las ventanas?
¿Quién fundó Disneyland?
¿Quién os enseña francés?
¿Quién te enseña francés?
¿Quién quiere tostadas francesas?
¿A quién esperabas?
¿A quién estabais esperando?
¿Quién escribió este mensaje?
¿Quién es el fotógrafo?
¿Por qué tartamudeas?
¿Por qué no sonríes?
¿Por qué no respondías?
¿Por qué no llamaron?
¿Por qué no llamaste?
¿Por qué no llamó?
¿Por qué debería interferir?
¿Vendrá mañana?
¿Sería adecuado?
¿Me quieres acompañar?
Por favor, ¿puedes irte?
¿Puede marcharse, por favor?
Anota su dirección.
Apunta su dirección.
Escriba a su congresista.
Escríbele a tu congresista.
Siempre me sorprendés.
Usted es siempre bienvenido.
Tú siempre eres bienvenido.
Estás oyendo cosas.
Estás haciendo historia.
Están haciendo historia.
Probablemente te equivoques.
Eres muy guapa.
Estás muy guapa.
Eres muy bonita.
Eres bellísima.
Eres hermosísima.
No eres reemplazable.
No puedes hipnotizarme.
Podrías contagiarte.
Mereces triunfar.
Tú mereces triunfar.
¡Niñas, lucen estupendo!
Tienes las manos aguadas.
Tienes tres alternativas.
Tienes tres segundos.
Necesitas más práctica.
Necesitás más práctica.
Necesitáis más práctica.
Usted necesita más práctica.
Ustedes necesitan más práctica.
Son increíbles.
Pareces estar desconcertado.
Deberías estar agradecido.
Deberías estar durmiendo.
Deberías estar estudiando.
Deberías saberlo mejor.
Tienes que perder peso.
Deberías haberte alzado.
Deberían haberse alzado.
No deberías estar solo.
No deberías quejarte.
No deberías consumir drogas.
No deberías comer aquí.
No deberías comer acá.
Pareces estar muy animada.
Ustedes dos son ridículos.
Estabais escuchando a escondidas.
Tenías toda la razón.
Ni siquiera estuviste allí.
Ni siquiera estuvisteis allí.
Te vas a lastimar.
Te harás daño.
¡No creerás esto!
Mejor empiezas ya.
Sería mejor que comenzaras.
Mejor empieza ya.
Te arrepentirás muchísimo.
No tendrás ningún problema.
Vas a arruinar todo.
Entenderás pronto.
Eres canadiense, ¿verdad?
Eres Tom, ¿no?
Sos una mala influencia.
Eres un pésimo cocinero.
Eres una pésima cocinera.
Eres pésimo para mentir.
Siempre estás durmiendo.
Lo estás haciendo bien.
Me estás volviendo loco.
Me estás avergonzando.
Me estás interrumpiendo.
Lo estás empeorando.
La estás empeorando.
Me haces sonrojar.
Estás progresando.
Jamás estás satisfecho.
No sois suficientemente veloces.
No haces falta aquí.
No sos responsable.
Tú sabes algo.
Usted sabe algo.
Ustedes saben algo.
Tienes toda la razón.
Sos muy atractivo.
Eres muy perspicaz.
Eres muy posesivo.
Nos traicionaste a todos.
Nos traicionaste a todas.
Tienes tres semanas.
Tu francés es perfecto.
Tu respuesta es correcta.
Su respuesta es correcta.
Tu tarta está deliciosa.
Vuestra tarta está deliciosa.
Tus padres me adoraban.
Tu petición es denegada.
Tu camisa está arrugada.
"Ah" es una interjección.
"Cállate," susurró él.
El alcoholismo es incurable.
Permíteme demostrar.
Casi todos suspendieron.
Al parecer, estaba equivocado.
¿Hay alguna pregunta?
¿Ellos son tus parientes?
¿Quedamos para mañana?
¿Estás completamente seguro?
¿Vienes mañana?
¿Estás estudiando francés?
¿Estás aprendiendo francés?
¿Eres realmente canadiense?
¿Estás estudiando francés?
¿Estás sacando fotos?
¿Tomas vitaminas?
¿Estás tomando vitaminas?
¿Tenés los dedos rotos?
¿Tienes los dedos rotos?
La asistencia es obligatoria.
Austria también tenía aliados.
Cuidado al salir.
Bonito día, ¿verdad?
Ambos llevaban ropa oscura.
Trae a tu amigo.
Tráete a tu amigo.
Tráeme el diccionario.
Pedid refuerzos.
Pide refuerzos.
Pida refuerzos.
Pidan refuerzos.
¿Puede responder otra persona?
¿Puede alguien más responder?
¿Hablan ellos francés?
¿No puedes hablar inglés?
Los niños son vulnerables.
Vamos, responde rápido.
Considérame tu amiga.
Considéreme su amigo.
Considérenme su amigo.
Considéreme su amiga.
Considérenme su amiga.
Considérate afortunado.
Consulte a su farmacéutico.
¿Podrías venir mañana?
¿Ellos oyeron correctamente?
¿Estudiaste ayer?
¿Tocaste algo?
¿No lo predijo Tom?
La cena huele delicioso.
¿Venden mandarinas?
¿No te molesta?
No hagas preguntas.
No esquives mi pregunta.
No me molestes más.
No cruces este puente.
No incumplas las normas.
No hagas nada precipitado.
No tires basura aquí.
No comas entre comidas.
No olvides el boleto.
No olvides tu dinero.
No olvides el dinero.
No hagas movimientos bruscos.
No menciones ese nombre.
No juegues con fósforos.
No hables con extraños.
¡No toques ese botón!
No toque las flores.
No toquen las flores.
No toquéis las flores.
No subestimes a Tom.
No desperdicies tu aliento.
¿No sentís nada?
¿No sientes nada?
¡Basta de injurias!
Todos estaban satisfechos.
Todos están de vacaciones.
Todos siguen ahí.
Todos conocen a todos.
Todos se conocen.
Todos cometemos errores.
Cuchicheaban todos.
Todos están muy emocionados.
Todo está en orden.
Todo está conectado.
Todo es negociable.
La moda cambia rápidamente.
Peligro reconocido, peligro evitado.
Deme otro ejemplo.
Ponme otro ejemplo.
Dame otro ejemplo.
Pónganme otro ejemplo.
Póngame otro ejemplo.
Ponedme otro ejemplo.
Dame tu linterna.
Buenos días a todos.
¡Buen clima! ¿verdad?
Hace buenísimo, ¿verdad?
¿Ha cambiado el clima?
¿Has perdido algo?
Aceptó de mal grado.
Logró su cometido.
Él alcanzó su meta.
Él consiguió su propósito.
Él respondió incorrectamente.
Él merece ser promovido.
Merece un ascenso.
Merece ser ascendido.
Disfrutó de esas visitas.
Él no hizo nada.
Él es muy guapo.
Él tampoco vendrá.
Él solo quiere atención.
Él descuida sus estudios.
No bebe nunca alcohol.
Él volvió de Canadá.
Él resolvió cada problema.
Habla un francés entrecortado.
Habla diez lenguas.
Él habla diez idiomas.
Él habla diez lenguas.
Se desabotonó la camisa.
Él estaba extremadamente delgado.
Él fue reelegido alcalde.
Él vendrá más tarde.
Él habría tenido éxito.
Él es sinoamericano.
Siempre se está quejando.
Está perdidamente enamorado.
Él está murmurando algo.
Él es muy comprensivo.
Él está usando lentes.
Hola, ¿hay alguien ahí?
Su gentileza me conmovió.
Su amabilidad me conmovió.
Me conmovió su amabilidad.
Su profesor la elogió.
¡Eh! ¿Adónde vas?
Su niñez fue dura.
Sus alumnos lo adoraban.
Acepto ese desafío.
Acepto tus disculpas.
Acepto sus disculpas.
Acepto tu desafío.
Acepto tu reto.
Acepto vuestro desafío.
Ya conocía a todos.
Respondí a la pregunta.
Te agradezco el consejo.
Aprecio el consejo.
Aprecio los consejos.
Discutí con todos.
Creo en la amistad.
Creo que ha concluido.
Compré muchos cuadernos.
Lo compré ayer.
Ayer compré esto.
No soporto los hospitales.
Confieso que soy miserable.
Pude oír todo.
No sabía hablar francés.
Hice algo similar.
No aprendí nada.
No robé nada.
Yo no toqué nada.
Yo no escribí nada.
No tengo iniciativa.
No necesito protección.
No juego al voleibol.
Realmente no recuerdo.
No entiendo eso.
No los entiendo.
Yo no entiendo esto.
Me gusta sacar fotos.
Al final me pillaron.
Me sentía completamente feliz.
Me sentí tan incómodo.
Me sentía tan incómodo.
Encuentro eso fascinante.
Ya terminé de almorzar.
La olvidé completamente.
Supongo que es posible.
Yo había planeado algo.
No lo había notado.
Odio a mi suegra.
Detesto las fiestas sorpresa.
Tengo otra pregunta.
No tengo nietos.
No he terminado esto.
No la he olvidado.
No te he olvidado.
No he dicho nada.
No he visto nada.
Oí a alguien silbar.
Ayer les ayudé.
Espero que sean amigables.
Espero que estés escuchando.
Conozco las consecuencias.
Me gusta estudiar inglés.
Me gusta estudiar historia.
Me gusta tu explicación.
Me gusta tu propuesta.
Me encantan los villancicos.
Hice algunas correcciones.
Necesito más información.
Necesito tu cooperación.
A menudo tengo pesadillas.
Tengo pesadillas frecuentemente.
He encargado muebles nuevos.
Encargué nuevos muebles.
Pedí muebles nuevos.
Prefiero llegar antes.
Lo recomiendo enfáticamente.
Me abstengo de beber.
Debería haber usado guantes.
No debería estar riéndome.
Hice trizas el documento.
Huelo algo que apesta.
A veces robo cosas.
Hablo por experiencia.
Hablo tres idiomas.
Me empecé a preparar.
Empecé a preparame.
Aún tengo pesadillas.
Lo estudié en profundidad.
Me mareé de repente.
Supongo que es posible.
Supongo que estarás hambriento.
Supongo que tienes hambre.
Creo que es intrigante.
Creo que somos vecinos.
Creo que te equivocas.
Creo que estás equivocado.
Comprendo los problemas.
Entiendo tu postura.
Quiero más información.
Quiero algo de información.
Quiero algo mejor.
Estaba completamente maravillado.
Yo ya estaba convencido.
Ayer no estaba ocupado.
Ayer no estaba ocupada.
No me sorprendería.
No lo recomendaría.
Acepto sugerencias.
Asistiré a la reunión.
Estaré ausente mañana.
En breve me iré.
Definitivamente haré eso.
Lo explicaré todo.
Explicaré esto después.
Conseguiré que te internen.
Comenzaré esta tarde.
Cogeré este paraguas.
Le visitaré mañana.
Le visitaré mañana.
Soy jugador de voleibol.
Siempre estoy bajo estrés.
Siempre estoy muy nervioso.
Compro un lavaplatos.
Compro unas gafas.
Estoy cómodo con esto.
Vuelvo esta noche.
Estoy completamente confundida.
Estoy preocupado por Tom.
Estoy cruzando mis dedos.
Estoy comiendo un pomelo.
Estoy emocionalmente agotado.
Estoy exhausto ahora mismo.
Estoy extremadamente confiado.
Me encuentro mucho mejor.
Me siento realmente bien.
Estoy feliz y satisfecho.
Estoy teniendo dificultades.
Estoy aprendiendo francés ahora.
Estoy saliendo del cine.
Estoy buscando a alguien.
Estoy nerviosa y emocionada.
Estoy ansioso y emocionado.
No me ofendo fácilmente.
No estoy ocultando nada.
Yo tampoco estoy casado.
No soy tu novia.
Ahora estoy estudiando francés.
Estoy reparando la casa.
Vendo mi ordenador.
Estoy estudiando francés ahora.
Estoy pensando en ello.
Estoy pensando en eso.
Estoy harto de todo.
Estoy intentado disculparme.
He logrado mucho.
Ya lo he intentado.
Te he estado esperando.
Ya he estado allí.
Revisé en todas partes.
He hecho cosas estúpidas
He olvidado su nombre.
He engordado tres kilos.
Tengo una cita.
Tengo nuevas prioridades.
Ya tomé café.
Nunca estuve casado.
Nunca lo he notado.
Nunca había notado eso.
He trabajado realmente duro.
Invita a quien quieras.
¿Tom se sigue recuperando?
¿Todo está bien?
¿Está todo bien?
¿Es clara mi explicación?
¿Hay algo más?
¿Es este tu diccionario?
Pasó por casualidad.
Interrumpía a todos.
No necesariamente es así.
No es tan importante.
Parece bastante resistente.
Ayer estuvo nublado.
Ayer estaba nublado.
Fue simplemente enfermizo.
No fue una coincidencia.
No fue ninguna coincidencia.
No era una aberración.
No me sorprendería.
De fijo llueve hoy.
Es un restaurante barato.
Es un problema delicado.
Mañana es feriado.
Es un precio razonable.
Es un dialecto regional.
Son casi las seis.
Es una pregunta honesta.
Últimamente ha hecho frío.
Ahora hace fresquito fuera.
Es completamente natural.
Es completamente visible.
Se está volviendo ridículo.
Es saludable y normal.
Sólo es una expresión.
Son casi las seis.
No tiene caso quejarse.
No necesariamente es así.
No es tan importante.
Sólo es el principio.
Es patético, ¿no?
Es totalmente inofensivo.
Fuera hace muchísimo calor.
Hoy hace mucho viento.
Es la respuesta correcta.
Es el número perfecto.
Desafortunadamente es verdad.
Es tu canción favorita.
Recemos todos juntos.
Seamos amigos siempre.
Almorcemos fuera.
Tomemos otra cerveza.
Pidamos otra cerveza.
No discutamos más.
Pidamos dos botellas.
Cantemos otra canción.
Paremos esta locura.
Dejemos de perder tiempo.
Hagamos otra excursión.
Votemos otra vez.
Tomemos el ascensor.
Esperemos hasta el lunes.
Sentíos como en casa.
Mary habla japonés.
Mary sabe hablar japonés.
Mary decoró el pastel.
Mary decoró la tarta.
Mary tiene dos novios.
Hoy Mary está guapa.
Mary nunca lleva maquillaje.
Quizás Tom vio algo.
Quizás deberías escuchar.
Los monos son inteligentes.
Mi hermano no nada.
Mi celular está sonando.
Mi hija fue engañada
Mi novia está llorando.
Mi madre habla despacio.
Mis padres se divorciaron.
Mis padres estaban furiosos.
Mis zapatos están desamarrados.
Mi televisor se dañó.
Jamás aprietes este botón.
Nunca presiones este botón.
Nadie lo sabe todo.
Nadie jamás lo elogió.
Nadie es indispensable.
Nadie sabe sobre esto.
Nadie lo sabe todo.
Nadie conoce mi país.
Nadie conoce el futuro.
Nadie nos dijo nada.
Ahora se complica.
Claro que lo entiendo.
Nuestro vuelo fue cancelado.
Nuestra nevera no funciona.
Nuestros invitados están llegando.
Nuestros invitados han llegado.
Se gasta nuestro dinero.
Por favor, mantenme informado.
Adelante, toma otro.
Adelante, tome otro.
Los precios bajaron súbitamente.
Las cárceles están superpobladas.
¡Apaguen sus cigarrillos!
Lea estas instrucciones.
Enrolle usted esas revistas.
Han aumentado los sueldos.
Gritar no es cantar.
Ella le hizo preguntas.
Vino sin avisar.
Ella cambió de tema.
Ella no fue ayer.
Ella tampoco me escribió.
Ella finalmente se durmió.
Ella apenas comió nada.
Ella apenas comió.
Ella odia los pimientos.
Ella es muy inteligente.
Ella sabe muchos proverbios.
Le gusta caminar sola.
Ella reveló su secreto.
Ella habla bien inglés.
Ella habló bien japonés.
Hablaba bien japonés.
Ella estudia matemáticas.
Ella acaba de llamar.
Ella te entiende ahora.
Visitó al profesor.
Ella presenció el crimen.
Enséñame otro ejemplo.
Se necesitan algunos cambios.
Alguien me está observando.
Alguien me está mirando.
Alguien cometió un error.
Alguien me está siguiendo.
Alguien te está mirando.
Alguien abrió la puerta.
Alguien ayúdeme por favor.
Algo anda mal aquí.
A veces tengo dudas.
Perdone la intrusión.
Perdona, ¿cómo te llamas?
Disculpame, ¿cómo te llamás?
Las ardillas comen avellanas.
Pare de hablar enseguida.
Deja de torturarte.
De repente, me desmayé.
¡Cuídense!
Toma el que quieras.
Gracias por el desayuno.
Gracias por escuchar.
Gracias por compartirlo.
Gracias por compartirlo.
Gracias por tu apoyo.
Ese chico es inteligente.
Ese pastel estaba delicioso.
Eso cambió todo.
Eso lo cambia todo.
Ese café huele bien.
Eso no pudo evitarse.
Eso no tiene sentido.
Esa fábrica hace juguetes.
Aquello intrigó a todos.
Eso suena bastante tonto.
Ese hombre parece conocido.
Ese ruido me distrae.
Ese sendero es intransitable.
Eso huele como queso.
Eso suena a francés.
Eso suena bastante estúpido.
Eso no será necesario.
Eso sería peligroso.
Eso sería difícil.
Es un hermoso traje.
Es una buena idea.
Eso es completamente falso.
Eso está todo malo.
Es suficiente por hoy.
Eso es bastante memorable.
El César fue derrocado.
Los españoles dispararon primero.
El autor es brasileño.
Los globos son brillantes.
El chico guardó silencio.
El carro giró repentinamente.
El castillo es hermoso.
El clima está cambiando.
Se firmó el contrato.
El criminal está nervioso.
El delincuente está tenso.
Las cortinas están cerradas.
El doctor está preocupado.
Las flores se marchitaron.
Los muebles estaban polvorientos.
El mobiliario tenía polvo.
El gol fue anulado.
El calor era insoportable.
Se acercan las vacaciones.
El impostor fue atrapado.
El impostor fue capturado.
El juez me interrogó.
El teclado es retroiluminado.
El aterrizaje fue perfecto.
Las bombillas van allí.
Las luces están parpadeando.
La reunión es mañana.
El encuentro es mañana.
La misión fue cancelada.
La noche fue bonita.
El ruido era incesante.
El enfermero me vacunó.
La enfermera me vacunó.
La organización fracasó.
El dolor era insoportable.
La empanadilla estaba deliciosa.
El policía estaba borracho.
El precio es razonable.
La impresora necesita papel.
El proyecto fue suspendido.
El proverbio es familiar.
El barco echó anclas.
La situación empeoró.
El olor era desagradable.
La palabra hablada importa.
Las calles están inundadas.
La tetera está silbando.
El título es engañoso.
El tráfico está congestionado.
El tratado fue aprobado.
El universo es infinito.
La papelera está llena.
El agua es refrescante.
Tienen agujetas.
Sus ventas están creciendo.
Ahí viene nuestro profesor.
Ha habido dificultades.
Aquí no hay nadie.
No hubo agresión.
No había vías férreas.
No hubo supervivientes.
No había supervivientes.
Hay un sándwich aquí.
Hay un pequeño problema.
Ha habido un robo.
No hay respuesta correcta.
No hay papel higiénico.
No queda papel higiénico.
No hay tiempo suficiente.
No hay donde esconderse.
Hay alguien afuera.
Hay algo ahí.
Estas manzanas están buenas.
Estas manzanas saben bien.
Estos son los originales.
Estos calcetines sucios apestan.
Estas flores están muriendo.
Estas uvas saben ácidas.
Estas tijeras cortan bien.
Ellos renunciaron al plan.
Abandonaron el barco.
Ellas abandonaron el barco.
Abandonaron la nave.
Ellos aceptaron la oferta.
Ellas aceptaron la oferta.
Ellos adoptaron al huérfano.
Todos recordaban a Tom.
Todos recordaron a Tom.
Ellos son terribles enemigos.
Ellos están recogiendo nueces.
Son chicas sensatas.
Ellos llegaron por separado.
Cambiaron el sistema.
Ellos gritaron juntos.
Cruzaron la frontera.
No actuaron con rapidez.
Ellas no hicieron nada.
Ellos no hicieron nada.
No me maltrataron.
Ellos no hablan francés.
Ellos se divertían.
Entraron cuidadosamente.
Entraron de forma subrepticia.
Entraron cautelosamente.
Entraron en silencio.
Entraron sin meter ruido.
Le aplastaron la nariz.
Lucharon por la libertad.
Liberaron al prisionero.
Tenían buena química.
Ya han empezado.
Tienen muchos estudiantes.
Tienen dos hijas.
Ellos saben qué ocurrió.
Ellos saben qué pasó.
Avanzaron lentamente.
Ellos necesitan ayuda extra.
Lo balearon ayer.
Nos cogieron los pasaportes.
Estaban muy confundidos.
Ellos siempre están peleando.
Ellos siempre están juntos.
Están buscando a Tom.
Ellos te están buscando.
Os están buscando.
No van a volver.
Ellos están sacando fotos.
Te están esperando.
Ellos están esperando afuera.
¡Pensá en tu futuro!
¡Piensa en tu futuro!
Piensa en tu futuro.
Esta cuenta está bien.
Este animal es amigable.
Esta batería está cargada.
Este pan está delicioso.
Esto cambia todo.
Esto podría ser peligroso.
Este diccionario es bueno.
Este diccionario es mío.
Esta discusión ha terminado.
Esto caducó hace meses.
Esta flor huele bien.
Este calor es insoportable.
Esta casa está abandonada.
Esta casa es bonita.
Esto son cosas importantes.
Esto es totalmente legal.
Esta chaqueta tiene botones.
Esto puede interesarte.
Este cuaderno es amarillo.
Este sendero es intransitable.
Este lugar es hermoso.
Este problema me desconcierta.
Encuentro este problema desconcertante.
Este río es hermoso.
Esta situación es extraña.
Esta situación es divertida.
Esto huele a queso.
Suena interesante.
Esto suena a francés.
Esta cosa me aterroriza.
Este pavo sabe bien.
Este reloj es caro.
Este escritor es canadiense.
Esas afirmaciones son absurdas.
Esas flores murieron.
Esas flores han muerto.
Tres personas están ausentes.
Faltan tres personas.
Tom abandonó esa idea.
Tom parecía muy cansado.
Tom hirvió las papas.
Tom compró un diccionario.
Tom compró zanahorias.
Tom compró algunas zanahorias.
Tom compró unas zanahorias.
Tom vino aquí ayer.
Tom no oye nada.
Tom provocó el accidente.
Tom es ciertamente patoso.
Tom rebanó algunas cebollas.
Tom corrió las cortinas.
Tom coleccionaba monedas antiguas.
Tom no podía creérselo.
Tomás no podía creerlo.
Tomás cruzó los dedos.
Tom merece admiración.
Tom hizo lo impensable.
Tom no comió nada.
Tom no mencionó eso.
Tom no dijo nada.
Tom no pertenece aquí.
Tom no hace nada.
Tom no sabe francés.
Tom no parece feliz.
Tom huyó de prisión.
Al final, Tom renunció.
Tom explicó las normas.
Tom recibió otro mensaje.
Tom se vistió rápidamente.
Tom tiene otro problema.
Tom tiene tres hijas.
Tom tiene 3 empleados.
Tom tiene dos novias.
Tom nos hizo responsables.
Tom es un fundamentalista.
Tom está completamente equivocado.
Tom ya está levantado.
Tom está comiendo sobras.
Tom está comiendo espagueti.
Tom es extremadamente tosco.
Tom se siente mareado.
Tom está ocultando algo.
Tom está hiperventilando.
Tom es terriblemente celoso.
Tom está estudiando inglés.
Tom está aprendiendo inglés.
Tom te está manipulando.
Tom está prestando atención.
Tom es bastante inflexible.
Tom es bastante fotogénico.
Tom está diciendo algo.
Tomás todavía está desocupado.
Tom es muy trabajador.
Tom es muy incompetente.
Tom es muy inteligente.
Tom es muy interesante.
Tom no hace café.
Tom nunca dijo nada.
Tom asintió en acuerdo.
Tom abrió las cortinas.
Tom abrió el sobre.
Tomás lo pagó todo.
Tom peló las papas.
Tom toca el acordeón.
Tom prometió su apoyo.
Tom desplumó el pollo.
Tomás respondió inmediatamente.
Tomás reveló su secreto.
Tomás reveló el secreto.
Tom apoyó la moción.
Tom pareció derrotado.
Tom firmó el contrato.
Tom firmó el documento.
Tom chasqueó sus dedos.
Tom habla muy rápido.
Tom estrujó la esponja.
Tom habló sobre Boston.
Tom tiende a exagerar.
Tom desatascó la alcantarilla.
Tom subestimó a Mary.
Tom desenfundó su pistola.
Tom usó el diccionario.
Tom esperó jadeando.
Tom quiere algo nuevo.
Probablemente Tom estaba bromeando.
Probablemente Tom bromeaba.
Tom estaba muy frustrado.
Tom miraba con atención.
Tom regó las flores.
Tom ganó la competencia.
Tom no tendrá éxito.
Tom trabaja en arqueología.
Mañana será otro día.
Mañana hará más calor.
Intenta resolver el problema.
Trata de controlarte.
Enciende tus luces.
Pon las luces.
Pon los faros.
Usa el control manual.
Apreciamos su ayuda.
Compramos mobiliario nuevo.
No podemos garantizar eso.
Festejamos toda la noche.
Discutimos el asunto.
No aceptamos la caridad.
No tenemos más alternativas.
Tenemos tres aviones.
Tenemos tres nietos.
Escuchamos a alguien gritar.
Tenemos que permanecer vigilantes.
Alquilamos el departamento.
Lo reportamos como perdido.
Hablamos con toda franqueza.
Esperamos allí tranquilamente.
Siempre estábamos juntos.
Éramos bastante imprudentes.
Éramos bastante perfeccionistas.
Estábamos verdaderamente sorprendidos.
No fuimos suficientemente listos.
Seremos amigos por siempre.
Aquí todos somos maestros.
Aquí todos somos profesores.
Estamos construyendo un puente.
Estamos cerrando la tienda.
Nosotros estamos sintiéndonos seguros.
Nosotras estamos sintiéndonos seguras.
Estamos almorzando aquí.
En eso estamos.
No somos los campeones.
Ya no somos jóvenes.
Navegamos rumbo sur.
Navegamos hacia el sur.
Estamos actualizando el sitio.
Somos amigos cercanos.
Somos amigos íntimos.
Somos muy buenos amigos.
Hemos estado ahí antes.
No hemos tenido éxito.
¿Estabas ocupado ayer?
¿Estuviste en casa ayer?
¡Qué flor tan bonita!
¡Pero qué hermoso jardín!
¡Qué jardín más chulo!
¡Qué jardín más bonito!
Qué familia más maravillosa.
¡Qué pregunta tan absurda!
¿Cuáles son las condiciones?
¿Qué sugieres?
¿Qué propones?
¿Qué logró Tom?
¿Qué lograste?
¿Qué pasó en Boston?
¿Qué pasó el lunes?
¿Cuál es su nacionalidad?
¿Cuál es la temperatura?
¿Cuál es tu ocupación?
¿Qué equipos jugaban?
¿Cuál era la diferencia?
¿Qué estaban bebiendo ellos?
¿Esto qué logrará?
¿Qué hacés hoy?
¿Qué estás esperando?
¿Cuál es su nacionalidad?
¿Cuál es tu temperatura?
¿Dónde están mis cigarrillos?
¿Dónde están los ascensores?
¿Dónde están tus hijos?
¿Dónde están tus fotografías?
¿Dónde estaba Tom ayer?
¿Dónde está el correo?
¿Dónde está tu cómplice?
¿Dónde está tu diccionario?
¿Dónde está el este?
¿Quién provocó el accidente?
¿Quién es el fotógrafo?
¿Quién hizo esas políticas?
¿Quién movió el mueble?
¿Quién plantó estos árboles?
¿Quién quiere chocolate caliente?
¿Quién escribió estas historias?
¿Quién toca el piano?
¿Vas a salir mañana?
¿Estudiarás mañana?
Los cables transmiten electricidad.
¿Dejarás de chismorrear?
Escriba aquí su dirección.
Escribe tu dirección aquí.
Sí, he cometido errores.
Puedes lograr esto.
No podéis venir mañana.
Podrías hacerte daño.
No te merecías eso.
No sabés nada.
No prestás atención.
Manejaste eso hábilmente.
Tenés unos ojos hermosos.
Tienes treinta segundos.
Tienes tres mensajes.
Tienes tres problemas.
Tienes hasta medianoche.
Tenés hasta medianoche.
Tiene hasta medianoche.
Tienen hasta medianoche.
Tienes hasta la medianoche.
Tenés hasta la medianoche.
Tiene hasta la medianoche.
Tienen hasta la medianoche.
Estás muy guapa.
Tú pagas por conveniencia.
Debes enfrentar la realidad.
Deberías dejar el tabaco.
Deberías dejar de fumar.
Deberías estudiar más.
Deberías haber estado aquí.
Deberíais haber estado aquí.
Tú no deberías espiar.
Tú no deberías fisgonear.
No deberías haber venido.
No deberías hablar aquí.
Hablas francés, ¿verdad?
Derramaste tu café.
Apestas a cigarrillos.
Los sorprendiste a todos.
Mejor creelo.
Te meterás en problemas.
Superarás esto.
Nunca lo entenderás.
Comprenderás luego.
Eres una chica hermosa.
Estás rompiendo la ley.
Estás completamente loco.
Tienes toda la razón.
Estás conduciendo muy rápido.
Estás conduciendo demasiado rápido.
Estás manejando demasiado rápido.
Ya terminaste.
Ya terminó.
Ya terminaron.
Ya terminasteis.
Ya has terminado.
Ya ha terminado.
Ya han terminado.
Ya habéis terminado.
Estás ocultando algo.
Eres como tu hermana.
Te has perdido, ¿verdad?
No me molestas.
No eres mi asistente.
No eres bienvenido aquí.
Eres perfectamente normal.
Eres realmente hermoso.
Eres realmente hermosa.
Eres hermosísima.
Eres realmente maravilloso.
Eres realmente maravillosa.
Eres muy inteligente.
Sos muy inteligente.
Son muy inteligentes.
Están desperdiciando nuestro tiempo.
Siempre me has ayudado.
Llegaste demasiado tarde.
Tienes cinco minutos.
¡Tienes que estar bromeando!
Tu inglés es perfecto.
Tu comentario es absurdo.
Tus esfuerzos son inútiles.
Tus invitados están esperando.
Tienes un bonito caballo.
Tu casa es fantástica.
Tu idea es ridícula.
Tu teclado está sucio.
Vuestro teclado está sucio.
Se mencionó tu nombre.
Mencionaron su nombre.
Tu política es errónea.
"¿Vos vas?" "Tal vez."
Se logró un compromiso.
Se alcanzó un compromiso.
Una esponja absorbe líquidos.
Los accidentes son inevitables.
Casi todos se retrasaron.
Otro paciente ha muerto.
Cualquier comentario es bienvenido.
Todos pueden cometer errores.
¿Ellos hablan francés?
¿Están hablando en francés?
¿Estás escondiendo algo?
¿Habla usted con franqueza?
¿Estudias inglés?
Perro ladrador, poco mordedor.
Ambos eran extremadamente ricos.
¡Llame a los bomberos!
Cancelen sus reservas.
Elige entre estos dos.
La Navidad se acerca.
La Navidad vendrá pronto.
Claramente tú estás equivocado.
Considera la posibilidad.
Darwin transformó el mundo.
¿Os divertisteis?
¿Lo pasasteis bien?
¿Nadie te siguió?
¿No te siguió nadie?
¿Te gustan las frutillas?
¿Recuerdas algo?
¿Comprende usted francés?
¿Tom tiene experiencia?
No cambies de cadena.
No cambies de canal.
No cambies de tema.
No abras esas ventanas.
No es nada personal.
No intentes nada extraño.
No uses palabras fuertes.
No digas malas palabras.
No uses lenguaje grosero.
¿No los reconoces?
El entusiasmo es contagioso.
Todo miembro debe asistir.
Todos sonrieron excepto Tom.
Todos tenemos pesadillas.
Todos conocen su nombre.
Todo tiene un propósito.
Todo va bien.
Todo era muy bueno.
Todo anduvo bien.
Todo salió bien.
La fe mueve montañas.
La fiebre indica enfermedad.
Cubra la solicitud.
Termina rápido tu trabajo.
Afortunadamente, nadie murió.
Afortunadamente, no murió nadie.
Congela la sopa sobrante.
Buena suerte con convencerlo.
Buenos días, cariño.
¡Excelente! Iremos juntos.
¿Has terminado de comer?
¿Habéis terminado de comer?
¿Encontraste algo?
¿Ocultaste algo?
¿Ha intentado gritar?
Admitió sus errores.
Apareció de la nada.
Él llegó poco después.
Él critica todo.
Él lo critica todo.
Lo hizo por distracción.
Él no sabe nada.
Vestía con mucha modestia.
Él apagó el fuego.
Él tuvo problemas respiratorios.
Él se pasa quejando.
Él está usando lentes.
Le gusta tomar fotografías.
Falleció ayer.
Él repitió su pregunta.
Renunció como presidente.
Dimitió como presidente.
Él habla cinco idiomas.
Él habla cuatro idiomas.
Él sobrevivió al accidente.
Él entiende los riesgos.
Él era completamente honesto.
Él fue fácilmente influenciado.
Fue elegido presidente.
Él trabajó duro ayer.
Se siente mucho mejor.
Está nervioso y emocionado.
Es estúpido y arrogante.
Hola Tom. Buenos días.
Su respuesta fue incorrecta.
Su actitud me indigna.
Su argumento es lógico.
Su argumento era lógico.
Su nombre suena familiar.
Sus padres eran granjeros.
Sus padres estaban furiosos.
Su silencio me sorprendió.
Su historia suena extraña.
¿Cómo va tu francés?
Actué sin pensar.
Agradezco el apoyo.
Aprecio tus consejos.
Llegué aquí ayer.
Puedo explicarlo todo.
No puedo recordar exactamente.
No esperaba nada.
No tenía permiso.
No reconozco a nadie.
Olvidé nuestro aniversario.
No había considerado eso.
No he encontrado nada.
Oigo pisadas fuera.
Oí tres explosiones.
Oí diversas opiniones.
Conozco a varios canadienses.
Me gustan los crucigramas.
Me gusta este barrio.
Adoro nuestras conversaciones.
Me encanta mirar béisbol.
Necesito algo más pequeño.
Ordené dos hamburguesas.
Prefiero las telas lisas.
Realmente aprecio eso.
Recibí una invitación.
Vi algo terrible.
Debería haber llegado antes.
Debería haber dormido más.
Estudio la historia japonesa.
Supongo que están viniendo.
Pensé que habías entendido.
Viajé por Europa.
Entiendo el problema.
Estaba completamente atónito.
Estaba completamente desorientado.
Yo estaba pelando verduras.
Siempre te recordaré.
Te responderé mañana.
Mañana vendré otra vez.
Comeré algo ligero.
Yo averiguaré finalmente.
Con el tiempo averiguaré.
Lo estropearé todo.
Me quedaré hasta mañana.
Mañana estudiaré mucho.
Se lo contaré después.
Soy universitario.
También estoy aprendiendo francés.
Estoy totalmente exhausto.
Estoy quebrado y cansado.
Estoy descargando un plugin.
Espero una entrega.
Me siento bien, gracias.
Me interesa el francés.
Solo estoy siendo realista.
Estoy algo decepcionado.
Estoy buscando a alguien.
Ya no estoy inspirada.
Estoy cansado de traducir.
Ya los probé.
He analizado el fluido.
Nunca te he olvidado.
Nunca maté a nadie.
Alquilé un departamento.
Te lo conté todo.
Inspire por la nariz.
¿Hay clases mañana?
¿Es aceptable el precio?
¿Está mejorando tu francés?
Ocurrió el pasado octubre.
Llovió esta tarde.
Todavía funciona a veces.
Estaba lloviendo ayer.
Eso no cambiará nada.
Es una bonita foto.
Es un problema difícil.
Es una familia acomodada.
Todo es perfectamente legal.
Es una ilusión óptica.
Ha sido muy difícil.
Es mejor que nada.
Eso es evidentemente necesario.
Es extremadamente peligroso.
Se está haciendo tarde.
Es increíblemente poderoso.
Ya no llueve.
No es tan descabellado.
Solo sigue creciendo.
Es negociable.
Es muy embarazoso.
Es el resultado previsto.
Aprende de tus errores.
Aprendan de sus errores.
Aprenda de sus errores.
Aprended de vuestros errores.
Deja el motor encendido.
Seamos amigos para siempre.
Cambiamos la pregunta.
Saltémonos la escuela hoy.
Comencemos de todas formas.
¡Juntémonos de nuevo!
¡Volvamos a juntarnos!
No desanimemos a Tom.
Veamos qué pasa.
A ver qué pasa.
Compartamos los gastos.
Dejemos de jugar.
Lincoln ganó las elecciones.
Las langostas son crustáceos.
Ojo con los lanzas.
Mira, estoy terriblemente ocupado.
El amor vence todo.
Muchos científicos lo conocían.
Muchos senadores se opusieron.
Mary es mi ex-novia.
Las matemáticas son difíciles.
¡Mezcle bien los ingredientes!
Monroe recibió 65 votos.
Se robaron mi bicicleta.
Me robaron la bicicleta.
Mi novio es canadiense.
Mi empresa tiene éxito.
Me remuerde la conciencia.
Mi padre construye puentes.
Mi novia es china.
Mi novia estaba llorando.
Mi mamá es sobreprotectora.
Mi opinión es irrelevante.
Mi loro murió ayer.
Mi temperatura es normal.
Mi lavarropa se rompió.
Mi lavarropas se rompió.
Mi lavadora se rompió.
Mi esposa parecía asustada.
Mi esposa parecía sorprendida.
Nunca rompas tu promesa.
Nadie me preguntó nada.
Nadie nos pidió nada.
Nadie hace ya eso.
Nadie está haciendo nada.
Nadie creerá eso.
No sucedió nada especial.
Nada nos distraerá.
Nuestra solicitud fue aprobada.
Nuestras ventas están cayendo.
Nuestro profesor lucía enfadado.
Presta mucha atención.
Identifíquese, por favor.
Por favor visitame mañana.
Por favor visítame mañana.
Por favor visíteme mañana.
Los republicanos estaban furiosos.
Ella supuestamente le mató.
Ella tiene buena letra.
Ella mendiga dinero.
Ella rechazó su propuesta.
Ella declinó su propuesta.
Ella rechazó mi propuesta.
Ella debería desayunar.
Ella avanzó lentamente.
Ella habla diez lenguas.
Habla diez lenguas.
Se desabotonó la camisa.
Ella lo quería entender.
Ella estaba dolorosamente delgada.
Ella fue allá ayer.
Ella finalmente fracasará.
Es alta y linda.
Ella es increíblemente ingenua.
Lleva zapatos de tacón.
Sáltate los capítulos aburridos.
Algunos temas son eternos.
Alguien me está siguiendo.
Alguien abrió la puerta.
Alguien rompió la ventana.
Alguien olvidó su gorra.
Alguien está sentado allí.
España controlaba Florida.
Hable despacio y claramente.
Las tensiones aumentaban.
Gracias por explicarlo.
Gracias por entenderlo.
Gracias por comprenderlo.
Gracias por los comentarios.
Agradecemos tus comentarios.
Esa bolsa parece cara.
Ese castillo es hermoso.
Esa moneda es falsa.
Eso disgustó a todos.
Eso no me interesa.
Eso explica todo.
Eso lo explica todo.
Eso ocurrió en octubre.
Aquello intrigó a todos.
No hará ninguna diferencia.
Ese perfume huele bien.
Eso tomó 30 minutos.
No era mi intención.
Esa montaña es famosa.
Qué collar tan bonito.
Es una pregunta tonta.
¡Eso es totalmente absurdo!
Es un vino excelente.
Eso es difícilmente creíble.
Es mi silla favorita.
Eso es bastante impresionante.
Eso es realmente asqueroso.
Es realmente impresionante.
El accidente fue grave.
Las manzanas están deliciosas.
Los bebés están gritando.
El sótano quedó anegado.
La hemorragia se detuvo.
La muchedumbre parece confusa.
El efecto fue inmediato.
La rana se sumergió.
El gobernador estaba furioso.
El gatito dormía profundamente.
La lista está manuscrita.
La reunión fue cancelada.
Se canceló la reunión.
Los monjes están meditando.
La orquesta está tocando.
La fiesta está decayendo.
Los planes fueron descartados.
La impresora no funciona.
El problema prevalece.
El frigorífico está abierto.
El restaurante está cerrado.
Los resultados eran sorprendentes.
El espectáculo fue interesante.
La firma era falsa.
La situación empeoró.
La situación es seria.
El olor era insoportable.
La nieve ha desaparecido.
La estación estaba desierta.
El teléfono está sonando.
Suena el teléfono.
El váter no funciona.
La cisterna no funciona.
El reloj estaba garantizado.
El tiempo es precioso.
No hay ninguna solución.
No hay nadie más.
La comida no alcanzó.
Hay un pasaje secreto.
Hay una solución fácil.
Queda poco tiempo.
No hay agua corriente.
No hay suficiente agua.
Hay algo que quiero.
Estos son problemas serios.
Estos pantalones están sucios.
Consiguieron su objetivo.
Ya se han casado.
Llegaron al ocaso.
Se comieron unas enchiladas.
Se pusieron muy nerviosos.
Le cogieron robando.
Ellos no dijeron nada.
Ellos no vieron nada.
Ellos terminaron su comida.
Ellos tenían ideas distintas.
Tenían ideas diferentes.
Ellos tuvieron vidas maravillosas.
Ellos tienen tres hijos.
Ellos tienen hijas gemelas.
Ellos perdieron su propiedad.
Pagaron derechos de aduana.
Venden artículos de deportes.
Pronto hicieron amistad.
Eran de Australia.
Estaban jugando al tenis.
Ellos gastaban dinero.
Ellos fueron tomados prisioneros.
Ellos no se rendirían.
No me creyeron.
No me querían creer.
Ellos nunca entenderán.
Tienen toda la razón.
Ellos son estudiantes promedio.
Ellos están jugando juntos.
Ellos son bastante importantes.
Cambiaron la cerradura.
Las cosas están empeorando.
Las cosas van empeorando.
Las cosas lucen estupendo.
Este monto incluye impuestos.
Esta alfombra es bonita.
Este castillo es bonito.
Este reloj no funciona.
Este aparato no funciona.
Esto explica todo.
Este jardín es bonito.
Esto ocurrió en octubre.
Eso ocurrió en octubre.
Esto es muy aterrador.
Es muy interesante.
Esto es muy interesante.
Este ruido es insoportable.
Esta naranja está deliciosa.
Esta pieza no encaja.
Este lugar es repugnante.
Esta tienda vende cerámica.
Esta estufa usa queroseno.
Este material es asqueroso.
Este pavo está delicioso.
Para relajarte, respira lentamente.
Hoy es lunes, ¿no?
Tom siempre habla francés.
Tom llegó esta mañana.
Tom pidió direcciones.
Tom evitó la pregunta.
Tom se distrajo.
Tom merece un ascenso.
Tom no sintió nada.
Tom no sabía nada.
Tom no quería nada.
Tom descubrió la verdad.
Tom no bebe café.
Tom no toma café.
Tom no necesita lentes.
Tom no habla francés.
Tom no utiliza Facebook.
Tom no ocupa esteroides.
Tom no usa esteroides.
Tom ya no trabaja.
Tom soñaba con cebras.
Tom introdujo su contraseña.
Tom finalmente confesó.
Tom cogió un foco.
Tom cogió una linterna.
Tom tuvo otro accidente.
Tom apenas come nada.
Han regañado a Tom.
Tom tiene problemas maritales.
Tom terminó pidiendo perdón.
Tom heredó su riqueza.
Tom está masticando algo.
Tom está bajando juegos.
Tom está dibujando algo.
Tom es extremadamente violento.
Tom es bastante inteligente.
Tom está firmando documentos.
Tom está escribiendo algo.
Tom escuchaba con atención.
Tom luce muy decoroso.
Tom adora estudiar música.
Tom recordó algo.
Tom dimitió el lunes.
Tom vio algo moviéndose.
Tom cortó la lechuga.
Tom picó la lechuga.
Tomás apretó el gatillo.
Tom entendió las normas.
Tom estaba ausente ayer.
Tom estaba ocultando algo.
Tom estaba realmente impresionado.
Tom estaba realmente sorprendido.
Tom ganó el campeonato.
Tom trabaja en agricultura.
Mañana empiezo a trabajar.
Mañana es su cumpleaños.
Hay mucha incertidumbre.
Desafortunadamente llovió.
Desafortunadamente es verdad.
¿Fue algo especial?
¿El libro era interesante?
¿No era tu novio?
Apreciamos su talento.
No estamos haciendo nada.
No aprendimos nada.
Ayer no hablamos.
Nosotros lo elegimos presidente.
Esperábamos mejores condiciones.
Tenemos 30 empleados.
No te hemos abandonado.
Debemos ahorrar electricidad.
Necesitamos otra solución.
No deberíamos estar juntos.
Estudiamos francés juntos.
Comprendemos los problemas.
No fuimos suficientemente listos.
Siempre estaremos juntos.
Seremos amigos por siempre.
Discutiremos eso más tarde.
Seguiremos vuestro consejo.
Emplearemos otro material.
Nosotros te visitaremos mañana.
Nosotras te visitaremos mañana.
Te visitaremos mañana.
Somos un poco diferentes.
Aquí todos somos canadienses.
Sólo agarramos carrilla.
Somos casi como hermanos.
Ya no somos niños.
No estamos haciendo nada.
Hemos logrado mucho.
Ya hemos intentado eso.
Aprendimos nuestra lección.
Hemos hecho buen progreso.
¡Qué hermosa mañana!
¡Qué foto más bonita!
¡Qué hermoso arcoíris!
¡Qué declaración más absurda!
¡Qué feliz coincidencia!
¡Qué agradable sorpresa!
¡Qué hermoso obsequio!
¡Qué mujer tan atractiva!
¡Qué libro tan interesante!
¿Qué celebras?
¿Qué estás celebrando?
¿Qué celebráis?
¿Qué estáis celebrando?
¿Qué está celebrando?
¿Qué celebra?
¿Qué están celebrando?
¿Qué celebran?
¿Cuáles son sus miras?
¿Cuáles son sus intenciones?
¿Qué causó el accidente?
¿Eso qué logró?
¿Qué pasó allá atrás?
¿Qué pasó allá abajo?
¿Qué pasó aquí hoy?
¿Qué ocurrió en octubre?
¿Qué pasó anoche?
¿Qué pasó allá?
¿Qué pasó aquella noche?
¿Qué pasó esa noche?
¿Qué te hizo sospechar?
¿Cuál era la explicación?
¿A qué te refieres?
¿Qué te preocupa, Tom?
¿Qué estuviste cocinando?
Lo que pasa, pasa.
¿Cuándo es el intermedio?
¿Dónde están tus maletas?
¿Dónde estabas ayer?
¿Adónde va este tren?
¿Dónde está tu abuelo?
¿Quién diseñó ese museo?
¿Quién organizó este evento?
¿Quién pintó esta pintura?
Tienes toda la razón.
Tienes toda la razón.
Estás completamente equivocado.
Tienes toda la razón.
Eres muy insensible.
Puedes ver televisión.
Podéis ver la televisión.
Puedes deshidratarte.
No pareces sorprendida.
Tienes treinta mensajes.
Tiene treinta mensajes.
No has cambiado mucho.
Tienen que habérsete caído.
Deberías ejercitarte más.
Deberías conocerte.
Deberías prestar atención.
Debes recordar eso.
Deberías haber comprado uno.
Deberías haber comprado una.
Deberíais haber comprado uno.
Deberíais haber comprado una.
Debería haber comprado uno.
Debería haber comprado una.
Deberían haber comprado uno.
Deberían haber comprado una.
No deberías estar fuera.
Suenas realmente enfadado.
Hablas inglés fluidamente.
No encontrarás nada aquí.
Sos una linda mujer.
Eres un pésimo conductor.
Eres un gran oponente.
Ustedes están felices, ¿no?
Eres feliz, ¿verdad?
Tienes muy buen aspecto.
Estás mintiendo, ¿cierto?
Ni siquiera estás sudando.
No eres mi novia.
No sos mi novia.
Ya no eres joven.
Ya no son jóvenes.
Buen tiquismiquis estás hecho.
Arruinas la atmósfera.
Estás cansado, ¿verdad?
Estáis cansados, ¿verdad?
Estás perdiendo el tiempo.
Ya lo has olvidado.
Llegaste demasiado pronto.
Has venido demasiado pronto.
Llegaste demasiado temprano.
Nos traicionaste otra vez.
Ya lo hiciste.
Tu francés es excelente.
Tu francés está mejorando.
Su respuesta es incorrecta.
Tu hija se droga.
Su hija consume drogas.
Vuestros amigos están esperando.
Tu discurso fue espléndido.
Tu teléfono está sonando.
Pronto vendrá un huracán.
Una terrible cosa pasó.
Algo terrible pasó.
Las apariencias engañan.
¿Están ellos escondiendo algo?
¿Te estás divirtiendo?
¿No son felices juntos?
Australia no es diferente.
Ser honesto es importante.
¿Puedes recordar algo?
Existen flores carnívoras.
Escoge el que quieras.
Elige el que quieras.
Está llegando Navidad.
Ven rápido. Es urgente.
Considérense afortunados.
¿Interrumpí algo?
¿Tomas nitroglicerina?
¿Todos tienen papel?
¿Todos entienden?
¿Incluye pilas?
No cometas ninguna tontería.
No olvides tu promesa.
No botes nada.
No toques nada aquí.
No toques esa perilla.
No toques esa manilla.
Come más verduras frescas.
Finalmente, ella triunfó.
Todos creyeron su embuste.
Todos aman ese lugar.
Todos parecen ser optimistas.
Todo está de cabeza.
Todo está cabeza abajo.
Todo está al revés.
Todo está patas arriba.
Expresa tus ideas bien.
Pocas granjas tenían electricidad.
Había cuarenta personas presentes.
Cuarenta personas estaban presentes.
Acudieron cuarenta personas.
Id a lavaros.
Vayan a asearse.
Se descubrió oro allí.
Se esperan buenos resultados.
Adiós. Hasta mañana.
¿Has terminado de hablar?
Él reconoció su culpa.
Él no te entiende.
No te entiende.
Malversó dinero público.
Se graduó de Harvard.
Él ha acumulado riqueza.
Siempre está soñando despierto.
Él me besó apasionadamente.
Habla francés fluido.
Él presenció el accidente.
Fue testigo del accidente.
Su coraje la respaldaba.
Su condición es crítica.
Está en estado crítico.
Su conducta fue admirable.
Su historia fue interesante.
Su temperatura es normal.
¿Cómo están tus abuelos?
Acepté su invitación.
Acepté su invitación.
Aprecio tu interés.
Aprecio tu honestidad.
No sospechaba nada.
No entiendo francés.
No entiendo el alemán.
Me siento muy cómodo.
Odio que me fotografíen.
Tengo otro compromiso.
Tengo dificultad para masticar.
Tengo una acidez terrible.
No he roto nada.
Me planché los pañuelos.
Planché el pañuelo.
No sé absolutamente nada.
Hoy aprendí algo.
Me gusta aprender idiomas.
Me gusta estudiar lenguas.
Hice algunas modificaciones.
Debo haber entendido mal.
Necesito asistencia médica.
Ayer jugué al fútbol.
Prefiero los muebles modernos.
Necesito tu ayuda.
Huelo algo quemándose.
Dejé de beber café.
Supongo que es posible.
Entiendo tu problema.
Estaba levemente decepcionado.
Yo estaba muy asustado.
Estaba completamente consternado.
No estaba pensando claramente.
No estaba escribiendo nada.
Contestaré a esa pregunta.
La llamaré en seguida.
Te daré la anestesia.
Te inyectaré la anestesia.
Nunca te decepcionaré.
Yo te visitaré personalmente.
Siempre te recordaré.
Estoy adjuntando tres archivos.
Estoy decepcionado de ti.
Estoy terminando mis deberes.
Estoy terminando los deberes.
Tengo problemas otra vez.
Yo deseo que ocurra.
Espero que ocurra.
Me interesa la ciencia.
Estoy buscando algo.
Estoy haciendo huevos revueltos.
Yo no toco nada.
Estoy leyendo el periódico.
Siento lo de ayer.
Lamento lo de ayer.
Estoy todavía comparando precios.
Estoy rodeado de enemigos.
Estoy intentando concentrarme.
Ya he cenado.
Ya oí suficiente.
Siempre he creído eso.
Acabo de desayunar.
Últimamente he perdido peso.
Nunca maté a nadie.
He recibido tu carta.
Bajé de peso repentinamente.
¿La hidroterapia es efectiva?
¿Hay algo importante?
¿Esta información es correcta?
¿Ya hiciste tu tarea?
Ya no importa.
No es tan complicado.
Parece muy interesante.
Sonaba demasiado descabellado.
Fue absolutamente asombroso.
Ayer estuvo nublado.
Ayer estaba nublado.
Era realmente interesante.
Es una lengua difícil.
Es un idioma difícil.
Es una pregunta difícil.
Es completamente hermoso.
Es casi medianoche aquí.
Es una acusación absurda.
Es un proyecto ambicioso.
Es una enfermedad incurable.
Ciertamente es diferente.
Es mucho más conveniente.
No es tan complicado.
Evidentemente, es culpa tuya.
Esta noche llueve enérgicamente.
Si no es importante.
Es sencillo e intuitivo.
Es el resultado previsto.
Es la única explicación.
Es virtualmente imposible.
Dejen su sala limpia.
Mantén los dedos cruzados.
Aprender francés es útil.
Trasnochemos.
Ponte cómodo.
Muchos problemas le aguardaban.
Mary nunca lleva pendientes.
Quizás ellas tengan algo.
Mi hija nació prematuramente.
Mi novia es canadiense.
Mi opinión era irrelevante.
Mis planes fracasaron miserablemente.
Mi teléfono no funciona.
Ningún lado se rendirá.
Ningún canadiense resultó herido.
Nadie puede entenderle.
Nadie sospechaba nada.
Nadie esperaba eso.
No todos son deshonestos.
Aquí nunca pasa nada.
Nada sucede por casualidad.
Nada es realmente original.
Te estás poniendo paranoico.
Un día lo entenderás.
Nuestro plan fue inútil.
Leer desarrolla la mente.
Absténgase de fumar aquí.
Ella tiene habilidades psíquicas.
Te deja sin aliento.
Le encantan las antigüedades.
Ella rechazó mi invitación.
Ella declinó mi invitación.
Ella testificó contra él.
Ella se giró rápidamente.
Caminó con mucho cuidado.
Ella está refunfuñando algo.
Está embarazada de gemelos.
Ella espera gemelos.
Ella es muy despreocupada.
¿No deberías estudiar?
Aquí está prohibido fumar.
Algunas serpientes son peligrosas.
Alguien abrió la ventana.
Algo está pasando acá.
España aprobó el tratado.
Tales accidentes son comunes.
Nadar es buen ejercicio.
Gracias por la corrección.
Esa enfermedad es incurable.
Eso es bastante inesperado.
Suena bastante estúpido.
Eso suena muy tentador.
Ese pensamiento me aterrorizó.
Eso nunca desaparecerá.
Eso sería excelente.
Eso sería inadecuado.
Eso no me convencería.
Esto costará 30 €.
Es una extraña pregunta.
Mi excusa favorita.
Es la pura verdad.
Eso es mucha desconsideración.
La respuesta es complicada.
El público parecía aburrido.
Los sótanos están anegados.
La botella contenía vino.
El cambio fue sobresaliente.
Los aplausos eran ensordecedores.
El niño pintaba flores.
La compañía quebró.
La competencia es ardua.
La competición es feroz.
El motor está sobrecalentado.
El motor no parte.
El famoso pianista sonrió.
La valla necesitaba pintura.
El funeral fue ayer.
La investigación ha terminado.
La isla está deshabitada.
La cocina está abajo.
El hombre finalmente confesó.
La población aumenta.
La población está aumentando.
El prisionero fue liberado.
La pregunta fue respondida.
La situación es crítica.
La situación es desesperada.
El soldado actuó valientemente.
El guiso huele delicioso.
La temperatura está subiendo.
El tiempo mejoró.
La herida se infectó.
Sus destinos estaban entrelazados.
Su boda es mañana.
Hay tres sobrevivientes.
No hay muchas opciones.
Había otro problema.
Allí no había nadie.
No había nadie ahí.
No había mucho tráfico.
Hay un restaurante aquí.
Hay un problema serio.
No hay otra solución.
No hay suficiente café.
Hay un pequeño problema.
Aquí hay algo.
Hay algo aquí.
Falta algo.
Estos son mis abuelos.
Estos libros son caros.
Estas botas son caras.
Estas naranjas se pudrieron.
Estas naranjas están podridas.
Estos árboles son preciosos.
No lograron nada.
Ellos corrigieron el documento.
Ellos vetaron su propuesta.
Ellos malograron esa autopsia.
Ellos los llamaron traidores.
Ellos construyeron un puente.
Ellos crearon un gobierno.
No encontraron nada.
No sabían nada.
Ellos no tienen recursos.
Tuvieron muchos hijos.
Tienen varias opciones.
Ellos tienen doce hijos.
Los estudiaron de cerca.
Hablaron de cultura.
Ellos siempre estaban juntos.
Se quedaron boquiabiertos.
Se quedaron sin palabras.
Son sorprendentemente buenos.
Ellos son muy entusiastas.
Son jóvenes y saludables.
Las cosas finalmente cambiaron.
Trece personas han muerto.
Esto casi nunca pasa.
Este café está amargo.
Este café sabe amargo.
Este vaso tiene agua.
Esto es completamente absurdo.
Esto es completamente ridículo.
Es completamente inútil.
Esta leche sabe pésimo.
Esta foto es maravillosa.
Aquí hay de todo.
Esto es realmente excepcional.
Esta tienda vende cerámica.
Este tren es cómodo.
Esas cosas ocurren mucho.
Tres personas fueron rescatadas.
Tres personas resultaron heridas.
Tom ya pidió pizza.
Tom siempre causa problemas.
Tom completó la misión.
Tom no veía nada.
Tom negó la acusación.
Tom ni pidió disculpa.
Tom no escribió nada.
Tom murió casi instantáneamente.
Tom no desayuna.
Tom no tiene nada.
Tom no tiene pecas.
Tom no sabe nada.
Tom no fuma más.
Tom ya no fuma.
Tom no quiere nada.
Tom bebe café instantáneo.
Tom apagó el fuego.
Tom falsificó los reportes.
Tom finalmente comió algo.
Tom terminó su tarea.
Tom tiene habilidades psíquicas.
Tom tiene habilidades especiales.
Tom tiene tres novias.
Tomás es increíblemente ingenuo.
Tom es muy distraído.
Tom lleva tirantes.
Tomás me invitó personalmente.
Tom personalmente me invitó.
Tom practica magia negra.
Tom predijo nuestro éxito.
Tom cría caballos árabes.
Tom respondió inmediatamente.
Tom regresó a Australia.
Tom reescribió el párrafo.
Tom sobrevivió al accidente.
Tom fue extremadamente imprudente.
Tom estaba algo dudoso.
Tom nunca lo entenderá.
Tom probablemente tendrá éxito.
Mañana es Navidad.
Veinte familias viven aquí.
Quedaban dos asientos desocupados.
Quedaban dos asientos libres.
Espera, suena el teléfono.
Cuidado con los carteristas.
Somos jugadores de baloncesto.
Montamos calentadores de agua.
Ensamblamos calentadores de agua.
Armamos calentadores de agua.
No logramos mucho.
No hicimos mucho.
Desayunamos juntos.
Nos divertimos jugando tenis.
Tenemos que empezar inmediatamente.
Nunca estudiamos juntos.
Hablamos sobre Australia.
¡No estábamos haciendo nada!
¡No estábamos haciendo nada!
Queremos cuentas separadas.
Nos iremos mañana.
Regresamos de Australia.
Solo estamos mirando.
Saldremos al alba.
No estamos viviendo juntos.
Todavía estamos investigando.
Estamos a treinta minutos.
Estamos bajo investigación.
Somos muy felices juntos.
Siempre hemos sido amigos.
Hemos olvidado algo.
Bueno, me convenciste.
Estaremos allí mañana.
¡Qué sorpresa maravillosa!
¡Qué situación más cómica!
¡Qué situación más divertida!
¿Cuáles son tus conclusiones?
¿Qué causó la explosión?
¿Qué provocó este accidente?
¿Qué ha logrado Tom?
¿Qué hemos logrado?
¿Eso qué logrará?
¿Esto qué logrará?
¿De qué hablas?
¿Qué problema tienes hoy?
¿Quién cometió este homicidio?
¿Quién descubrió la isla?
¿Quién pintó esta pintura?
¡Vaya! Eso luce delicioso.
Ayer jugué al fútbol.
Te distraes con facilidad.
No puedes patinar aquí.
No escribiste nada.
No pareces interesado.
No pareces sorprendida.
Exageras todo.
Tienes que controlarte.
Hoy pareces estar distraída.
Hoy pareces estar distraído.
Deberías comer vegetales.
No deberías beber.
Estabas claramente equivocado.
Un día lo entenderás.
Un día lo entenderéis.
Tienes toda la razón.
Siempre te estás quejando.
Siempre estás quejándote.
Estás completamente saludable.
Eres de Boston, ¿verdad?
Estás bromeando, ¿verdad?
No eres tan importante.
Estás muy elegante hoy.
Estáis muy elegantes hoy.
Tu inglés está mejorando.
"¿Él está mintiendo?" "Obviamente."
"Gracias." "De nada."
¿Estás completamente seguro?
¿Sois los tres canadienses?
Australia era una excepción.
Ambos policías fueron asesinados.
Las circunstancias han cambiado.
¡Vuelve aquí ahora mismo!
¡Vuelve aquí de inmediato!
¡Volved aquí de inmediato!
¡Volved aquí ahora mismo!
¡Vuelva aquí de inmediato!
¡Vuelva aquí inmediatamente!
¡Vuelvan aquí inmediatamente!
¡Vuelvan aquí de inmediato!
¿Pasó algo hoy?
¿Perdiste el conocimiento?
¿No suena eso grave?
No toques el termostato.
No toquéis el termostato.
No toque el termostato.
No toquen el termostato.
Descuida, que lo recordaré.
Cada país es distinto.
Todo iba estupendo.
Todo será perfecto.
Ahora está todo bien.
Todo está bien ahora.
Todo está bajo control.
¿Exactamente qué pasó aquí?
Ejercitarse trae muchos beneficios.
Rellena el cuestionario.
¿Terminaste de vestirte?
Él aceptó la nominación.
Se merece el castigo.
Él está estudiando agricultura.
El comúnmente pinta paisajes.
Él pinta paisajes frecuentemente.
Ayer jugó al tenis.
Mañana jugará al béisbol.
Él habla chino fluidamente.
Habla chino con fluidez.
Él buscaba la reelección.
Él definitivamente no vendrá.
Su novia es japonesa.
Su amiga es japonesa.
Su profecía se cumplió.
Agradezco tu interés.
No recordaba nada.
No tengo nietos.
Seguí tu sugerencia.
No he tocado nada.
No paran de interrumpirme.
Nunca sospeché nada.
Suelo tener conjuntivitis.
Entiendo que estés asustado.
Entiendo que esté asustado.
Comprendo tus preocupaciones.
Yo comprendo tu lengua.
Reconsideraré el asunto.
Recordaré esta tarde.
Reformularé la pregunta.
Soy un investigador privado.
Voy definitivamente a continuar.
Me siento claustrofóbica.
Me siento claustrofóbico.
Estoy traduciendo un artículo.
He prestado atención.
Estaba prestando atención.
Te traje algo.
Corregí el error.
Olvidé mi contraseña.
He olvidado tu número.
Me perdí otra oportunidad.
Islandia tiene muchos volcanes.
¿No es bello todo?
¿No hay algo más?
Podría haberse evitado.
No hace mucha diferencia.
Empezó a llover fuerte.
Es absolutamente imposible.
Es totalmente ridículo.
Va contra mis principios.
Son casi las doce.
Es una excelente solución.
Es absolutamente irracional.
Es sólo tu imaginación.
Es sólo tu imaginación.
Banderas japonesas ondeaban.
Cenemos juntos esta noche.
Supongamos que llevas razón.
Empezaremos por las sobras.
Hablemos de Australia.
Escuchad y aprended algo.
Escuchen y aprendan algo.
Marconi inventó la radio.
¡Feliz Navidad a todos!
Gracias por todo, mamá.
Mi padrastro era diabético.
Nadie se preguntó nada.
Nadie puede saberlo todo.
Nadie debería apoyar esto.
Está prohibido estacionar aquí.
No existen personas perfectas.
Por favor, mantente cercano.
Se requieren medidas inmediatas.
Ella supuestamente le asesinó.
Ella declinó mi invitación.
No parecía interesada.
No te entiende.
Ella no te entiende.
Ella no le entiende.
Ella no les entiende.
Ella tiene muchos pañuelos.
Ella aprobó el examen.
¿No deberías estar atendiendo?
¿No deberías estar escuchando?
¿No deberías escuchar?
¿No deberías atender?
Aquí está prohibido fumar.
Murieron algunos civiles.
Algunos minoristas cobran menos.
Algún día lamentarás esto.
Alguien borró mi comentario.
Algo debe haber pasado.
Lamento la interrupción.
Hablar inglés es útil.
Gracias por aclarármelo.
Gracias por todo, Tomás.
Gracias por quedarte.
Gracias por la hospitalidad.
Gracias por las sugerencias.
Eso no significa nada.
Ese teclado es costoso.
Eso habrá sido terrible.
Eso es cuestión aparte.
Es una historia increíble.
Es mejor que nada.
La discusión se acaloró.
La competición fue feroz.
El concierto fue exitoso.
Las galletas estaban deliciosas.
Los bailarines estaban agotados.
Las bailarinas estaban agotadas.
Los efectos son reversibles.
La berenjena era excelente.
El ascensor no funciona.
Los vuelos fueron cancelados.
La medicina sabe amarga.
Denegada.
Se acepta.
La oposición estaba dividida.
El paciente está inconsciente.
El proyector no sirve.
El proyector no funciona.
El público exige respuestas.
El frigorífico está cerrado.
Los informes eran confusos.
La similitud es extraña.
El parecido es asombroso.
Los estudiantes han vuelto.
El teléfono no funciona.
Su profesor los elogió.
Hay pocas alternativas.
No hay grandes avances.
Había silencio absoluto.
Hubo dos abstenciones.
Dos se abstuvieron.
Habrá consecuencias.
Habrá dificultades.
Hay esperanza para todos.
Algo está sucediendo.
Estos animales son amigables.
Esto son cosas importantes.
Estas son frases sencillas.
Estos audífonos no sirven.
Estos audífonos no funcionan.
Estos auriculares no funcionan.
Estas normas son sensatas.
Estas camisas son idénticas.
No necesitamos estas cosas.
Todos felicitaron a Tom.
Ellos los llamaban scalawags.
Ellos no tocaron nada.
Ellos no quieren ayuda.
Apuraron las copas.
Les pillaron infraganti.
Ellos liberaron al prisionero.
Ellos eran hombres conservadores.
Están completamente seguros.
Ellos son campeones académicos.
Ellos siempre se quejan.
Siempre se están quejando.
Ellos son gente interesante.
Típicos adolescentes.
Son jovenzuelos del montón.
El artículo es desorientador.
El artículo es confuso.
Este ordenador no funciona.
Esto se considera correcto.
Esta medicina sabe horrible.
Esto debería ser interesante.
Esto no debería repetirse.
Esta sopa está extraordinaria.
Este yogur sabe extraño.
Esos audífonos no sirven.
Miles perdieron sus hogares.
Tom actuó sin pensar.
Tom no logró mucho.
Tom murió de tuberculosis.
Tom finalmente se calmó.
Tom siguió sus instintos.
Tom olvidó su cita.
Tom es extremadamente ambicioso.
Tom es extremadamente peligroso.
Tom es extremadamente despistado.
Tom está aprendiendo JavaScript.
Tom está recibiendo tratamiento.
Tom escuchó con interés.
Tom reinició su computadora.
Tom habla tres idiomas.
Tom se cree invencible.
Tom viajó por Europa.
Tom consume esteroides anabólicos.
Tom estaba extremadamente agradecido.
Tom estaba sudando profusamente.
Tom estaba sudando mucho.
Tom los observó cuidadosamente.
Desafortunadamente, es un engaño.
Desafortunadamente, es falso.
Los vegetarianos comen verduras.
Aceptamos su invitación.
Aplaudimos a los músicos.
Hicimos todo juntos.
Intercambiamos números de teléfono.
Teníamos visitas inesperadas.
Tomamos decisiones juntas.
Tomamos decisiones juntos.
Ayer jugamos al fútbol.
Jugamos al tenis ayer.
A veces cometemos errores.
Hablamos de baloncesto.
Hablamos de todo.
Ayer fuimos de compras.
Mañana tendremos invitados.
Casi somos como hermanos.
Estamos fastidiando al profesor.
Volvemos mañana.
Ya no estamos juntos.
Ya lo hemos discutido.
Ya lo discutimos.
Resolvimos el problema.
¡Qué experiencia tan horrible!
¡Qué invento tan maravilloso!
¿Qué está investigando?
¿Qué pasó esta mañana?
¿Qué has logrado?
¿Cuál fue su explicación?
¿Sobre qué estás farfullando?
¿Dónde están las fresas?
¿Dónde están las frutillas?
¿Dónde te conviene?
¿Dónde dan esa película?
¿Dónde está el directorio?
¿Quién inventó el teléfono?
¿Quién organizó esa reunión?
Siempre te estás quejando.
Siempre os estáis quejando.
No has estado escuchando.
Esta noche estás preciosa.
Esta noche estás magnífica.
Debes irte ya.
Tienes que irte inmediatamente.
Deberías haberlo sabido.
Te preocupas por todo.
Siempre estás exagerando.
Eres una chica interesante.
Eres increíblemente talentoso.
Eres increíblemente talentosa.
Es increíblemente talentoso.
Es increíblemente talentosa.
Son increíblemente talentosos.
Son increíblemente talentosas.
Todavía eres inexperto.
Todavía eres inexperta.
Tú eres el responsable.
El responsable eres tú.
Eres increíblemente estúpido.
Tus acusaciones son falsas.
Sus alegaciones son falsas.
Tu comportamiento fue vergonzoso.
Vuestra hipótesis es correcta.
Tu madre murió ayer.
Su madre falleció ayer.
Vuestra opinión no cuenta.
Tu pregunta es ilógica.
Me asustaron tus gritos.
Tu voz me suena.
¿Estoy interrumpiendo algo?
¿Interrumpo algo?
Las bacterias son microorganismos.
Bell inventó el teléfono.
Ambos cargos fueron retirados.
Ambos niños fueron castigados.
Prepararos para el impacto.
Preparaos para el impacto.
Colón descubrió América.
Compara estos dos computadores.
¿No tomaron precauciones?
¿No tomaste precauciones?
¿Consumes metanfetaminas?
No pierdas esta oportunidad.
Eisenhower cumplió su promesa.
Eisenhower mantuvo su promesa.
Todos desean la felicidad.
Todo pasó muy rápido.
Todo está bajo control.
La familiaridad engendra desprecio.
¿Pasó algo más?
¿Pasó algo bueno?
Él compone poemas bellos.
Descubrió sus intenciones.
Él sufría de reumatismo.
Es un pensador independiente.
Su rabia es comprensible.
Su rabia es comprensible.
Su error fue voluntario.
Su actuación fue asombrosa.
Admiro su determinación.
Acepté con entusiasmo.
Me cuesta respirar.
Grabé nuestra conversación.
No esperaba visita.
Yo no esperaba visita.
Soy licenciado en veterinaria.
Estoy comenzando a entender.
Estoy confundido y frustrado.
Me interesan los computadores.
Estoy preocupada por todos.
He estado holgazaneando recientemente.
He terminado mi tarea.
He olvidado tu dirección.
He olvidado vuestra dirección.
Engordé tres kilos.
Islandia pertenecía a Dinamarca.
¿Está correcta esta traducción?
Llovió fuerte ayer.
Anoche llovió.
Es una cuestión complicada.
Es un gran logro.
Es un organismo unicelular.
Es diferente para todos.
Es diferente para todas.
Aprender caligrafía es divertido.
Saltémonos la escuela mañana.
Reunámonos mañana.
No finjamos lo contrario.
No creamos lo contrario.
No pretendamos lo contrario.
Hablemos de basquetbol.
Pónganse cómodos.
Poneos presentables.
Poneos en condiciones.
Arreglaos un poco.
Varias carreteras permanecen cerradas.
Pasaron muchas cosas injustas.
Mary compró varios vestidos.
Mary es verdaderamente bella.
Mis abuelos son jubilados.
Ahora prestar atención, niños.
Chico, es embarazoso.
Siete policías fueron asesinados.
Varios delegados discreparon.
Ella aceptó nuestra invitación.
Ella llamó al psiquiatra.
Ella rechazó la invitación.
Ella llamó al psiquiatra.
Dejó de coger margaritas.
Ella usa hermosas pilchas.
Algo está tremendamente mal.
Aunque parezca extraño, falló.
Gracias nuevamente por todo.
Gracias por tu colaboración.
Gracias por tu explicación.
Esa casa parece abandonada.
Era realmente interesante.
Es una pregunta difícil.
Eso es muy razonable.
El público parecía aburrido.
La ceremonia fue imponente.
Los detectives estaban desorientados.
La experiencia fue agotadora.
Los productos llegaron ilesos.
Las mercancías llegaron ayer.
La medicina hizo maravillas.
Las montañas son preciosas.
La fiesta fue inolvidable.
La vista es sobrecogedora.
El secretario fue cesado.
Las estadísticas son alarmantes.
Las bandas eran horizontales.
La televisión no funciona.
La televisión no trabaja.
Las tropas fueron aniquiladas.
El fallo fue contrario.
Hay un gran supermercado.
Hay un supermercado grande.
Hay una leve diferencia.
Casi no hay muebles.
Hay otra posibilidad.
Hay algo ahí fuera.
Hay tiempo para todo.
Estos billetes son falsos.
Estos lentes son hermosos.
Aplastaron toda resistencia.
Defendieron su país.
Exploraron la Antártida.
Ayer fueron a pescar.
Les pillaron infraganti.
Ellos estaban muy emocionados.
Ellas se divierten.
Se están divirtiendo.
Este libro parece interesante.
Este libro parece interesante.
Esta silla es incómoda.
Esto avergonzaría a cualquiera.
Esas respuestas son incorrectas.
Esos plátanos son deliciosos.
Esos niños son felices.
Estos niños son alegres.
Esas flores son hermosas.
Tres canadienses fueron asesinados.
Hoy ha sido tonificante.
Tom aceptó lo inevitable.
Tom aceptó la nominación.
Tom siempre quiere todo.
Tom merece otra oportunidad.
Tom necesitaba eso desesperadamente.
Tom no parecía preocupado.
Tom no sospechaba nada.
Tom no parece interesado.
Tom no parece convencido.
Tom está totalmente aterrorizado.
Tom está claramente decepcionado.
Actualmente, Tom está desempleado.
Actualmente, Tom está parado.
Tom es extremadamente agresivo.
Tomás está aprendiendo programación.
Tom está obviamente asustado.
Tom mantiene su inocencia.
Tom abrió el refrigerador.
Tom parece sorprendentemente tranquilo.
Tom debería ser felicitado.
Tom entiende el problema.
Tom ha estado genial.
Tom ha estado estupendo.
Tom ha estado increíble.
Tom ha estado tremendo.
Tom lo ha bordado.
Tom estaba completamente confuso.
Tom estaba completamente desamparado.
Tom inmediatamente se preocupó.
Tom triunfará finalmente.
Ya pasaron veinte años.
Apreciamos su paciencia.
Intentamos el experimento.
Queremos más información.
Estamos haciendo muchos progresos.
Estamos avanzando enormemente.
Estamos todavía comparando precios.
Estamos desperdiciando tiempo precioso.
Lo estudiamos a fondo.
¡Qué gran logro!
¡Qué desagradable sorpresa!
¿Qué es ese crujido?
¿Resultará el experimento?
Ayer fue abrasador.
Eres canadiense, ¿no?
¡Eres una persona problemática!
No estás prestando atención.
Probablemente estás muy aburrido.
Eres realmente distraído.
Has hecho algo mal.
Hiciste algo mal.
Casi todos fueron invitados.
¿No te estás divirtiendo?
Ambas expresiones son correctas.
¿Entiendes todo?
No agraves el problema.
No insultes mi inteligencia.
No empieces a emparanoiarte.
No empecéis a emparanoiaros.
No empiece a emparanoiarse.
No empiecen a emparanoiarse.
No subestimes mi poder.
Cada persona es distinta.
Todos parecen incómodos.
Aquí todo es caro.
Concrete usted su idea.
Finalmente, los delegados votaron.
Ordena tus prioridades.
¿Ha habido consecuencias?
Se expresó con claridad.
Siempre se está quejando.
Aquí hay algo interesante.
Hallo los idiomas fascinantes.
Rara vez veo documentales.
Lo reconocí de inmediato.
Me siento muy confiado.
Hablo por experiencia.
Ya he considerado eso.
Ya he desayunado.
Empecé a aprender francés.
¿Es eso absolutamente necesario?
¿Es esto absolutamente necesario?
Probablemente lloverá mañana.
Es un Gobierno democrático.
Es un argumento interesante.
Finalmente dejó de llover.
Ahora se está complicando.
Mary es absolutamente hermosa.
Mi abuela habla despacio.
Nadie sobrevivió al accidente.
Ya nada me sorprende.
Ahora se está complicando.
Obviamente, hay un problema.
Ellos originalmente eran granjeros.
Nuestro profesor lucía sorprendido.
Leer libros es interesante.
Rusia rechazó ambas demandas.
Se comportó muy abominablemente.
Ella es especialmente atractiva.
Se eligieron sesenta delegados.
Alguien debería decir algo.
Algo ocurrió en Boston.
Hablar francés es difícil.
Eso no cambia nada.
Eso es absolutamente increíble.
Eso es completamente irrelevante.
El criminal dejó huellas.
La decisión era forzosa.
Los médicos parecían preocupados.
La evidencia es irrefutable.
La evidencia es irrebatible.
Ayer cerró la fábrica.
Los gestores son incompetentes.
La población está aumentando.
Ese problema está irresuelto.
Los resultados fueron sobresalientes.
Los resultados fueron espectaculares.
La vista era sobrecogedora.
La situación es complicada.
El clima cambió repentinamente.
Su encuentro era inevitable.
Estos son problemas complicados.
Estos detalles son irrelevantes.
Estos cuadros son bonitos.
Ellos abandonaron su país.
Dicen ser canadienses.
Ellos declararon sus objeciones.
Ellos querían algo mejor.
Todos ellos son universitarios.
Ellos son cantantes profesionales.
Son gente muy alegre.
Ladrones saquearon el museo.
Este sillón es cómodo.
Este libro parecía interesante.
Este diccionario es caro.
Esto es completamente maravilloso.
Esto es completamente diferente.
Esto es fundamentalmente injusto.
Obviamente, es imposible.
Esto es totalmente inaceptable.
Este problema parece difícil.
Esta canción parecía apropiada.
Esto suena muy interesante.
Esta tarea requiere habilidad.
Tom se consideraba afortunado.
Tom se consideraba suertudo.
Tom no supo controlarse.
Tom no se presentó.
Tom disfrutaba jugar béisbol.
Tom tiene notas extraordinarias.
Tom tiene habilidades telepáticas.
Tom es completamente inconsecuente.
Tom está totalmente desorientado.
Tom parece muy incómodo.
Tom respondió diplomáticamente.
Tom parece verdaderamente avergonzado.
Tom todavía no entiende.
Tom lo entendió completamente.
Tom estaba profundamente deprimido.
Intenta reiniciar tu ordenador.
Desafortunadamente, me debo rehusar.
Desafortunadamente, ella está ausente.
No entendimos nada.
Tenemos tres nietas.
Ayer jugamos al béisbol.
Viajamos por toda Australia.
Aceptaremos vuestras condiciones.
Aceptaremos sus condiciones.
Aceptaremos tus condiciones.
Hemos alcanzado ese objetivo.
Que individuo más repugnante.
¡Qué situación humillante!
¿Cuáles son las condiciones?
¿Qué más ocurrió ayer?
¿Dónde están tus nietos?
¿Quién representa al demandado?
No puedes controlarlo todo.
No podéis controlarlo todo.
Sencillamente no entenderías.
Te ves completamente preciosa.
Deberías irte inmediatamente.
Deberías haber venido ayer.
Debiste haber venido ayer.
Deberías haber visitado Boston.
Entiendes el francés, ¿verdad?
Tú siempre me criticas.
Usted es eficiente, ¿verdad?
Eres de Australia, ¿verdad?
Estás impresionado, ¿no?
Tu conducta es imperdonable.
Tu amistad es importante.
Tu caligrafía es terrible.
Vuestra fama os precede.
Tu técnica es impresionante.
"Gracias." "De nada."
Enfocad el microscopio.
¿Estás insinuando algo?
Describí tu desayuno ideal.
¿Entendiste todo?
¿Existen sandías sin semillas?
Pocos estudiantes entienden latín.
Los amigos se comprenden.
¿Lo has corregido todo?
Se contiene admirablemente.
Hace todo al descuido.
Él superó muchas dificultades.
Tiene una letra terrible.
Su abuela luce saludable.
No he entendido nada.
Entiendo tu frustración.
Siempre estoy aprendiendo algo.
Estoy considerando esta opción.
Estoy satisfecho con todo.
He hecho cosas cuestionables.
Es una pregunta incómoda.
Es perfectamente comprensible.
Johnson defendió sus políticas.
Kuwait sufrió daños severos.
Sincronicemos nuestros relojes.
Napoleón fue finalmente derrotado.
Nadie contestó el teléfono.
La gente debería lavarse.
Probablemente mañana nevará.
Ella escribe precioso.
Está estrictamente prohibido fumar.
Alguien te trajo algo.
Alguien la visitó ayer.
Ocurrió algo increíble.
Ocurrió algo inesperado.
Es difícil hablar inglés.
Nadar desarrolla nuestros músculos.
Nadar fortalece las piernas
Gracias por vuestra comprensión.
Suena aburridísimo.
La diferencia es sustancial.
La economía progresaba lentamente.
El gobierno fue derrocado.
Las posibilidades son infinitas.
Los estudiantes interpretaron Hamlet.
El teléfono sonó repetidamente.
Ha habido otro accidente.
Estos políticos son corruptos.
Ellos abandonaron su país.
Ellos abandonaron su patria.
Ellos aceptaron la propuesta.
Ellas aceptaron la propuesta.
Ellos confirmaron su inocencia.
Ellas se estaban divirtiendo.
Estaban viendo la televisión.
Los dos llevan uniforme.
Están corriendo sin zapatos.
Están caminando sin zapatos.
Esta biografía es fascinante.
Esto es absolutamente ridículo.
Esto es absolutamente aterrador.
Esto es completamente irrelevante.
Esta medicina sabe horrible.
Este texto es incomprensible.
Hoy estoy melancólica.
Tom no recuerda nada.
Tom es excepcionalmente apuesto.
Tom obviamente está malnutrido.
Tom simplifica demasiado todo.
Tom parecía verdaderamente avergonzado.
Tom entiende tu postura.
Tom quiere algo distinto.
Tom quiere algo diferente.
Tom no esperaba milagros.
Tom no logrará nada.
Reportamos su desaparición.
¡Que actuación tan extraordinaria!
¿Cómo es tu vecindario?
Siempre lo destrozas todo.
No entiendes nada.
No entiende nada.
No entienden nada.
No entendéis nada.
Deberías aprender defensa personal.
Tu comportamiento fue vergonzoso.
Tu conducta fue imperdonable.
Tus demandas son irrazonables.
Tu sarcasmo es inapropiado.
Todo es muy simple.
Pelear no resolverá nada.
¿Has entendido todo?
Quería compañía femenina.
Estudio ingeniería eléctrica.
¡Entendí casi todo!
He entendido casi todo.
No entiendo absolutamente nada.
Estoy estudiando varios idiomas.
Suena absolutamente maravilloso.
Estoy planchando mis pañuelos.
Nuestro refrigerador no funciona.
Ella le reconoció inmediatamente.
Fumar está estrictamente prohibido.
Están llamando al timbre.
Algo raro está pasando.
Eso suena realmente interesante.
Eso es totalmente inaceptable.
Las posibilidades son infinitas.
Hubo colisiones múltiples.
Estos accidentes siguen ocurriendo.
Este mono es cómodo.
Estos monos son cómodos.
Pidieron refuerzos.
Ellos resistieron muchas dificultades.
Ellos tienen diferentes prioridades.
Estaban absolutamente sorprendidos.
Son canadienses, ¿no?
Han aumentado los sueldos.
Este cruce es peligroso.
Esta intersección es peligrosa.
Esto es extremadamente confidencial.
Esta incertidumbre es insoportable.
Los zapatos parecen incómodos.
Tomás no comprendió nada.
Tomás no entendió nada.
Tomo no entendió nada.
Tom exploró toda posibilidad.
Tom tiene problemas psicológicos.
Tom identificó al autor.
Tom es extremadamente sofisticado.
Tom es poco influenciable.
¿Cuáles son tus deberes?
¿Cuáles son tus responsabilidades?
¿Quién necesita preguntas retóricas?
Un suceso inolvidable ocurrió.
Las apariencias engañan.
Beethoven escribió nueve sinfonías.
Ambas pronunciaciones son correctas.
Considera el siguiente escenario.
Corrige las siguientes frases.
Corregid las siguientes oraciones.
No subestimes el problema.
Inglaterra importa frutos españoles.
Cada vecindario es diferente.
Todo pasó demasiado rápido.
Todo ocurrió demasiado deprisa.
Afortunadamente, eso no pasó.
Me cuesta concentrarme.
Tengo dificultad para concentrarme.
Yo soy fotógrafo profesional.
Ahora todo va bien.
Lee atentamente las instrucciones.
Ella alcanzó resultados excepcionales.
Ella compró verduras ayer.
Ella ayer compró verduras.
Era asombrosamente hermosa.
Algo terrible ha sucedido.
Ha pasado algo, ¿verdad?
Ordena alfabéticamente estos nombres.
Esa pregunta es inapropiada.
Los delegados votaron inmediatamente.
Los mosquitos han desaparecido.
La situación parece desesperada.
Ha habido un malentendido.
Cumplieron su misión.
Tom parece verdaderamente inteligente.
Estamos anticipando más cargos.
Estamos celebrando nuestros éxitos.
Estamos estudiando ciencia física.
Os estáis contradiciendo.
Tu pronunciación es excelente.
Vuestra pronunciación es excelente.
Su pronunciación es excelente.
No interrumpas nuestra conversación.
Finalmente, una ambulancia apareció.
Todos escuchaban atentamente.
Es una impresión imborrable.
Hablemos de profesionalidad.
María es excepcionalmente guapa.
Nadie apreció su sacrificio.
Nada arriesgado, nada ganado.
Póngase cómodo, por favor.
Las implicaciones son aterradoras.
Están leyendo el periódico.
Esta información es confidencial.
Este seguro cubre todo.
Tom era extraordinariamente apuesto.
Tu irresponsabilidad me desconcierta.
Su sugerencia parece razonable.
Es guapo e inteligente.
Ya expliqué todo.
Aprender idiomas es interesante.
Anunciaron resultados inesperados.
Desafortunadamente hoy está lloviendo.
Estamos celebrando nuestro aniversario.
Deberías haberte presentado.
Las bacterias son microorganismos.
Felicidades por tu graduación.
Aquella distinción era merecida.
Traduce las frases subrayadas.
Desgraciadamente ayer llovió.
Siempre estás esperando problemas.
Después declararon los testigos.
Después todo fue diferente.
Él enfrentó obstáculos imprevistos.
Él estudia lingüística computacional.
He descubierto algo interesante.
Cristóbal Colón descubrió América.
Tom era mi tatara-tatarabuelo.
