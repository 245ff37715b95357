¡He ganado yo!
Vayan ahora mismo.
¡De ningún modo!
Pregúntale a Tom.
¡A la calle!
Échame una mano.
Me he mudado.
Únase a nosotros.
Lávate las manos.
¡Llamalo a Tomás!
Encuéntralo a Tomás.
¡Vete de aquí!
Ayuda a Tom.
¿Qué tan profundo?
Lo hice bien.
Soy bastante facilón.
Estoy a salvo.
Salva a Tom.
No te muevas.
Tom se cayó.
¡Confía en mí!
Prueben un poco.
Estamos de acuerdo.
¿Quién se ha ido?
Después de ti.
Ponte en paz.
Los perros ladran.
Olvídense de mí.
Vete a por ello.
Él se afeitó.
¿Cómo está Tom?
Tiré la toalla.
Golpeé a Tom.
Conocí a Tom.
Vi a Tom.
Yo me quedo.
Yo estoy solo.
Me estoy muriendo.
Yo estoy cansado.
¿Es ese Tom?
Es de ella.
Es el momento.
Déjelo a Tomás.
Mire para otro lado.
¡Fuego a discreción!
A mí que me registren.
Ella es candente.
Siéntate y quédate quieto.
Coge el mío.
Gracias a ti.
Tom se preocupó.
Tom está bien.
Tom se mece.
Tom está loco.
Intentadlo otra vez.
Nos podemos marchar.
Escribe a Tom.
¿Me estoy muriendo?
Pregúntale a cualquiera.
Pregunta en los alrededores.
¡Hasta el fondo!
Ven a nosotros.
No te muevas.
No os paréis.
¡Enfréntense a los hechos!
Síganlo a Tomás.
Búscate una vida.
Andá a trabajar.
Él es DJ.
Él es mezquino.
Está sin blanca.
Él es inteligente
¡Es una preciosidad!
Soy un niño.
Yo puedo ayudar.
Envidio a Tom.
La he encontrado.
Imagino que sí.
Ahora lo sé.
Me gusta el arte.
Me gusta el pastel.
Echo de menos a Tom.
Me fui corriendo a casa.
Disparé a Tom.
Se lo he dicho a Tom.
Era el último.
Yo lo escribí.
Soy un mentiroso.
Me pica el bagre.
Lo estoy intentando.
No le hagas caso.
¿Tom está enfermo?
¿Está bien eso?
Es de Tom.
Tan sólo hazlo.
Dejar entrar a Tom.
Mire de nuevo.
Miren hacia adelante.
No corría nadie.
Baja la voz.
No te duermas.
Dejá de mentir.
Quédate con estos.
Ése es Tom.
Eso le pertenece a él.
Ellos se apuntan.
Con éste vale.
Tom estuvo de acuerdo.
Tom lo hizo.
Tom se quedó sin aliento.
Tom es malo.
Tom está loco.
Tom ha salido.
Tomás llamó por teléfono.
Tom se rasuró.
Tom guiñó el ojo.
Tom es rápido.
Tom está en casa.
Tom está a salvo.
Tom está bien.
Lo pasamos bien.
Nos vamos a caminar.
¿Qué hay de nuevo?
¿Quién es Tom?
¿Quién da la vez?
Ya lo veréis.
¿Alguien está herido?
¿Está usted loco?
Compruébalo otra vez.
Vengan a verme.
Cuenta con eso.
¿Lo probó Tom?
¡No lo hagas!
¡No lo haga!
No se vayan.
Tira una moneda al aire.
Vete a buscar a Tom.
Vete a casa, ahora.
Ve por ahí.
¡Vete a dormir!
Él puede venir.
Él tiene agallas.
Él es feliz.
Él da grima.
Él se levantó.
No está aquí.
Él es fuerte.
Écheme la mano.
¿Cómo estás vos?
Le pido disculpas.
No puedo comer.
Me siento perdido.
Me sentí estúpido.
Tuve que ir.
Odio los peces.
Odio la arena.
Yo escucho eso.
Esto lo sé.
Me gusta el jazz.
Me gusta el rock.
Amaba a Tom.
Me encanta el pescado.
Me encantan las matemáticas.
Me gusta la nieve.
Yo te quería.
Yo os amaba.
Necesito el mío.
Yo nunca gano.
Dije que pararas.
Vi un perro.
Te lo agradezco.
Yo voté que sí.
Yo estaba vivo.
Yo no preguntaré.
Soy un perdedor.
Estoy en la casa.
No soy Tom.
Lo digo en serio.
Ya estoy harto.
¿Ha acabado Tom?
¿Tom está herido?
¿Está él bien?
¿Ella es simpática?
¡No puede ser!
Son 50 yenes.
Es una broma.
Es un vicio.
No somos nosotros.
Mira a Tom.
El dinero mueve el mundo.
"No" significa "no".
No vino nadie.
Nadie lo sabía.
Bueno, estoy de acuerdo.
Por favor quédate.
Espera un momento.
Ella se sonrojó.
Ella le golpeó.
Es una zorra.
Vuelve a empezar.
Volved a empezar.
Deja de intentarlo.
Llévate mi coche.
Eso es una tontería.
Eso es enorme.
Ésa es mía.
Eso es cierto.
Ellos lo hicieron.
Este es Tom.
Esto es hielo.
Tomás hizo trampa.
Tomás se ahogó.
Tom me lastimó.
Tom está tranquilo.
Tom está lleno.
Tom es amable.
Tomás es pobre.
Tom es alto.
Tom me dejó.
Tom se cerró en banda.
Tom se resbaló.
Tom era grande.
Tom está alerta.
Tom está aburrido.
Tom está hecho polvo.
Tom tiene razón.
¡Vota por mí!
Lo hicimos nosotros.
Conocemos el porqué.
Él nos agrada.
Tenemos que intentarlo.
Vamos a revisar.
Nosotros vamos a ir.
¿Qué está bueno?
¿Quién es usted?
¿Quién es ése?
¿Quién os vio?
¿A quién le toca?
¿Quién está cansado?
¿Vas a ir?
Al menos lo has intentado.
Lo habéis logrado.
Estás de regreso.
Usted está bien.
Estás a salvo.
Todo está en calma.
¿Está usted ocupado?
¿Te has perdido?
Invita a salir a Mary.
Ternera, por favor.
Llamá al FBI.
¡Échale un vistazo!
Ven a ayudarme.
Ven con nosotras.
Descríbalo a Tomás.
Hágalo por mí.
No estés triste.
No te sueltes.
No temas a nada.
Arregla el tejado.
Recoja el libro.
Denme la mitad.
Bien por ti.
Ten un trago.
Él tenía un perro.
No está aquí.
Nos dejó irnos.
Él quedó mal.
Él estaba solo.
Él es ninja.
¡Él es tan bonito!
Toma, un boli.
¿Cómo es la escuela?
Yo comí manzanas.
Yo no puedo ayudar.
No sé nadar.
Hice mi trabajo.
Me chupa un huevo.
Yo bebí leche.
Me siento débil.
Me sentí atontado.
Me pidieron identificarme.
Odio las moscas.
Tengo un coche.
Tengo una pistola.
Tengo que ir.
Abracé a Tom.
Me gustan los dulces.
Me gusta la pizza.
Me encantan los libros.
Eso me gustaba.
Mi intención era buena.
Necesito un coche.
Me falta pintura.
Veo un león.
Quiero un abrazo.
Te lo advertí.
Yo me encontraba solo.
Yo compraría eso.
Me lo quedo.
Yo soy un cobarde.
Me estoy ahogando.
Estoy de luto.
Estoy en un embrollo.
No soy un ángel.
No estoy calvo.
No soy sorda.
No soy pobre.
No estoy bien.
Lo siento tanto.
¡Estoy tan cansado!
Tengo trece años.
Soy muy gordo.
Estoy muy triste.
Ya lo decidí.
El hielo es sólido.
¿Está Tom curado?
¿Tom está mintiendo?
¿Acaso es una trampa?
¿Es mío ése?
¿Esto es azul?
¿Esto es leche?
¿Esto es real?
Se ve divertido.
Eso será divertido.
¡Eso es increíble!
Es por la mañana.
Está en llamas.
Hace demasiado calor.
¡Tan solo hazlo!
Vamos a comer.
La vida es corta.
Mary soltó una risita.
Carne, por favor.
Corte el césped.
Me duelen los pies.
No se movió nadie.
Ahora probá este.
Abrí la caja.
Por favor, márchese.
Corre y escóndete.
Ella tiene vino.
Ella está equivocada.
Ella estaba ocupada.
Habla más fuerte.
Quédense en casa.
Deja de empujar.
Deja de mirarme.
Deja de gritar.
Toma el control.
Dile a Tom por qué.
Eso es mío.
Con eso bastará.
¡Es un montón!
Ambos se fueron.
Ellas nos ayudan.
Dijeron que no.
Ellas están de vuelta.
Se encuentran aquí.
Ellas han ido.
Esto es eneldo.
Esto es bueno.
Esto es amor.
Esto está bien.
Esto es arroz.
Tom mordió a Mary.
Tom puede hablar.
Tom se sintió triste.
Tom se enfermó.
Tom es poli.
Tom es valiente.
Tom es feliz.
Tom es mi ex.
Tom anda encuerado.
Tomás es tranquilo.
Tom es tímido.
Tom nos conoce.
Tom nos amó.
Fue Tom el que entró en pánico.
Tom dijo que sí.
Tom se lo contó.
Tom fue ruin.
Tom era lento.
Tomás está viniendo.
Tom es loco.
Tom es fuerte.
¡A ver si puedes nadar!
Espera y mira.
¿Quieres una bebida?
Odiamos a Tom.
Esto nos encanta.
Tenemos que ayudar.
Tomaremos una decisión.
Nos vamos a mudar.
Bienvenido a casa.
¿Qué es esto?
¿Dónde está Tom?
¿Quién ha venido?
¿Quién te envió?
¿Quién está ausente?
¿Por qué no ambas?
¿No vas a ir?
Escribe a Tom.
No podés ir.
Te ves gordo.
Me das miedo.
Tú vas el primero.
Eres muy dulce.
¿Estoy yo a salvo ahora?
¿Eres de la pasma?
¿Vas a ir?
Pregunta a un experto.
Quemen el cuerpo.
Compra algunos juguetes.
¡Llama a seguridad!
¿Puedo ser el siguiente?
¿Puedes patinar sobre hielo?
Venid y observad.
Cocina el arroz.
¿Conozco yo a Tom?
¿Los peces duermen?
¿Esta viene bien?
No seáis malas.
No seas tacaño.
No me llaméis.
No hagas eso.
No te rindas.
No me odies.
No mires hacia arriba.
No lo empujes.
¡No me digas!
Coma y beba.
Fríeme un huevo.
Descansad un poco.
Dame una pistola.
¡Que Dios te bendiga!
Bebe un poco de té.
Él cavó un agujero.
Él tiene un libro.
No me hizo caso.
Él está leyendo.
Tiene buen aspecto.
Él vende carros.
Él fue apedreado.
Él es adorable.
No está enfermo.
Sírvete tú mismo.
Oye, no vayas.
Retenga mis llamadas.
Sostén la puerta.
¿Qué hay de ti?
¿Cómo me veo?
¿Cuántos años tiene?
Yo admiraba a Tom.
No estoy seguro.
Perdí la consciencia.
Yo vine en autobús.
Yo puedo hacer ambos.
Lo puedo oír.
No soy capaz de hacerlo.
No puedo dormir.
Yo lo cancelé.
Yo desprecio a Tom.
Yo hice lo mejor que pude.
No me importó.
Yo no moví.
Yo no voté
Yo de veras te amo.
Yo no sueño.
Bebí un montón.
Yo disfruto escuchar música.
Me siento adormilado.
Yo me siento normal.
Me quedé dormido.
Me sentía solo.
Yo me defendí.
Yo me casé.
Tuve una idea.
Odio el francés.
Me odio a mí mismo.
Tengo una cita.
Tengo una hermana gemela.
Tengo un huevo.
Yo tengo derechos.
Tengo que hacer un intento.
Recién me levanté.
Yo sé francés.
Yo sé cosas.
Yo los dejo ir.
Me gustan las manzanas.
Me gustan los caballos.
Me gusta esquiar.
Me gustan los tulipanes.
Perdí a mi perro.
Perdí mi llave.
Yo amo los camellos.
Me encantan los caballos.
Quiero a mi madre.
Adoro el deporte.
Hice la cena.
Yo debo arreglarlo.
Yo debo objetar.
Casi me morí.
Yo necesito un equipo de personas.
Yo necesito que me lleven.
Yo lo necesito ahora.
Yo necesito intentar.
Yo necesité esto.
No fumo nunca.
Yo le debo una a Tom.
Toco el violín.
Yo leí un libro.
Respeto a Tom.
¡Yo dije levántate!
¡He visto un ratón!
Yo también la vi.
Veo una luz.
Veo a alguien.
Le di una cachetada.
Vendí el televisor.
Yo conté un chiste.
Yo confiaba en él.
Quiero una cerveza.
Quiero a mi madre.
Fui al extranjero.
No me voy a reír.
Voy a permitirlo.
Me voy a ir.
Yo iré ahí.
Echaré de menos a Tom.
Voy a detener a Tom.
Alertaré a Tom.
Soy un estudiante.
Estoy despierto ahora.
Yo soy importante.
Estoy en peligro.
No soy espía.
No soy mandona.
No voy a ir.
No tengo suerte.
No soy bajo.
Voy en camino.
Soy tan estúpida.
Estoy demasiado borracho.
Soy muy vago.
Lo he encontrado.
¿Tom es famoso?
¿Es una llama?
¿Eso es un gato?
¿A poco sí?
¿Esto es de Tom?
¿No es verdad?
No está frío.
No es mío.
Se ve bien.
Esto lleva tiempo.
Era una broma.
Son las dos de la tarde.
Es un enigma.
Todo eso es cierto.
Es de parte mía.
No es falso.
Ahora son las dos y media.
Es tan temprano.
Es demasiado fácil.
Depende de mí.
Está muy caliente.
Sólo un minuto.
Coged solo una.
Mantente en contacto.
Deja hablar a Tom.
Vamos a preguntarle.
La vida es dura.
¡Ponle llave a la puerta!
El amor es una locura.
María es rara.
La leche es blanca.
Mi gato está mojado.
Me duelen los pulmones.
Nadie nos vio.
Ahora da un paso atrás.
Bien, estoy lista.
Bien, inténtalo otra vez.
Abra la caja fuerte.
Tócalo otra vez.
Por favor escuche.
Por favor, silencio.
Léelo otra vez.
Rusia es grande.
Nos vemos luego.
Ella ha llegado la última.
Ella se enfadó.
Ella lo odia.
Ella está comiendo.
Ella le quiere.
Ella le obedece.
Ella se fue a casa.
Es mi esposa.
Algunos peces vuelan.
Empiece a cantar.
Comenzad a cantar.
No os separéis.
Pará de balbucear.
No te entrometas.
Para ese coche.
Haz como gustes.
Toma solo una.
Eso no puede ser.
Esa es una copia.
¡Eso es absurdo!
Eso no funciona.
Ése es mi gato.
Eso es estúpido.
Ganaron las chicas.
Todos los conocen.
Todos se pusieron en pie.
Ellos odian a Tom.
A ustedes les conocen.
Ellos dijeron que sí.
Ellos son de Tom.
Ellos están embriagados.
Están en lo cierto.
Las cosas pasan.
Esto es un murciélago.
Esto es mucho.
Esto es genial.
Esto es suyo.
Hoy fue un día divertido.
Me ha llamado Tom.
Tom no sabe esquiar.
Tom hace ejercicio.
Tom se sintió seguro.
Tom se emborrachó.
Tom tenía un gato.
Tom tiene un trabajo.
Tom tiene que ir.
Tom está bien ahora.
Tom es un mentiroso.
Tom es un lobo.
Tom está mejor.
Tom es repugnante.
Tom está escondido.
Tom es mi papá.
Tom es soltero.
Tomás lo intenta.
Tom está sin aliento.
Tom acaba de morir.
Tom te conoce.
A Tom le gustabas.
Tom miró hacia arriba.
Tom hizo arroz.
Tom nos engañó.
Tomás se acuerda.
Tom se tambaleó.
Tom confía en mí.
Tom te quiere.
Tom estaba sucio.
Tom fue despedido.
Tom fue contratado.
Tomás era ingenuo.
Tom estaba preparado.
Tom era joven.
Tom no morirá.
Tom está cocinando.
Tom está casado.
Tomás es un bueno para nada.
Inténtalo, tú puedes.
Espere usted un minuto.
Aguarda hasta las seis.
Ve por aquí.
Mira con atención.
Encerá el piso.
Nosotros no preguntamos.
Tenemos un mapa.
Nosotras lo ayudamos.
Matamos a Tom.
Lo hicimos de buena fe.
Nosotros queremos ir.
Nosotros somos doctores.
No tenemos suerte.
¿Estabas en casa?
¿Qué hay de nosotros?
¿Qué ha pasado?
¿Cuándo fue eso?
¿Quién te preguntó?
¿Quién la ayuda?
¿Quién lo dijo?
¿Quién quiere té?
¿Quién ganó hoy?
¿Quién tiene sed?
¿Por qué echarle la culpa a Tom?
¡Tú puedes hacerlo!
Ustedes los saben.
Te ves muy bien.
Tú nunca preguntas.
Sos un mentiroso.
Ustedes son idiotas.
Eres tan vieja.
Me han pescado.
Actuá como un hombre.
¿Aquí estoy seguro?
¿Te sientes solo?
¿No tienes calor?
¿Ustedes no tienen calor?
Dobla la rodilla.
¿Puedo comerme esto?
¿Me deja verles?
Comprueba a todo el mundo.
Cierra la puerta.
Ven pronto aquí.
Las vacas comen pasto.
Es divertido bailar.
¿Acaso te olvidaste?
La cena va por mi cuenta.
Haz lo que quieras.
Haz eso por mí.
¿Lo quieren ustedes?
No me moleste.
No seas cruel.
No me culpes.
No te pierdas.
No me dejes.
No te levantes.
No se lo digas.
Bebe algo de té.
Disfrute del espectáculo.
Todo el mundo lo sabía.
Todos están afuera.
La comida es escasa.
¡Súbase al bus!
Dale una jalada.
¡Dame un beso!
Ve a cambiarte.
Buenas noches, Tom.
Él también lo vio.
Él no sabe contar.
Él no se pone moreno.
Tiene que venir.
Él es un genio.
Él es un sin techo.
Él es extrovertido.
Él miró hacia otro lado.
Él juega allí.
Él se rindió.
Él era inglés.
Él tenía sed.
Él es un poco tímido.
Él está en peligro.
Él no está listo.
¡Hola a todos!
Aquí viene Tom.
Toma, come alguno.
Oiga, venga aquí.
Le dolía la cabeza.
¿Cuán profundo es?
¿Cómo está hecho?
¿Cuánto mide él?
Soy un hombre tímido.
No estoy feliz.
Comí una manzana.
Me rompí una uña.
Vine por usted.
Puedo arreglar esto.
No puedo ingresar.
Lo hice mal.
Yo no he conducido.
Sí que necesito ayuda.
Yo no lo veo.
Lo siento por ti.
Me siento atrapado.
Di mi palabra.
Me levanté temprano.
Odio los domingos.
Odio a mi jefe.
Tengo un hijo.
Yo tengo un rancho.
No tengo idea.
Me tengo que esconder.
Ojalá que te mueras.
Me volví a casa corriendo.
Acabo de checar.
Acabo de gritar.
Mantuve mi palabra.
Me gusta el pollo.
Me gusta la historia.
Me gusta mi vida.
Me gusta mucho leer.
Me gusta hablar.
Me gusta cantar.
Me gustan las tortugas.
Vivo en el norte.
Me encanta el pollo.
Me encanta la lasaña.
Me gusta mucho el sol.
Me encontré con una amiga.
Necesito una gauchada.
Necesito un bocadillo.
Necesito mis llaves.
Pagué en efectivo.
Castigué a Tom.
Me acuerdo de ti.
¡Te dije que te calles!
La vi nadar.
Una vez vi una.
Veo a la muchacha.
Soy un asco en esto.
Giré a la derecha.
Quiero un cachorro.
Era todo oídos.
Me estaba riendo.
Yo estaba enseñando.
No era feliz.
Fui a pie.
Voy a preguntar más tarde.
Me encargaré de eso.
Pagaré la extra.
Me quedaré en casa.
Yo esperaré aquí.
Soy un hombre libre.
Voy con todas por eso.
Estoy detrás de ti.
Voy de regreso.
Me estoy divirtiendo.
Yo no renuncio así nada más.
No tengo miedo.
No me estoy escondiendo.
No estoy bromeando.
No tengo sueño.
Yo estoy aquí a menudo.
Lo estoy leyendo.
Tengo tanta sed.
Todavía estoy acá.
Me estoy sacando la ropa.
Estoy muy enojado.
Estoy muy cansado.
He hecho guiso.
¿Tom es adoptado?
¿Tom está celoso?
¿Se lastimó alguien?
¿Es él un amigo?
¿Vale la pena?
¿Es eso una rana?
¿Es eso probable?
¿Es esto un engaño?
¿Acaso no es negro?
No es una locura.
Era un ratón.
Era mi hora.
No fue fácil.
No era nuestro.
Es Tom otra vez.
Estamos a miércoles.
Es un nuevo día.
Es un insulto.
No es ningún secreto.
No es divertido.
Aquí estamos seguros.
Es demasiado grande.
Depende de ti.
Es muy tarde.
Es tu libro.
Te toca a ti.
Hazlo y punto.
Inclínate más cerca.
Sal de la habitación.
Deja terminar a Tom.
Deja que lo sienta.
Juguemos a la tiña.
Viví y aprendé.
La comida está lista.
Te toca a ti.
Mary es una chica.
¿Me puedo sentar?
Mira por dónde caminas.
Mi perro mordió a Tom.
Me llamo Tom.
Nunca digas eso.
Nadie me lastimó.
Ahora sé por qué.
Vale con una vez.
Abre las puertas.
Gusto a la gente.
Por favor, hágalo.
Por favor, agárrate fuerte.
Por favor, diga que sí.
Díganme, por favor.
Ponte una camiseta.
Lee tu libro.
Te veo el lunes.
Ella lo llamó.
Ella cocina bien.
Ella cultivó rosas.
Ella es una enfermera.
Ella está caminando.
Ella se veía triste.
A ella le gustan los gatos.
Ella necesita esto.
Ella huele mal.
Se quedó ciega.
Es un ángel.
Ella es cabezota.
Empieza a contar.
¡Deja de resistirte!
El verano terminó.
Díselo a todos.
Contanos un chiste.
Eso fue aspero.
Eso es una farsa.
Eso es cianuro.
Eso es ilegal.
Esa es mi idea.
Esa es mi esposa.
Eso salta a la vista.
Eso es tan patético.
El bebé lloró.
El hielo se derritió.
Las miradas se cruzaron.
Estos son míos.
Estas son auténticas.
Ellos están felices.
Tuvieron un niño.
Ellos han venido.
Les encanta eso.
Parecen estar bien.
Ellos quieren esto.
Ellos son aburridos.
Están muy mal.
Están idos de la cabeza.
Lo están intentando.
Esta perra muerde.
Esto es un harpa.
Esto es una estafa.
Esto está mejor.
Esto está estropeado.
Esta es mi bolsa.
Ésta es mi gata.
Esto es culpa tuya.
Esto debe parar.
Esas son mías.
Arroja los dados.
Hoy hizo calor.
Tom construyó esto.
Tom no puede venir.
Tom no puede quedarse.
Tom no puede andar.
Tom no corrió.
Tom me dejó.
Tom condujo rápido.
Tom disparó una vez.
Tom se quemó.
Tom tiene un Ford.
Tom necesita pagar.
Tom escuchó a Mary.
Tom es motorista.
Tom es un guarro.
Tom es un borracho.
Tom es piloto.
Tom está avergonzado.
Tom está cocinando.
Tom está furioso.
Tomás tiene celos.
Tom es mi jefe.
Tom no es un mentiroso.
Tom es perfecto.
Tom está temblando.
Tom está roncando.
Tom está atrapado.
Tom está esperando.
Tom está bostezando.
Tom no se ha perdido.
Tom conoce a Mary.
A Tom le gustaba Mary.
A Tom le gusta Mary.
A Tom le gusta eso.
Tom parecía enojado.
Tom parece enfermo.
Puede que Tom esté caliente.
Tomás necesita a María.
Tom envió un aviso a Mary.
Tom vio un lobo.
Tom parece copado.
Tom quiere a Mary.
Tomás estaba comiendo.
Tom era humilde.
Tom estaba aterrado.
Tom se dará prisa.
Tom no va a hablar.
Tom es encantador.
Tom no está enfermo.
Dale con el pie, a ver.
Trata de encontrarlo.
Espera. No te vayas.
¿Eso fue un sí?
Lávense la cara.
Todos lo sabemos.
No estamos seguros.
Comemos en casa.
Necesitamos un plan.
Estoy de acuerdo.
Pienso igual que usted.
Estoy de acuerdo con vosotros.
Eso nos gustaría.
Somos hombres ocupados.
No somos ricos.
Nos morimos de hambre.
Se nos ha golpeado.
La hemos visto.
¡Qué día más caluroso!
¿Qué son ésas?
¿Qué día es hoy?
¿Qué ocurrirá si fallo?
¿Qué dijo usted?
¿Dónde estaba eso?
¿Qué lado ganó?
¿A quién vio?
¿Quién fue el que intervino?
¿Quién necesita eso?
¿Quién quiere esto?
¿Quién escribió eso?
¿Para quién es eso?
¿Por qué lo preguntas?
Sécate los ojos.
A las mujeres les gusta Tom.
Sí, lo sé.
No podéis nadar.
Me dais asco.
Te ves genial.
Usted se ve cansado.
Puede que volváis.
Necesitas un trabajo.
Tú tenías razón.
Sos un chorro.
Andas con suerte.
Sos mi héroe.
Vos no sos viejo.
Sos un cero a la izquierda.
¡Lo has hecho!
Un bote zozobró.
Todos estaban en silencio.
¿Estos son tuyos?
¿Eres un fantasma?
¿Es usted bipolar?
¿Tienes más de 18 años?
Pregunta de nuevo más tarde.
Tengan mucho cuidado.
Hierve un poco de agua.
Llámame, por favor.
¡Llamen a la policía!
¿Puedo pedirlo prestado?
¿Puedo irme ya?
¿Tom puede ayudarnos?
¿Podemos charlar ahora?
¿Te podés callar?
Cerrá esa puerta.
Ven a cogerlo.
Volvé a casa temprano.
Cúbrete las piernas.
¿Acaso él fue allá?
¿Lo habéis oído?
¿Has dicho que sí?
¡La cena está lista!
Hazlo ya mismo.
¿Conoces a Tom?
¿Sabés por qué?
¿Os gusta el té?
¿Confías en mí?
No seas boludo.
No te asustes.
No me molestes.
No lo engañes.
No lo olvidéis.
No me mientas.
¡No hagas el ridículo!
No digas mentiras.
No te fíes de él.
Bebeos el vino.
Todo el mundo lo sabe.
Todos tenemos sueños.
Acciona el conmutador.
Consígueme un doctor.
Tráeme algo de hielo.
Localiza a tu madre.
¡Llamalo a Tomás!
Dame un respiro.
Dame la llave.
Vete a hacer algo.
Vaya a dormir ahora.
Buenas noches, Tom.
Él llegó tarde.
Él os traicionó.
Él no puede estar enfermo.
Él lo hizo de nuevo.
Él se bebió una cerveza.
Él se levanta a las 7.
Él llevaba unos vaqueros.
Él lleva un sombrero puesto.
Él tiene dos gatos.
Él es un pintor.
No está ahí.
Es muy amable.
Él seguía hablando.
Él se ve triste.
Le gustan los trenes.
Él puede que no venga.
Él dejó el cigarro.
Él parece honesto.
Estaba haciendo trampa.
Él fue a Nara.
Él miente mal.
Se está quedando calvo.
Él no es un héroe.
Su rostro se iluminó.
Aquí está mi álbum.
¡Hola! ¿Qué tal?
Se esfumaron sus esperanzas.
Los caballos corren rápido.
¡Qué alto eres!
¿Cómo te sientes?
¿Cómo lo sabes?
¿Cómo está Tom?
El hipnotismo funciona.
Hoy estoy ocupado.
No soy estúpido.
Compré un libro.
Puedo cantar bien.
No puedo soportarlo.
No lo puedo sentir.
No lo puedo oír.
No puedo ver a Tom.
No puedo ingresar.
Capturé una anguila.
No pude parar.
Lo hice yo.
Claro que lo entiendo.
No me gusta.
Me gusta mucho leer.
Me siento traicionado.
Extraño mi hogar.
Sentí que me daban de lado.
Yo di ejemplos.
Supongo que está bien.
Tuve que renunciar.
Odio los tomates.
Tengo malas noticias.
No tengo dinero.
Tengo diez lapiceras.
Tengo dos coches.
He oído gritar a alguien.
Me lastimé el codo.
Sé que Tom mintió.
Yo la conozco bien.
Sé que está caliente.
Me eché bocabajo.
Me gusta el cuscús.
Me gusta dormir.
Me gusta ese trabajo.
Me gusta esta taza.
Me gusta tu automóvil.
Me gusta tu corbata.
Miré a mi alrededor.
Perdí la partida.
Me encantan las berenjenas.
Me encanta bailar.
Me encanta escribir
Los quiero a ambos.
Amo a tu hijo.
Debo de estar ciego.
Tengo que decírselo a Tom.
Necesito una escalera.
Necesito un lápiz.
Necesito su nombre.
Necesito una más.
Te necesito aquí.
Nunca dije que no.
Le debo dinero a Tom.
Juego en el campo.
Yo jugué al tenis.
Yo competí para alcalde.
Leí una carta.
Me acuerdo de ellas.
Vi a Tom reírse.
La volví a ver.
Lo vi venir.
Veo una jirafa.
La mandé a casa.
Aún lo necesito.
Creo que estoy gordo.
Yo traté de ayudar.
Quiero una familia.
Quiero a mi mamá.
Quiero ese trabajo.
Yo era profesor.
No estaba borracho.
No fui honesto.
Os echaré de menos.
Me desperté cansado.
Trabajo con él.
Quisiera un tenedor.
Voy a preguntar por ahí.
Compraré un Ford.
Iré a hacer eso.
Pagaré por ello.
Estoy un poco cansada.
Soy un masoquista.
Estoy casi listo.
Ahora estoy en casa.
Yo soy consciente de ello.
Me va genial.
Me siento triste.
Estoy ayudando a Tom.
Estoy en la bañadera.
Hoy es mi día.
Soy nuevo en la ciudad.
No soy gallina.
No estoy nervioso.
No estoy tan seguro.
No estoy gritando.
Estoy bastante dolorido.
Soy alguien responsable.
Soy tan gansa.
Yo soy la mala.
Soy muy desmañado.
Soy tu padre.
Yo soy tu hermana.
He hecho peor que esto.
Perdí la cuenta.
¿Tom es canadiense?
¿Tom está contigo?
¿Hay alguien ahí?
¿No es negro?
¿Es demasiado pequeña?
¿Eso es una cebra?
¿Es ese un río?
¿Es esto demasiado grande?
¿Es hoy día de paga?
Ese no puede ser Tom.
No es un montaje.
Se veía barato.
¡Me parece bien!
Era un honor.
Fue mi culpa.
Valió la pena.
Es idea de Tom.
Es una gran ciudad.
Es un libro nuevo.
Eso es todo lo que quiero.
Hoy hace fresco.
¡Eso es increíble!
Hoy hace bueno.
No es un juego.
Esto no es suficiente.
Solo es sangre.
Todavía está aquí.
Es hora de marcharse.
Es muy corto.
Limítate a hacerlo rápido.
Deja entrar a Tom.
Tenlo en mente.
Los koalas son monos.
Deja un mensaje.
Los limones son amargos.
Deja que lo arregle.
Volemos una cometa.
Hablemos de negocios.
La vida es un sueño.
La vida es injusta.
Mira el cielo.
Hazlo más pequeño.
Mary es viuda.
¿Me puedo ir a acostar?
Veámonos a las dos y media.
Mi libro está aquí.
Mi perro es blanco.
Mi casa es grande.
Mis zapatos chirrían.
Nunca digas nunca.
Nadie salió herido.
Nadie lo hizo.
No hay nada gratis.
Octubre se acabó.
¡Abra la boca!
¡Abran la boca!
Llámalo, por favor.
Por favor, encuentra a Tom.
Por favor, arregle esto.
Apresúrate, por favor.
Por favor, siéntate aquí.
Por favor, habla más fuerte.
Los precios son altos.
Ponte el sombrero.
El rechazo duele.
Ensilla mi caballo.
Te veré a las dos y media.
¿Nos vamos ahora?
Ella se calmó.
Ella tenía una radio.
Ella es grácil.
No está ahí.
Perdió un libro.
Ella habla demasiado.
Ella se fue adentro.
Ella es preciosa.
Es mi hermana.
Las ovejas comen pasto.
Muestra tus cartas.
Hay alguno aquí.
¡Toca la alarma!
Llegó la primavera.
¡Quedate en el auto!
Deja de llamarme.
Párate aquí mismo.
Detén a esa señora.
Tomá una aspirina.
Gracias por esto.
Ese auto es de él.
Esa perra saltó.
Ése es su coche.
Eso no es verdad.
Aquel es el mío.
Eso fue estúpido.
Esa es una pagoda.
Eso es una niñada.
Eso es injusto.
Eso no es cierto.
Eso es tan dulce.
¡Eso es demasiado!
Ese es muy grande.
El autobús está lleno.
La taza es preciosa.
La puerta se abrió.
La luz está encendida.
La paga es buena.
Hace calor en la habitación.
El soldado corrió.
Las dos se rieron.
No hay comida.
No hay sal.
Estos son pájaros.
Ellos son actores.
Ellos beben Coca-Cola.
Ellos ayudaron a Tom.
Ellos parecen aburridos.
Lo hicieron con buena intención.
Ellos se ven felices.
Ellos estaban equivocados.
Ellos son amigos.
Las cosas van bien.
Esto es una farsa.
Esto es para Tom.
Esto es mahjongg.
Él es mi jefe.
Esta es mi vida.
Este es mi lugar.
Esto no es ninguna broma.
Es tan genial.
¡Esto es un suicidio!
Esto es demasiado grande.
Esto va bien.
Me preocupa esto.
Tíraselo a Tom.
Son tiempos duros.
Hoy es viernes.
Tom adora a Mary.
Tom no comió nada.
Tom se hizo débil.
Tom se vino en auto.
Tom puede oírnos.
Tom asfixió a Mary.
Tom no lloró.
Tom murió en la cama.
Tom se cayó dormido.
Tom disparó primero.
Tom se aburrió.
Tom recibió un disparo.
Tom tiene un piano.
Tom no tiene nada.
Tom odia a las niñas.
Tom es musulmán.
Tom es abogado.
Tomás es un racista.
Tom es un fanático.
Tom es anoréxico.
Tom está faroleando.
Tom es diabético.
Tom se está ahogando.
Tom ha entrado en pánico.
Tom se está riendo.
Tom es mi invitado.
Tom no ha muerto.
Tom está atarantado.
Tom está sudando.
Tom es tolerante.
Tom está muy triste.
Tom no es un chamaco.
Tom no está allí.
Tom pateó a Mary.
Tomás se fue de Boston.
Tom te mintió.
A Tom le gusta el dinero.
Tom parecía frío.
Tom parece estar aburrido.
Tom se ve cansado.
Tom parece joven.
Tom puede hacer eso.
Tom echó de menos a Mary.
Tom necesitaba descansar.
Tom necesita agua.
Tom se apiadó de Mary.
Tom vio a un fantasma.
Tom parecía agradable.
Tomás parece ingenuo.
Tom se quedó en casa.
Tom se bañó.
Tom quería a Mary.
Tom era un borracho.
Tom fue gracioso.
Tom tenía curiosidad.
Tom fue popular.
Tom estaba tan ocupado.
Tom estaba con nosotros.
Tom no era rico.
Tomás se fue a la cama.
Tom ganó la apuesta.
Tom escribe bien.
Tom es mi primo.
Hazlo con otro.
Apaga la televisión.
Espera un poco más.
Las paredes oyen.
¡Mirá y aprendé!
Todos amamos a Tom.
Arrestamos a Tom.
Podemos ayudar a Tom.
Hicimos nuestro deber.
No tenemos tiempo.
Nos gusta conversar.
Conocimos un escritor.
Nosotros cantamos para ella.
Probaremos a hacerlo otra vez.
Todos nosotros somos felices.
Estamos en Boston.
Estamos recién casados.
No estamos listos.
Estamos demasiado borrachos.
Hemos venido a casa.
¡Qué niño tan lindo!
¿Qué puedes hacer?
¿Qué hizo Tom?
¿Qué mató a Tom?
¿Qué año es?
¿Cómo se llama?
¿Cuál es el motivo de tanta risa?
¿Cuál es el plan?
¿Esto para qué sirve?
¿Qué es tu trabajo?
¿Dónde está Boston?
¿Dónde está mi libro?
¿Dónde está mi habitación?
¿Dónde está el coche?
¿Dónde está el bolígrafo?
¿Quién nos traicionó?
¿Quién es ese chico?
¿Quién es este chico?
¿Quién te enseña?
¿Quién está al mando?
¿Quién es la alcaldesa?
¿Por qué estás enfadado?
¿Por qué estás triste?
¿Por qué lloraste?
¿Por qué Tom está en la casa?
Escribe una respuesta.
Escribe tu nombre.
Puedes irte a casa.
Tú conoces a la gente.
Me has alegrado el día.
Tú le alcanzarás.
Sos un amigo.
Sois una amenaza.
Sos un adulto.
Tú estás murmurando.
No tienes esperanza.
Ya eres mío.
Tú eres mi enemigo.
Es mi enemigo.
Vos sos mi enemiga.
No estáis enfermos.
Ahora estás a salvo.
Eres muy ingenuo.
Sos el mejor.
Tú eres el jefe.
Se te acabó el tiempo.
El vuestro es mejor.
Ella dijo "mira".
Un trato es un trato.
El león es fuerte.
Todos los hombres deben morir.
Todo el mundo lo sabe.
Aplique por escrito.
¿Son ésos para mí?
¿Tú eres japonés?
¿Están todos locos?
¿Te estás congelando?
¿Ya te has dormido?
¿No estás feliz?
Pregúntale a Tom cualquier cosa.
Pregúntate a ti mismo por qué.
A los osos le gusta la miel.
Dame la llave.
El negocio es lento.
¿Puedo ir afuera?
¿Puedo quedarme a dormir?
¿Los conejos pueden nadar?
¿Puedes ir solo?
¿Puede ver esto?
¿No podemos solamente ir?
Las cerezas son rojas.
Cierra las persianas.
Cierren sus libros.
Ven y ayúdame.
Ven a casa a las seis.
Consulte a un médico.
Cruza la calle.
¿Yo escribí eso?
¿Pagó Tom, también?
¿Ellos lo tenían?
¿Te fuiste allí?
¿Te encontraste con ella?
¿Me tengo que dar una inyección?
Haz como te dije.
Haz lo que te gusta.
¿Lloras a menudo?
¿Usted tiene arroz?
¿Le gustan los perros?
¿Te gusta la lluvia?
¿Usted vive aquí?
¿Confías en Tom?
No me preguntéis por qué.
No estés tan desanimada.
¡No me moleste!
No te olvides de Tom.
No dejes la ciudad.
No me mires.
No te desanimes.
Ni lo menciones.
No fume aquí.
No me acuses.
No uses mi bolígrafo.
Los dragones son guays.
Quítale el polvo a la estantería.
Todos se quedaron.
Hubo una aclamación colectiva.
¡Pelea como un hombre!
Acaba tu comida.
Fríenos unos huevos.
Súbete al caballo.
Dame una chance.
¡Entrégame la pelota!
Dame ese libro.
Me alegra que te guste.
Vete a jugar con Tom.
Sube las escaleras.
Tome un cruasán.
¡Que tengáis un buen viaje!
Bebe un poco de ponche.
Él se portó mal.
Él puede leer lo suficiente.
Fui engañado por él.
Él murió recientemente.
Él me fascinaba.
Él me lo dio.
Él tenía pelo gris.
Él ha estado ocupado.
No lleva sombrero.
Él me colgó.
A él le va bien.
Está en la universidad.
Él es mi hermano.
No es estúpido.
No es perfecto.
Cumplió su palabra.
Él se acaba de ir.
Le gusta pescar.
Él luce de su edad.
Me hizo sonreír.
Él pintó un perro.
Cantó y cantó.
Él me dio la mano.
Se lo dijo a todos.
Él estaba en Francia.
Él lleva puesto lentes.
Está un poco borracho.
Él es un chico astuto.
Es de Lisboa.
Él es solo un mentiroso.
Está fuera de la ciudad.
Él es muy solitario.
Me está observando.
Que alguien me eche una mano aquí.
Ella tiene el pelo largo.
Aquí está tu perro.
Tome, beba esto.
Oiga, póngase a la cola.
Su esposa estaba furiosa.
Los caballos comen hierba.
¿Qué aspecto tenía Tom?
¡Qué afortunados somos!
¡Qué alto que sos!
¡Qué gafe soy!
¿Cómo iba yo a saberlo?
¿Cómo va el trabajo?
Estoy de acuerdo con usted.
A mi también me gustan los pasteles.
Soy un extranjero.
Yo estoy estupefacto.
No estoy trabajando.
Estoy relativamente seguro.
Me equivoqué al contestar.
Yo creo en Dios.
Compré el auto.
Me golpeé la rodilla.
No puedo moverlo un ápice.
No me puedo quejar.
No puedo ir sola.
No puedo oírle.
No puedo verlos.
No puedo levantarme.
Ahora no puedo hablar.
Yo podría estar equivocado.
Yo podría mataros.
Lo podría matar.
Yo os podría matar.
Podría ver eso.
Lo hice a la ligera.
Yo no lo escogí.
No le vi.
Yo hago bien mi trabajo.
No tengo ninguno.
Todavía no lo sé.
No les conozco.
Me cae mal.
No la amo.
No tengo un televisor.
No te deseo.
Disfruto la soledad.
Me siento impotente.
Me siento tan estúpida.
Comparto su dolor.
Encontré mis zapatos.
Me levanto a las seis y media.
Hoy me lastimé.
Yo tenía tres perros.
Odio los ordenadores.
Odio a mi hermana.
Odio las reglas.
Tengo un problema.
He estado ocupada.
No tengo opción.
Tengo un hijo.
Tengo el vídeo.
Ahora tengo que irme.
Oí la campana.
Acabo de conseguir un trabajo.
Sé que puedo ganar.
Sé que él lo ha hecho.
Sé que es verdad.
Me sé este chiste.
Sé cuál es tu nombre.
Dejé entrar al gato.
Me gusta el té verde.
Me gusta la comida chatarra.
Me gustan las sorpresas.
Me gusta este libro.
Te quiero mucho.
Me gusta tu pelo.
Me gusta tu trabajo.
Yo vivo cerca de aquí.
Amo la Navidad.
Adoro los elefantes.
Me encanta mi escuela.
Me encanta esta ciudad.
Me gusta viajar.
Cometí un error.
Yo le hice hacerlo.
Yo puedo estar equivocado.
Tengo que pedir disculpas.
Tengo que dejarte.
Necesito un milagro.
Necesito una pluma roja.
Necesito más ayuda.
Necesito tu ayuda.
Necesito sólo la mitad.
Tengo una computadora.
Toco el violoncelo.
Leo la etiqueta.
Yo dirijo este lugar.
Lo vi todo.
Veo tu casa.
Aún te odio.
Todavía te quiero.
Nado todos los días.
Le dije a Tom que se fuera.
Entiendo a Tom.
Comprendo el porqué.
Quiero que vuelva Mary.
Quiero un martini.
Quiero un poco de leche.
Quiero tu amor.
Yo nací allí.
Yo estaba aquí antes.
Estaba muy borracho.
Yo no era infeliz.
Le voy a disparar.
No estaré listo.
Trabajo en Boston.
Me gustaría ayudar.
Estaré en casa de Tom.
Te daré una paliza.
Luego lo haré.
Voy a seguir intentando.
No diré nada más.
Haré mi mejor intento.
Soy el primo de Tom.
Soy la hermana de Tom.
Soy un hombre solitario.
Estoy casi listo.
Ya estoy calvo.
Ya voy tarde.
Siempre estoy feliz.
Soy una anciana.
Esta noche estoy ocupado.
Me siento enfermo.
Soy de los Estados Unidos.
Voy a llorar.
Estudio en casa.
Estoy en la casa.
Es sólo una broma.
No soy católica.
No soy miembro.
No estoy ocupada ahora.
No me parezco a ti.
Yo no soy un suicida.
Estoy al teléfono.
No estoy en forma.
Estoy orgullosa de ti.
Estoy realmente enojado.
Estoy hastiada de pescado.
Todavía tengo hambre.
Estoy seguro de esto.
Yo soy el más inteligente.
Estoy muy emocionada.
Soy muy popular.
Soy tu hermano.
Me he sentido mejor.
¿Tom es un sospechoso?
¿Está Tom en coma?
¿Hay alguien allí?
¿De verdad eres tú?
¿Es un problema?
¿Es ese tu gato?
¿El lago es profundo?
¿Es esto un puzzle?
¿Éste es tu DVD?
¿Es este tu perro?
¿Tu coche es rápido?
Empezó a llover.
Eso no puede ser verdad.
Esto no es un sueño.
Me hizo sonreír.
Fue un contratiempo.
Era azul oscuro.
Era tan simple.
Fue tu idea.
Es el grupo de Tom.
Es un gran chiste.
Van a ser las dos y media.
Es temporada de venados.
Ahora es mi turno.
No es muy importante.
No es lógico.
Todavía no está seco.
Sólo es lunes.
Es bastante bueno.
Ahora está nevando.
Hoy hace sol.
Es demasiado doloroso.
Hoy hace viento.
Japón está en Asia.
Simplemente hablen con Tom.
Abre la puerta de golpe.
Deja que Tom lo cargue.
Soltadme el brazo.
Remontemos una cometa.
Juguemos a las cartas.
Enciende la vela.
Mira quién está despierto.
Baje la voz.
Permiso, por favor.
Mary, te amo.
Puede que funcione.
Mi hijo se ha perdido.
Mi padre fuma.
Tengo el pelo güero.
Mis piernas son débiles.
Tenía la boca seca.
Mi lugar está aquí.
Me duele el estómago.
Mi juguete está dañado.
Un placer conocerte.
No vendrá nadie.
La guerra no le gusta a nadie.
Ninguno dice eso.
Nadie estaba allí.
Nadie está trabajando.
Nadie tiene hambre.
Nadie te quiere.
Lo aprendí por mi cuenta.
Nadie es perfecto.
Ahora es tu momento.
¿Qué ha pasado ahora?
Nuestro equipo puede ganar.
Paga lo que puedas.
Se permiten mascotas.
Por favor, contestame.
Por favor, sé educado.
Por favor, ven aquí.
Por favor, no llores.
Por favor, sígame.
Por favor, siéntate ahí.
Por favor, inténtalo otra vez.
Dense vuelta, por favor.
Hala el gatillo.
Ponte la mascarilla.
Los conejos pueden nadar.
Levanten sus manos.
Respétate a ti mismo.
Ahórrate la saliva.
Di tus oraciones.
Los veo en el almuerzo.
Compartilo con nosotros.
Ella os traicionó.
Ella le desprecia.
Ella conduce un BMW.
Ella le pegó con fuerza.
Ella es hermosa.
Ella está a dieta.
Me lo acaba de decir.
Ella perdió el norte.
Ella dejó de fumar.
Ella dijo chao.
Ella sonrió melancólicamente.
Ella lo sorprendió.
Ella fue promovida.
Ella escribió con tinta.
Por favor, siéntese.
Sentate, por favor.
Alguien ha venido.
Disculpe la tardanza.
Párese, por favor.
Quédate quieto ahí.
Dejá de quejarte.
¡Para de decir eso!
Deja de hacerme cosquillas.
El verano se acabó.
Nadar es fácil.
Llévalo escaleras arriba.
¡Dímelo a mí!
Ese auto es mío.
Eso parece vulgar.
Eso fue asombroso.
Eso funcionó bien.
Eso es un problema.
Eso es confuso.
¡Eso es fantástico!
Eso es asunto mío.
Esa no es excusa.
Es nuestra culpa.
Eso también es cierto.
El bebé está despierto.
El libro es fácil.
La pompa estalló.
El gato es marrón.
La cortina cayó.
El perro es listo.
La puerta está atascada.
El juego se acabó.
El sombrero es tuyo.
La luz está apagada.
El hombre se puso de pie.
La carrera ha terminado.
La habitación es oscura.
El cielo está despejado.
El tanque está lleno.
El agua está fría.
El mundo es grande.
No hay prisa.
Hay uno más.
Todas ellas entraron.
Se lo merecían.
Ellos van de compras.
Ellos viven cerca.
Confiaban en Tom.
Ellos tenían hambre.
Eso les gustaría.
Ellos están escapando.
Se están riendo.
Las cosas se pusieron raras.
Piensa en ellos.
Este chico es perezoso.
Esto tiene que parar.
Esto va más allá de mi comprensión.
Esto es emocionante.
Éste es mi caballo.
Eso es absurdo.
Esto no es cierto.
Esto es relajante.
Esta es la mejor.
Esto está muy malo.
Esto no es gracioso.
Esto se ve estupendo.
Este está vacío.
Esto parece arriesgado.
De esta manera, por favor.
Estos son mis CD.
Ya se fue Tom.
Tom se comió un rábano.
Tom evitaba a María.
Tom empezó a llorar.
Tomás es de aquí.
Tom venía conmigo.
Tom no se puede decidir.
Tom engañó a Mary.
Tom detesta a Mary.
Tom no lo hizo.
Tom dejó a Mary.
Tom perdonó a Mary.
Tom se metió en la cama.
Tom se tuvo que ir.
Tom tiene gallinas.
Tom tiene insomnio.
Tom tiene dos trabajos.
Tom se hizo daño.
Tom es un niño malo.
Tom es un fascista.
Tom es conserje.
Tom es un agente inmobiliario.
Tom es un manipulador.
Tom es estudiante.
Tom es viudo.
Tom es asertivo.
Tom es brillante.
Tom es falso.
Tom es excéntrico.
Tomás es de aquí.
Tom está a cargo.
Tom está murmurando.
Tom es mi sobrino.
Tom es nuestro invitado.
Tomás es muy mañoso.
Tom es muy alto.
Tom es maravilloso.
Tom no está llorando.
Tom no es mi hijo.
Tom siguió leyendo.
A Tom le gustaban los caballos.
A Tom le gustan los ponis.
Tom encendió el fuego.
Tom parecía despierto.
Tom parece somnoliento.
Tom parece sin aliento.
Tom adora los caballos.
A Tomás le encanta comer.
Tom se casó con Mary.
Tom se relajó.
Tom necesitaba agua.
Tom nunca me ha golpeado.
Tom debería ganar.
Tom se puso una corbata.
Tom no dijo nada.
Tom regañó a Mary.
Tom se pegó un tiro.
Tom fuma crack.
Tom permaneció cerca.
Tom zancadilleó a Mary.
Tom camina despacio.
Tom quiere correr.
Tom estaba chismorreando.
Tom era inocente.
Tom estaba durmiendo.
Tom estaba exhausto.
Tom observó a Mary.
Tomás me va a llamar.
Tom se alegrará.
Tom ganó la apuesta.
Tom no comería.
No te vayas, Tom.
Venga, date prisa.
Trata una vez más.
Intente no preocuparse.
Prueba leyendo esto.
Intenta llevarte bien.
Gira a la derecha allí.
Espera por mí aquí.
Camina más despacio.
Estamos de acuerdo también.
Todos confiamos en ti.
Los dos queremos a Tom.
Nos gusta charlar.
No tenemos azúcar.
Tenemos dos orejas.
Oímos un ruido.
Nos topamos con un banco de arena.
Nos referimos a negocios.
Tenemos que sentarnos.
Necesitamos tu llave.
Necesitamos su clave.
Vimos marcharse a Tom.
Apoyamos a Tom.
Éramos demasiado lentos.
Lo haremos en vivo.
Se lo notificaremos a Tom.
Todos estamos solteros.
Estamos yendo a casa.
No estamos comiendo.
No nos queda té.
Todavía estamos aquí.
Tenemos un trato.
¡Qué gran camión!
¡Qué bolsa más pesada!
¿Qué causó eso?
¿Qué causa esto?
¿Qué vio Tom?
¿Qué has dicho?
¿Qué sabéis vosotros?
¿Qué queréis decir?
¿Qué he hecho?
¿Qué hace él?
¿Cómo es ella?
¿Qué está haciendo Tom?
¿Qué está haciendo ella?
¿Cómo se llama?
¿Qué habéis hecho?
¿Cuándo se fueron?
¿Dónde puedo aparcar?
¿A dónde fue Tom?
¿Dónde está mi peine?
¿Dónde está el gato?
¿Dónde está mi caballo?
¿Dónde está mi toalla?
¿Por dónde está la salida?
¿Dónde está tu cartera?
Donde tú digas.
¿Quién ha partido el pastel?
¿Quién la ensució?
¿Quién fue asesinado?
¿Quién le escribió a Tom?
¿Por qué estás aquí?
¿Por qué paraste?
¿Por qué no lo intentamos?
¿Por qué debería pagar?
¿Se unirán a nosotros?
Eres un médico.
No tienes esperanza.
Usted es el mejor.
Ahora puedes mirar.
No podés escapar.
Tú mereces más.
Te dieron el papel.
Tenéis mi palabra.
Me lastimas, Tom.
Conoces la ley.
Te ves tan pálido.
Puede que tenga razón.
Te perdiste un montón.
Necesitas un pasatiempo.
No deberías ir.
Te ajustarás a las normas establecidas.
Todos están locos.
Tú eres deshonesto.
Estás en peligro.
Sos mi amiga.
¡No estás sola!
No eres joven.
Eres demasiado ingenuo.
Estáis muy enfermos.
Eres muy sabia.
Aquí está su perro.
Tienes la cara muy roja.
Tus calcetines apestan.
El tuyo era mejor.
Había un perro corriendo.
Se acerca una tormenta.
La entrada es libre.
¿Te estoy molestando?
América te ama.
¿Son velas estas?
¿Nos vamos a casa?
¿Están todos listos?
¿Es usted olvidadiza?
¿Ahora eres feliz?
¿Tenéis mucha prisa?
¿Estáis a dieta?
¿No eres chef?
¿Acaso no tienes hambre?
Sea sincera conmigo.
¡Cuidado con el perro!
Trae tu cartera.
Llámame el lunes.
¿Me haces un favor?
¿Puedo entrar ahora?
¿Me puedo ir a casa ahora?
¿Puedo hablar con Tom?
¿Podemos rentar un coche?
¿Puede usted responder?
¿Podéis ir más rápido?
¿Puedes firmar esto?
¿Podemos despedir a Tom?
Champaña, por favor.
Elija una persona.
Acércate un poco más.
Vente ya mismo.
Ven a mi habitación.
Ven a nadar conmigo.
¿No podría Tom ayudar?
El crimen no compensa.
Descríbase a sí mismo.
¿Hirió Tom a Mary?
¿Te hicieron daño?
¿Compraste un perro?
¿Usted vivía aquí?
¿Tú lo crees?
¿Se siente joven?
¿Tiene usted un mapa?
¿Tiene usted papel?
¿Os gusta el jugo?
¿Te gustan los viajes?
¿Ves una estrella?
¿Quieres un abrazo?
¿Él vive aquí?
No seas idiota.
No llores, por favor.
No molestes a Tom.
No le pegues al perro.
No me desilusiones.
No repitas eso.
No toques esos.
¿No te gusta?
¡Tiren sus armas!
Todo el mundo vitoreó.
Todo el mundo está borracho.
Todos gritaron de terror.
Todo es malo.
Llene este formulario.
Complete el formulario.
Consígueme algo de papel.
Fuera de mi cama.
¡Fuera de mi coche!
Denme cinco días.
¡Vete en seguida!
Vaya con estos señores.
¿Tom ha comido ya?
¿Viste a Tom?
Se puso como una fiera.
Inclinó la cabeza.
Él vino en persona.
No puede pararla.
Él la palmó ayer.
Le dio una caja.
Él se mejoró otra vez.
Tiene los ojos marrones.
Él tiene dos casas.
Él mismo lo hizo.
Él es detective.
Él está buscando trabajo.
Viene de Francia.
Él es introvertido.
Él aún está enojado.
Él está viendo televisión.
Él lo mantuvo secreto.
Le gusta dormir.
Él ha perdido su reputación.
Pidió una cerveza.
Él rehusó pagar.
Él se sentó en la cama.
Él sacudió su cabeza.
Habla demasiado rápido.
Él se tomó un día libre.
Él me torció el brazo.
En ese momento estaba cansado.
Él volvió a casa.
Él llevaba pantalones rojos.
Él es periodista.
Acaba de llegar.
Él no es estúpido.
Él es soltero todavía.
Atended a todas las advertencias.
Su pollera es larga.
Aquí está mi dirección.
Aquí está su pedido.
Sus ojos son azules.
Agárraos a mi brazo.
Agárrese de mi brazo.
Sujétense de mi brazo.
¿Qué tal te va?
¿Cómo podemos entrar?
¿Cómo lo has hecho?
¿Cómo hacemos eso?
¡Qué afortunado eres!
¿Cómo de cansado estás?
¿Cómo está el tiempo?
¿Cómo está tu madre?
Estuve de acuerdo con Tom.
También me gustan los pasteles.
Tengo diecinueve años.
Estoy llegando hoy.
No estoy ocupado ahora.
Estoy muy satisfecho.
Cebé el anzuelo.
Compré un nopal.
Compré un boleto.
También compré una.
He pedido ayuda.
Puedo volver a hacerlo.
Puedo comer insectos.
Apenas puedo caminar.
Yo puedo proteger a Tom.
No cocino bien.
No le trago.
No puedo confiar en él.
No puedo rezar ahora.
Accedí a ir.
Lloré toda la noche.
No los compré.
Yo no te oí.
No lo acepto.
No os lo reprocho.
No tengo hijos.
No me gusta esto.
No confío en ti.
Yo sueño en francés.
Comparto su dolor.
Me sentí muy feliz.
Terminé de comer.
He olvidado su nombre.
Le di un libro.
Me acuesto temprano.
Me he cortado el pelo.
La pasé bien.
Había perdido mi bolígrafo.
Odio hacer esto.
Odio este color.
Odio esta tienda.
Tengo un ordenador.
Tengo un coche viejo.
Tengo de todo.
No tengo comentarios.
Tengo algunos regalos.
Tengo que comprar uno.
Tengo que ver a Tom.
No me he encontrado con ella.
Espero que esté a salvo.
Acabo de mudarme aquí.
Me gusta, creo.
Conozco a la mujer de Tom.
Conozco a su familia.
Sé que está mal.
Sé lo que es.
Sé que ganarás.
Me gusta estar en casa.
Me gustan los largos viajes.
Me gusta el cabello corto.
Me gusta este color.
Me gusta esta camisa.
Me gusta tu caballo.
Me gusta tu bufanda.
La película me gustó.
He trancado la puerta.
Lo he perdido todo.
Yo amo a mi patria.
Amo a mis padres.
Me encanta esa camisa.
Me gusta esta camisa.
Me encanta tu sonrisa.
Yo hice esta silla.
Echo de menos a mis amigos.
Necesito un teclado.
Necesito una aspirina.
Necesito mis lentes.
Necesito ese teléfono.
Necesito conseguir uno.
Yo nunca bebo té.
Nunca me quedo dormido.
A menudo vengo aquí.
Le debo 100 yenes.
No te debo nada.
Me encontré con un ciervo.
Lo leo todo.
Salvé al gato.
Te he salvado la vida.
Lo vi correr.
Me raspé la rodilla.
No debo hacerlo.
Reconozco mi error.
Estudio en la escuela.
Creo que tengo razón.
Me tomé el lunes libre.
Usé este plato.
Quiero un ordenador.
Yo quiero un colchón de agua.
Quiero algo de dinero.
Quiero este teléfono.
Quiero estar segura.
Me quiero ir a mi casa.
Yo quería ese carro.
Yo estuve en el área .
Estaba realmente atrasado.
Yo era tu amigo.
No estaba listo.
Fui al zoo.
Me desperté a las dos y media.
Yo hubiera esperado.
Voy a volver pronto.
Lo haré despacito.
Pagaré cualquier cosa.
Lo volveré a decir.
Le mostraré la salida.
Soy un poco raro.
Estoy un poco enfermo.
Me dais miedo.
Ya estoy listo.
Soy tan viejo como tú.
Se me dan mal los deportes.
Estoy comprando una rosa.
Tengo bastante hambre.
Me alegra que Tom esté bien.
Estoy aquí para aprender.
Estoy en el baño.
Estoy haciendo café.
No soy un estudiante.
No soy un traidor.
No estoy mintiendo ahora.
No me persuade.
No soy tan rápido.
No soy sin valor.
Estoy echando el hígado.
Estoy preparado para votar.
Estoy viendo fantasmas.
Todavía estoy preocupado.
Estoy con un cliente.
Yo soy tu vecino.
Me he comprado un coche.
Ya hice mi parte.
Estoy con diarrea.
¿Tom es políglota?
¿Están todos aquí?
¿Es bueno o malo?
¿Hay alguien ahí?
¿Es de oro puro?
¿Está lista la torta?
¿Está esto fabricado aquí?
¿Este es tu vino?
¿Está tu micro desactivado?
¿Eso no es de ellos?
Cuesta demasiado caro.
Eso no importa.
Es una buena torta.
Está lloviendo ahora.
Se ve egipcio.
Llovió sin parar.
Era un libro nuevo.
No había ningún problema.
Estaba muy ventoso.
Fue muy bien.
Nos arruinará a todos.
Es un hoyo negro.
Es un diccionario.
Es una simple tarea.
Todo es culpa mía.
Está en urgencias.
Hace frío afuera.
Finalmente se acabó.
¡Todo va bien!
Solo es una corazonada.
No es nada importante.
No es mi estilo.
No es demasiado profundo.
Esta va por la casa.
Es uno de aquellos.
Está lloviendo aquí.
Está nevando bastante.
Está empezando ahora.
Es hora de irse a la cama.
Está muy frágil.
No está bien mentir.
Solo hazlo lo mejor que puedas.
Limítate a coger una.
Mantente alejada de mí.
Mantén tu frente en alto.
Los niños son así.
Deja que lo lleve.
Hagámoslo de nuevo.
Vayamos y averigüémoslo.
Echemos un vistazo.
¡No lo escondamos!
Tomemos un taxi.
La vida es bella.
La vida es tan injusta.
Vive y deja vivir.
Mira qué lío.
Haz una predicción.
¡María es tan linda!
¡Que Dios te bendiga!
¿Puedo ponerlo aquí?
Quizá Tom está muerto.
Cuida tus modales.
El asesinato es un crimen.
Me pican los ojos.
Mi padre es alto.
Mi afición es la música.
Mi vida es aburrida.
Mi tío está enojado.
Nadie vive aquí.
Nadie la ayudó.
Las ratas no le gustan a nadie.
Nadie se está riendo.
Nada va a ayudar.
Ahora pon atención.
Obedece a tus padres.
Nuestro bote zozobró.
La gente quiere paz.
Por favor ten paciencia.
No hables, por favor.
Hablad conmigo, por favor.
Tapad esa gotera.
Los precios están subiendo.
Ponte tus zapatos.
Baja el arma.
Para de molestarme.
Léalo otra vez.
Decidlo en inglés.
Nos vemos en el colegio.
Te veo la semana que viene.
Ella empezó a cantar.
Ella sí vino aquí.
Ella me vuelve loco.
Ella tiene los ojos azules.
Tiene buenas piernas.
Ella odia correr.
Ella no se ha levantado todavía.
Le gustan las naranjas.
Ella parece desgraciada.
Me hizo sonreír.
Ella tiene que ir allí.
Ella habla en voz alta.
Ella intentó nadar.
Ella se fue por ese camino.
Ella no lo conseguirá.
Ella tiene estilo.
No es una niña.
Todavía es joven.
Muéstrame esa lista.
¡Enséñame la fotografía!
Firmad aquí, por favor.
¿Entonces dónde estabas?
Alguien está llamando.
Hay algo que está mal.
Las arañas tejen redes.
Quédate aquí con nosotros.
Quédate aquí con nosotras.
Quédate aquí con nosotras.
¡Deja de molestarme!
Dejá de exagerar.
Toma las llaves de su auto.
Toma la medicina.
Cuénteme de Tom.
Díganme la verdad.
Las termitas comen madera.
Te agradezco de antemano.
Ese no puede ser Tom.
Eso es indispensable.
Esa es mi escuela.
Eso no es plata.
Eso suena bien.
Esa era la idea.
Ese es un buen vino.
Es una mala idea.
Eso es todo lo que tengo.
Eso es repugnante.
Eso es sencillamente loco.
Eso no es una palabra.
Ese es nuestro secreto.
Eso es verdaderamente triste.
Ese es el espíritu.
El perro negro corría.
El libro es blanco.
La jaula está vacía.
El gato me asustó.
Los niños se fueron.
El perro estaba muriendo.
La tierra gira.
La comida está lista.
La idea era buena.
Los amantes se besaron.
La leche se puso agria.
El dolor ha desaparecido.
El alquiler es barato.
La pieza estaba cálida.
El sol está saliendo.
El tren llega tarde.
El agua está buena.
Ya pasó lo peor.
Hubo una pelea.
No hay café.
Éstos son de cuero.
Ellos están en clase.
Ellas son muy viejas.
Ellos compraron un auto.
Ellos no lo hicieron.
No saben nada.
Deben de estar muertos.
Ellas hablan francés.
Se fueron de pesca.
Ellos son canadienses.
Están en peligro.
Ahora están solos.
Ellas han regresado.
Esta manzana es roja.
Este libro era nuevo.
Este carro es chiquito.
¡Esto no funciona!
Este tío es cojonudo.
Está todo mal.
Esto es un galimatías.
Esto es graciosísimo.
Este es mi consejo.
Esta es mi madre.
Ésta es mi hermana.
Esto es muy chévere.
Esto es muy cierto.
Esto no es francés.
Esto no es normal.
Esto te puede convenir.
Este está roto.
Esto suena sospechoso.
Esto fue culpa mía.
Tírame el balón.
Tom casi sonrió.
Tom se comió las sobras.
Tom empezó a hablar.
Tom me rompió la nariz.
Tom subió las escaleras.
Tom no puede hacer eso.
Tom engañó a Mary.
Tom no apareció.
A Tom no le gustaba Mary.
Tom bebe café.
Tom come muy rápido.
Tomás se sintió aliviado.
Tom encontró el bicho.
Tom me dio un bolígrafo.
Tom se debilitó.
Tom tuvo un día malo.
Tom tiene un iPhone.
Tom tiene piel oscura.
Tom tiene muchos gatos.
Tom tiene que darse prisa.
Tom odia su trabajo.
Tom oyó un ruido.
Tom es el hijo de Mary.
Tom es creyente.
Tom es diseñador.
Tom es un buen muchacho.
Tom es un lobista.
Tom es un músico.
Tom es un hechicero.
Tom es un principiante.
Tom es diplomático.
Tom se está quedando calvo.
Tom me está ayudando.
Tom es intolerante.
Tom está hipnotizado.
Tom es mi paciente.
Tom no es famoso.
Tom es nuestro amigo.
Tom es ridículo.
Tom es el más viejo.
Tom está desempleado.
Tom es muy tajante.
Tom está muy cansado.
Tom no es un pillo.
Tom no es mi tipo.
Tom no está conmigo.
Tom escribe un diario.
A Tom le falta empatía.
A Tom le gustan los animales.
A Tom le gustan las naranjas.
A Tom le gusta cantar.
A Tom le gusta hablar.
Tom vive cerca de nosotros.
Tomás parece nervioso.
Tom amaba a los animales.
A Tom le encantan las flores.
Tom adora cantar.
A Tomás le encanta cocinar.
Tom adora los rábanos.
Tom puede volver.
Tom extraña Boston.
Tom necesita una gauchada.
Tom nunca llegó.
Tom nunca fue tímido.
Tom pagó la cuenta.
Tom se postuló a alcalde.
Tom te recuerda.
Tom cantó para Mary.
Tom anotó un gol.
Tom cerró sus ojos.
Tom se saltó el almuerzo.
Tom habló con Mary.
Tom nos amenazó.
Tom vomitó sangre.
Tom quiere postre.
Tom quiere jugar.
Tom era un niño malo.
Tom estaba deprimido.
Tom estaba impresionado.
Tom estaba irritado.
Tom estaba sufriendo.
Tom estaba con Mary
Tom saludó con la mano a Mary.
Tom se quejará.
Tom despertó desnudo.
Tom no sabría.
Tom está cómodo.
El hijo de Tom está enfermo.
Pruébate esa camisa.
Pon cara de felicidad.
Gira a la derecha.
Transcurrieron dos semanas.
Espera por mí allí.
¿Estaba Tom con Mary?
El agua es un líquido.
No somos amigos.
No podemos ayudar a Tom.
Podríamos ayudar a Tom.
No lo conocemos.
Finalmente lo hicimos.
Nos levantamos al amanecer.
Conocemos esta canción.
Nos encantan los misterios.
Te echamos mucho de menos.
Debemos pagar impuestos.
Necesitamos más comida.
Necesitamos vuestra ayuda.
Les vimos irse.
Dimos lo mejor de nosotros.
Queremos nuestro dinero.
No nos estábamos ocultando.
Estaremos en contacto.
Estamos un poco cansados.
Todas somos madres.
Somos dos idiotas.
No tenemos prisa.
Ahora estamos casados.
Estamos de vacaciones.
Estamos listos para irnos.
Ya nos conocimos antes.
Tenemos un problema.
¡Qué perro tan listo!
¡Vaya niño más tonto!
¿Qué encontró Tom?
¿Qué pasa después?
¿Qué hemos hecho?
¿Qué es la felicidad?
¿Cuál es tu nombre?
¿Qué se supone que tengo que comer?
¿Cómo era ella?
¿Qué está ocultando Tom?
¿Qué es tan especial?
¿Qué es eso de allí?
¿Qué está pasando aquí?
¿Cuál es tu historia?
¿En qué momento estudias?
¿Dónde están mis llaves?
¿Por dónde empezamos?
¿En dónde trabajas?
¿Dónde está mi dinero?
¿Dónde está su gorra?
¿Dónde está su corbata?
¿Dónde está mi familia?
¿Dónde está el pan?
¿Dónde está el camión?
¿Dónde está tu esposa?
¿Cuál es bueno?
¿Para quién son estos?
¿Quién quebró esa taza?
¿Quién ha cortado el pan?
¿Quién inventó eso?
¿Quién ha fabricado esta caja?
¿A quién cogemos?
¿Quién me ha robado las llaves?
¿Quién quiere galletitas?
¿Con quién estabas?
¿Quién es esa persona?
¿Quién es tu abogado?
¿De quién es este carro?
¿De quién es este bolígrafo?
¿Por qué estáis solas?
¿Por qué estás enfadada?
¿Por qué están enfadadas?
¿Por qué estás cansado?
¿Por qué se marchó Tomás?
¿Por qué no fuiste?
¿Por qué Tom está llorando?
¿Por qué es blanca la nieve?
¿Por qué estás tan triste?
¿Quieres casarte conmigo?
La madera es inflamable.
Sí, lo besé.
Casi me pegas.
Sos una maestra.
Has llegado tarde a casa.
Sos mi amiga.
Sos muy estúpido.
Los dos lo hicieron bien.
Usted puede tener el mío.
Puedes confiar en Tom.
No puedes vencerme.
Tú no puedes ayudarme.
No lo puedes vender.
No nos puedes parar.
Diste lo mejor.
Hiciste tu parte.
Ya lo descubrirás.
Me tomaste por tonto.
Tú tienes una hora.
Tienen que darse prisa.
Te ves europea.
Has cometido un error.
Me haces reír.
Te puedes aparcar aquí.
Tienes que darte prisa.
Necesitas el descanso.
Me debes un beso.
Me ha salvado la vida.
¡Eras tan feliz!
Trabajas demasiado duro.
Eres Tom, ¿no?
Eres un hombre amable.
Ambos estáis locos.
Tú estás al mando.
Me estás tomando el pelo.
Tú eres mi problema.
No sos estúpido.
Eres tan superficial.
Sos demasiado modesto.
Es usted muy valiente.
Tienes mucha suerte.
Sos muy inteligente.
Eres muy lista.
Vuestra casa es grande.
Su nombre, por favor.
Un gato me ha arañado.
Todo el azúcar es dulce.
Se me ocurrió una idea.
Cualquiera logra hacer eso.
¿Eres un creyente?
¿Me estás culpando?
¿Te encuentras bien?
¿Eres su amigo?
¿Me estás tomando el pelo?
¿Todavía está aquí?
¿Estás en la ciudad?
Pide más dinero.
Los plátanos son amarillos.
Boston está cambiando.
Trae a tu hermano.
Llama al 110 ahora mismo.
¿Puedo contar con vosotros?
¿Puedo ver esa?
¿Puedo usar tu bolígrafo?
¿Podemos volver ahora?
¿Lo puedes recoger?
Ven con nosotros.
Ven y siéntate a mi lado.
Considerá los hechos.
Cruzá los dedos.
¿Tom parecía feliz?
¿Ellos vivían aquí?
¿No fue él allí?
Haga lo que le ha dicho.
¿Te sientes culpable?
¿Tienes un plan?
¿Le gusta Mozart?
¿Os gusta el jengibre?
¿Te gustan los robots?
¿Te gusta la escuela?
¿Te gusta el tenis?
¿Necesitas que te lleven?
¿Querés una cerveza?
¿Tom ayuda a Mary?
¿Te duele el brazo?
No me vuelvas a preguntar.
No cojas frío.
No des de comer al perro.
No te vuelvas paranoico.
No hay que perder la esperanza.
No te rías de él.
No ponga excusas.
No lo pienses de más.
No paren de tocar.
¡No le digas a mi mujer!
No despierte al gato.
¿No sabes cómo?
Tómate tu leche.
¡Vacía tus bolsillos!
Todos están llorando.
Toda persona es única.
Todos te querían.
Le gusta a todo el mundo.
Todo el mundo piensa de esa forma.
Todos eran felices.
Todas estaban molestas.
Todo está cambiando.
Llénalo, por favor.
Siga su ejemplo.
Olvide que dije eso.
Jugar es un vicio.
Sácame de aquí.
Deshazte del arma.
Dale a Tom este libro.
Dame el número.
Deme su camisa.
Vete al hospital.
Dame esa escoba.
Pásame la llave.
¡Que tengas un buen vuelo!
¿Has despedido a Tom?
¿Me has echado de menos?
¿Las habéis visto?
Él se portó como un idiota.
Se pegó en la cabeza.
Él aburre a todo el mundo.
Él sabe conducir.
Él no puede comprarse un coche.
Él cambió de empleo.
Murió en la cama.
Él no lo quiere.
Él llegó por fin.
Él le ha dado un libro.
Él me agarró la mano.
Él tiene una nariz larga.
Él tiene dos hermanas.
Él me pegó a mí, no a ella.
Él es un chico astuto.
Está a punto de morir.
Él es mi colega.
Él aún está en cama.
Él no es nuestro enemigo.
Él conoce la verdad.
A él le gusta la aventura.
Vive cerca de aquí.
Le gustan los chismes.
Él haló la cuerda.
Él se mantuvo callado.
Se sentó en el banco.
Él me lo mostró.
Le robó el reloj.
Él estudia chino.
Él camina a la escuela.
Él quiere el dinero.
Él estaba profundamente dormido.
Él era demasiado curioso.
Él se ganó la lotería.
Él trabaja en el banco.
Es un culturista.
Él es un hombre paciente.
Él es un inglés.
Él me está mirando.
No le llega agua al tanque.
Es viejo y está loco.
Es un estudiante muy aplicado.
Ayúdame a imprimir esto.
Su pelo volvió a crecer.
Aquí viene el autobús.
¡Hey!, mira, es Tom.
Su pelo era castaño.
Mantené tu posición.
¿Me echas más?
¿Cómo puedo encontrarle?
¿Cómo lo consiguió Tom?
¿Cómo lo hacéis?
¿Cómo va esto?
¿Cuánta distancia recorriste?
¿Cómo está tu madre?
¿Cuánto cuesta una habitación?
¿Cómo te sientes?
Admito mi error.
Estoy llena de dudas.
Respondí por él.
Le compré un sombrero a Tomás.
Compré una corbata roja.
Traje el libro.
Puedo confirmar esto.
Puedo conseguirles más.
Puedo coger el autobús.
No puedo permitir esto.
No puedo culparlos.
No puedo perdonarla.
No puedo salir fuera.
A ti no te puedo mentir.
No puedo dormir bien.
Me astillé el diente.
No pude hacer nada.
No lo pude negar.
Exijo un recuento.
Lo hice yo solo.
No pedí perdón.
No sabía eso.
Le di para adelante.
Claro que recuerdo eso.
Yo no lloro fácilmente.
Yo no le temo a la muerte.
No tengo carro.
No tengo un chavo.
No me gusta la música.
No juego a las cartas.
No uso corbata.
Lo disfruté mucho.
Espero tu ayuda.
Me siento mal por él.
He caído en una trampa.
Me sentí responsable.
Sigo las normas.
Me fracturé mi brazo.
Te doy mi palabra.
Me metí en problemas.
Me lo pasé muy bien.
Tuve que quedarme en casa.
Odio la burocracia.
Odio a mi computadora.
Odio esta escuela.
Tengo un ojo morado.
Se me pinchó una llanta.
Me sangra la nariz.
Tengo pocos amigos.
No tengo apetito.
Tengo que llamar a Tom.
Debo ir a casa.
Tengo que pintarlo.
Tengo dos cámaras.
Lo oí todo.
Espero que esté bien.
Acabo de llegar.
Los maté a ambos.
Sabía que tenía razón.
Conozco bien Boston.
Sé que Tom hizo trampas.
Sé cómo nadar.
Sé lo que se siente.
Sé lo que sentí.
Sé lo que ha hecho.
Sé dónde está.
Sé que estás ocupado.
Conozco a tu madre.
Dejé mi mochila aquí.
Me gustan todos los animales.
Me gusta la luz de las velas.
Me gusta vivir aquí.
Esa persona me gusta.
Me gusta este castillo.
Me gusta comer carne.
Me gusta ver la tele.
Me gusta tu café.
Me gusta tu espejo.
Vivo en la luna.
Perdí la paciencia.
Me encanta el zumo de manzana.
Me encanta la lluvia de verano.
Me encanta tu acento.
Tomé una decisión.
Podría no graduarme.
Te echo tanto de menos.
Debo de estar soñando.
Casi lo olvidé.
Necesito más mantequilla.
Necesito ayudar a Tom.
Necesito su consejo.
Nunca me pillaron.
Con frecuencia leo libros.
Te debo una cena.
Yo toqué la flauta.
He leído su informe.
Te respeto, Tom.
Vi al padre de Tom.
Él vio que venía.
Vi lo que hiciste.
Debería irme a acostar.
Me dormí en el autobús.
Paré para fumar.
Me hago cargo de Tom.
Creo que me gustas.
Creo que está enfadado.
Creo que él está cansado.
Le dije a Tom que pare.
Me torcí el tobillo.
Quiero un novio.
Quiero una escultura.
Quiero mi propia habitación.
¡Quiero estar sola!
Quiero contratar a Tom.
Quiero lo que es mío.
Quiero que te quedes.
Yo quería gritar.
Estaba profundamente emocionado.
¡Me lo esperaba!
Solo era curiosidad.
Estaba al teléfono.
Estoy viendo la televisión.
Ojalá tuviera un coche.
Ojalá fuese rico.
Ojalá la hubiera conocido.
Yo no traicionaré a Tom.
Trabajo los fines de semana.
Será mejor que le vea.
Estaré en casa temprano.
Yo pasaré más tarde.
Te lo explicaré más tarde.
Yo también te echaré de menos.
Yo jugaré con vosotras.
Lo voy a ver allá.
Te llevaré a casa.
Soy el vecino de Tom.
Soy una niña pequeña.
Estoy un poco ido.
Estoy un poco cansada.
Soy un camionero.
Yo soy maestro también.
Estoy enojada contigo.
Estoy en la biblioteca.
Voy por Tom.
Estoy libre el domingo.
Me alegro de ser chico.
Me voy de compras.
Voy a estudiar.
Gozo de buena salud.
Soy como ellos.
Soy como mi padre.
No soy canadiense.
Hoy no estoy ocupada.
No tengo prisa.
No soy fotogénico.
No soy muy listo.
Estoy de camino a casa.
Estoy preparado para irme.
Tengo miedo de eso.
Estoy tan avergonzada.
Todavía estoy pensando.
Lo siento de verdad.
Soy muy despistado.
Ya he comido.
Me agarré un resfriado.
Mis ojos son azules.
Tengo tu espalda cubierta.
Juzgué mal a Tom.
Lo he esperado.
¿Tom es buen cocinero?
¿Tom está viendo la tele?
¿Está preparado el desayuno?
¿Ahora está estudiando?
¿Está hecho de hierro?
¿En realidad es Tom?
¿El perro está encadenado?
¿Hay un lechero?
¿Esto es aceptable?
¿Está ocupado este asiento?
¿Ella no es médica?
No puede durar mucho.
Podría ser cualquiera.
Tiene pinta de llover.
Es un hoyo negro.
Es muy útil.
Se ve delicioso.
Hace poco que llovió.
Dejó de llover.
Era cuestión de dinero.
Hacía calor fuera.
No fue casualidad.
Era bastante bueno.
Estuvo muy bueno.
Todavía estaba allí.
No era tan mala.
Eso no ocurrirá nunca.
Es un mundo cruel.
Es un buen sistema.
Es un hecho demostrado.
Es un error de tipeo. Disculpe.
Está en la esquina.
Es fácil de aprender.
Está en buenas manos.
Es justo medianoche.
Es sólo una broma.
No es efectivo.
No es tan poco.
Es solo una teoría.
Está lloviendo otra vez.
Es realmente simple.
Volvió a empezar.
Es hora de empezar.
Es demasiado caro.
Es tu decisión.
Júzgalo tú mismo.
Limítate a bajar por aquí.
Limítate a abrir la puerta.
Mantené un perfil bajo.
Deja la puerta abierta.
Mantén los brazos en alto.
Ya es suficiente, chicos.
Aprende a mantener los tiempos.
Déjale que pague.
Déjamelo a mí.
Que comience el juego.
Vayamos a Boston.
No vayamos allá.
Vayamos en tren.
La vida es muy corta.
¡Mirá! ¡Está nevando!
Haz el amor y no la guerra.
Mary es una niña mala.
Mary es histérica.
¿Puedo empezar a comer?
¿Puedo correr contigo?
¿Puedo usar tu bolígrafo?
Tal vez es el destino.
La leche es nutritiva.
Se me ha dormido el brazo.
Mi coche es un híbrido.
Mi padre se hizo mayor.
Mi padre estaba ocupado.
Mi cuchillo está roto.
Mi madre me ama.
Mi camisa es naranja.
Ahora sigo yo.
Mi esposa odia a los gatos.
¿Necesitas algo más?
Nadie me siguió.
No había nadie en casa.
Nadie ha sido herido.
Nadie puede detenerlo.
Nadie resultó herido.
No falta nada.
Un momento, espera un minuto.
Obedece a los profesores.
Abra su valija.
Los búhos tienen los ojos grandes.
La gente está hablando.
Llámalo, por favor.
No dispares, por favor.
Hágame la cama, por favor.
Por favor, dense las manos.
Tome asiento, por favor.
Por favor, esperadme.
No es fácil leer.
Reserva tu fuerza.
Los colegios están cerrados.
Hasta luego, Tom.
Envíame una postal.
Ella siempre dice no.
Ha venido en mi ayuda.
Ella se lo dio a él.
Tiene ojos verdes.
Ella tiene el cabello corto.
Ella siempre está ocupada.
Ella tiene más de veinte años.
Ella es guapísima.
Fue a París.
Ella se ve sola.
Ella le hizo feliz.
Ella necesita de nuestra ayuda.
Ella se puso el sombrero.
Está deseando irse.
Ella nació ciega.
Ella es una alcohólica.
Ella es mi profesora.
Ella tiene treinta y tres años.
Pónganse sus zapatos.
Un poco de agua, por favor.
Un día lo sabré.
Alguien está golpeando.
Por favor, retroceda.
¡Mantente fuera de mi camino!
Quítese, por favor.
Deja de molestar a Tom.
Detengan la cuenta atrás.
Para. Hace cosquillas.
Llévenla al quirófano.
Saluda a Tom de mi parte.
Gracias por compartir.
Ese libro se agotó.
Eso sucede mucho.
Eso no ayuda.
Aquel hombre comió pan.
Eso sorprendió a Tom.
Eso fue muy estúpido.
Esa es la casa de Tom.
¡Esto es una buena idea!
Eso es trabajo de hombres.
Eso es todo lo que sabemos.
Eso es humillante.
Ese es mi paraguas.
Ese no es mi nombre.
Ese es nuestro problema.
No es importante.
Por eso pregunté.
El intento falló.
La botella está llena.
El gato está ronroneando.
El café está helado.
El perro ladra.
La puerta está atascada.
La llama se extinguió.
La chica está sola.
El hielo se ha derretido.
El lago está helado.
Los hombres van a trabajar.
La noche estaba fría.
El loro está muerto.
Se fue la electricidad.
La carrera estaba arreglada.
La pollera es verde.
La araña está muerta.
El verano terminó.
La mesa es verde.
El árbol se cayó.
El agua estaba caliente.
La mujer está desnuda.
No queda otra.
Ahí vas otra vez.
No hay problema.
Esas no son palabras.
Todos ellos pueden conducir.
Ellos no están cansados.
No me pagaron.
Ellos no lo venden.
Ellos saben quién soy.
Ellos alcanzaron la meta.
Nunca se casaron.
Ellos dieron una vuelta.
Ellos no estaban allá.
Ellos trabajan juntos.
Se están divirtiendo.
Ellos no están viniendo.
Son tuyos, Tom.
Esta bolsa está grasosa.
Este libro era fácil.
Esto no puede ser cierto.
Este perro está greñudo.
Esta casa es la mía.
Esta es una hoja de ruta.
Esto es clasificado.
Así es como me siento.
Esta es mi habitación.
Esta es mi misión.
Esto no es una trampa.
Este es nuestro legado.
Esto está muy malo.
Esto es tan asombroso.
Esto es tan típico.
Esto está muy soso.
Esto está muy dulce.
Ésta es su casa.
Esta no es mi casa.
Esto tiene que parar.
Este lugar es genial.
Esta habitación es tranquila.
Esto fue un error.
Este vino es malísimo.
Esos son mis pantalones.
Átate los cordones.
Hoy es miércoles.
Hoy no es mi día.
Tom casi se ahogó.
Tom y Mary están de acuerdo.
Tom comía en silencio.
Tom sintió curiosidad.
Tom empezó a olisquear.
Tom se rompió la nariz.
Ayer vino Tom.
Tom no puede comer cerdo.
Tom no puede levantarse.
Tom cocina para Mary.
Tom podría ayudarte.
Tom hizo un buen trabajo.
Tom no se rindió.
Tom murió en batalla.
Tomás murió de fiebre tifoidea.
Tom bebió demasiado.
Tom liberó al pájaro.
Tom se metió en el taxi.
Tom tiene un nieto.
Tom tiene mal aliento.
Tom ha encontrado a Mary.
Tom ya ha tenido más de la cuenta.
Tom tiene el pelo corto.
Tom tiene tres hijos.
Tom no ha cambiado.
Tom le echó una mano a Mary.
Tom es el héroe de Mary.
Tom es camarógrafo.
Tom es extranjero.
Tom es un experto en matemáticas.
Tom es un socialista.
Tom es aventurero.
Tom es ingeniero.
Tom está saliendo con Mary.
Tomás está avergonzado.
Tom está en trance.
Tom es independiente.
Tom está mintiendo otra vez.
Tom no está enfocado.
Tomás está desocupado.
Tom está bastante borracho.
Tom aún es feliz.
Tom es muy descoordinado.
Tom es muy cariñoso.
Tom es tu padre.
Tom no es un ángel.
Todavía no está aquí Tom.
Tom no es el jefe.
Tom acaba de venir.
Tom conocía los riesgos.
Tom se fue con Mary.
A Tom le gusta nadar.
Tom vive en el centro.
Tomás parece estar confundido.
Tom se ve estupendo.
Tom perdió su voz.
A Tom le encanta su trabajo.
Tom me obligó a comerlo.
Tom podría estar equivocado.
Tom debe tener hambre.
Tom necesita una escalera.
Tom no me ayuda nunca.
Tom abrió la lata.
Tom juega al fútbol.
Tom se quedó sin gas.
Tom respetó a Mary.
Tom corre muy rápido.
Tomás cantó con María.
Tom se sentó en la cama.
Tom vio a Mary hoy.
Tom mandó a Mary a casa.
Tom le sonrió a Mary.
Tom empezó a comer.
Tom dejó de comer.
Tom estudia francés.
Tom enseña francés.
Tom se puso serio.
Tom esperó afuera.
Tom quiere evidencias.
Tom quiere aprender.
Tom era un buen hombre.
Tom estaba devastado.
Tomás me estaba ayudando.
Tom era asombroso.
Tom nunca estuvo aquí.
Tom estaba muy emocionado.
Tom era muy afortunado.
Tom lavó el carro.
Tom no estaba celoso.
Tom no estaba conmigo.
Tom se disculpará.
Tom matará a Mary.
Tom no te va a morder.
Tomás no te va a extrañar.
Tom es un chico listo.
La puerta de Tomás está abierta.
Tom, sé razonable.
Mañana es día de pago.
Intentad mantener la calma.
Sube el volumen.
Espera un poco más.
¿Era cierta su historia?
Es divertido ver la televisión.
Todos tenemos que morir.
Sería mejor irnos.
No podemos quedarnos aquí.
No la conocemos.
No tenemos tiempo.
Tomamos toda la noche.
Le encontramos con vida.
Esta noche lo pasamos bien.
Lo tenemos todo.
Acabamos de cenar.
Sabemos que Tom lo hizo.
Nuestro amor es mutuo.
Hicimos una buena compra.
Necesitamos una estrategia.
Nunca perdimos la esperanza.
Nos quedamos sin comida.
Nos quedamos callados.
Dormimos en una carpa.
Todavía tenemos tiempo.
Vimos una película.
Los dos éramos felices.
Ganamos el concurso.
Vamos a ser vecinos.
Oraremos por ti.
Todos somos estudiantes.
Ya se nos hizo tarde.
Lo atamos con alambre.
Estamos aquí para ayudar.
Cuidamos la casa.
No somos compatibles.
No somos como tú.
Se nos ha acabado el dinero.
Se nos hizo tarde.
Tenemos la misma edad.
Os estamos observando.
Les estamos vigilando.
Hemos estado esperando.
Acabamos de llegar.
¿No estabas entretenido?
¡Qué tipo tan malo!
¡Qué mundo más raro!
¿Qué es lo que haces?
¿Qué te convenció?
¿Qué comen los caballos?
¿Qué necesita Tom?
¿En qué piso estoy?
¿Qué pasó después?
¿Y si se equivoca?
¿A qué huele?
¿Qué acaba de pasar?
¡Qué estrechas son estas escaleras!
¿Qué vas a llevar?
¿Cuáles son tus planes?
¿Qué más podría uno pedir?
¿Cuál es su historia?
¿Cuál es tu respuesta?
¿Cuándo te vas?
¿Cuándo es el funeral?
¿Dónde están mis pantalones?
¿Dónde están los huevos?
¿De dónde sos?
¿Dónde podría esconderme?
¿Dónde viven ellas?
¿Dónde están todos?
¿Dónde está el vodka?
¿Dónde está su esposa?
¿Dónde nos encontraremos?
¿Dónde está el martillo?
¿Dónde está este lugar?
¿Qué bolsa es la tuya?
¿Cuál es tu libro?
¿Quiénes son esos sujetos?
¿Quién hizo esto primero?
¿Quién os lo dio?
¿Quién es tu amigo?
¿Quién tomó el dinero?
¿Quién es el padre de Tom?
¿Para quién es esta caja?
¿De quién es este bebé?
¿De quién es esta comida?
¿Por qué están enfadados?
¿Por qué está llorando?
¿Por qué no puede venir Tom?
¿Por qué lo compraste?
¿Por qué no habéis comido?
¿Por qué no comieron ustedes?
¿Por qué me quieres?
¿Por qué no entramos?
¿Por qué te despidieron?
¿Va a doler mucho?
¿Ellos harían eso?
Estás en mi silla.
Tú estás bajo juramento.
Sos muy valiente.
Sos muy listo.
No estás invitado.
Rompiste la regla.
Ahora puedes verlo.
Se puede fumar aquí.
No puedes comer aquí.
No lo puede ayudar a Tomás.
No puedes tentarme.
No pueden hacer esto.
No me avisaste.
No me asustás.
Ustedes tomaron demasiado.
Manejás muy rápido.
Estás muy borracho.
Tuviste un día largo.
Ustedes han estado ocupados.
Tienes que dejar ir.
Tan solo necesitas ayuda.
Usted sabe algo.
A ti te gustan los elefantes.
Tienes muy buen aspecto.
Puedes usar mi coche.
Tú podrías recibir un disparo.
Te debes quedar aquí.
Sólo vives una vez.
Deberías estar en casa.
Hablas de más.
Estabas en coma.
Eras mi amiga.
Te sentirás mejor.
Eres una niña divertida.
Usted es un buen cocinero.
Eres un patán, Tom.
¡Sois unos cobardes!
Eres un imbécil.
Tú estás interfiriendo.
Es como de la familia.
Eres mi hija.
No eres mi tipo.
Eres bastante inteligente.
Eres bastante lista.
Qué negativo eres.
Sois tan engreídos.
Aún no tienes la razón.
Tú te estás poniendo rojo.
Eres muy listo.
Son muy inteligentes.
Tú tienes una hora.
Tú has conseguido esconderte.
Su baño está listo.
Tu cara está sucia.
Un ave levantó el vuelo en lo alto.
Un león es un animal.
La ballena es un mamífero.
Todos nosotros somos felices.
¿Os estoy molestando?
Responde la pregunta.
Cualquiera puede hacer esto.
¿Hay asientos libres?
¿Todavía están aquí?
¿Acaso somos solo amigos?
¿Está usted cómoda?
¿Tienen hambre, chicos?
¿Me está mintiendo?
¿Ustedes están perdidas?
¿Ustedes son amigos?
¿Está muy hambrienta?
¿Lo estás viendo?
Atenas está en Grecia.
Sé educada, pero firme.
Lo negro entristece.
La comida está servida.
Los conejos son burda de cuchis.
¿Te puedo preguntar algo?
¿Podría tener un minuto?
¿Puedo pagar a crédito?
¿Puedo usar el móvil?
¿Podemos contar con vos?
¿Podemos hablar francés?
¿Puedes responder a esto?
¿Puedes conducir un auto?
¿Puedes verificar eso?
¿No puedes ir más rápido?
Cámbiate de ropa.
La gentileza no ha muerto.
Ven a las dos.
Ven aquí cerca, Tom.
Los policías están por todas partes.
Papá compró una cámara.
Se formaron densos nubarrones.
¿Te invitó Tom a salir?
¿Le picó una abeja?
¿Tú también lo oíste?
¿Lo leíste todo?
¿Acaso maldigo demasiado?
¿Necesitamos un plan B?
¿Les gusta perder?
¿Tienes un hijo?
¿Tienes un fósforo?
¿Tienes algún CD?
¿Te gusta el inglés?
¿Te gusta el boliche?
¿Os gusta conducir?
¿Te gustan las ostras?
¿Te gusta leer?
¿Te gusta hablar?
¿Tú lo amas también?
¿Necesita usted la llave?
¿Estudias el francés?
¿Querés mi ayuda?
¿Tomás quiere un auto?
No actúes así.
No seas ridículo.
No me llames de nuevo.
No me decepciones.
No dejes que se te caiga el jabón.
No te pases de listo.
No te escondas allí dentro.
¡No me hagas reír!
No abráis la puerta.
No leas mi diario.
¡No digas tonterías!
No se lo digas a tu padre.
No desperdicies mi tiempo.
¿No odiáis a los perros?
Traza un pequeño círculo.
La madera seca se quema bien.
Disfrute sus vacaciones.
Todos la conocen.
Le gusta a todo el mundo.
Todo el mundo la quiere.
Todos están sonriendo.
Todos saben eso.
Todos andan despistados.
Todo es barato.
Todo está mejor.
Pocas personas piensan así.
Olvidá tus dolores.
Saca a Tom de aquí.
Vuelve al auto.
Tráiganme una ambulancia.
¡Largo de aquí, ahora!
Dale a Tom su vuelto.
Dale mis saludos.
Devuélveme mi mochila.
Da una oportunidad a la paz.
Ve y dúchate primero.
Ve a lavarte los dientes.
Anda y tírate al lago.
Entrega tus papeles.
¿Él ya volvió?
Que tengas un buen fin de semana.
Cená con nosotros.
Él aceptó el trabajo.
Él le compró un perro a ella.
Él vino a mi casa.
Apenas puede hablar.
Él cambió de idea.
Él lo hizo por dinero.
Él bebe demasiado.
Él se siente muy feliz.
Él se levanta a las 7.
Él ya se había ido.
Él tiene una voz profunda.
Él tiene suficiente dinero.
Tiene diez hijos.
Esperaba tener éxito.
Él es un buen escritor.
Él es un aristócrata.
Él es fácil de alcanzar.
Él supera los 80 kilos.
Él es muy guapo.
Él mantuvo su promesa.
Le falta experiencia.
Se fue hace una hora.
Él vive en Cardiff.
Parece un insecto.
Él puede haber dicho eso.
Él nunca se queda por mucho.
Él alcanzó su meta.
Vio que estaba equivocado.
Él lustró sus zapatos.
Él durmió en el coche.
Él tomó un atajo.
Él solía amarla.
Él nació en Ohio.
Al principio él era tímido.
Él era muy paciente.
Él no lo aprobará.
Él trabaja en el banco.
Él escribió una carta.
Él besa muy bien.
Le dan miedo los gatos.
Siempre llega a tiempo.
Te está mirando.
Está jugando Tetris.
Él es más alto que yo.
Su rostro se puso rojo.
Esto es lo que sabemos.
No consigo recordar su nombre.
Su hijo es un genio.
Mantenga firme la cuerda.
¡Cuánto te he echado de menos!
¿Cómo puedo agradecerle?
¿Cómo salió el examen?
¿Cómo llego a NHK?
¿Cómo se dice eso?
¿Cuántos años tiene ese niño?
¿Cuántos años tiene su hijo?
¿Cómo ha ido el concierto?
¿Cómo lo arreglarás?
Acepto tu oferta.
Admiro tus agallas.
Eso ya lo sé.
Tengo miedo de los perros.
Voy a hacerlo.
Estoy en una casa nueva.
Me da tristeza escucharlo.
Estoy escribiendo un SMS.
Le pedí a Tom que viniese.
Le pedí a Tom que se quedara.
Pregunté cómo estaba Tom.
Me hice amigo de él.
Compré un ordenador.
Te compré una cometa.
Construí una casa nueva.
Puedo venir a las tres.
Sé guardar un secreto.
Puedo empezar en cualquier momento.
No puedo aceptar eso.
No puedo hacerlo más.
No puedo comer pollo.
No puedo perdonarle.
No puedo ir a ningún lugar.
No puedo permitir esto.
No puedo ver el final.
No puedo seguirte.
Me olvidé completamente.
Lloré como un niño.
Yo no lo pedí.
No he pedido pescado.
Lo hago una vez al año.
No te creo.
No salgo mucho.
Ya no tengo.
No me gusta el francés.
No me gustan las películas.
No me gusta la primavera.
No quiero cenar.
Soñé acerca de ti.
Como con las manos.
Me siento mal por ellos.
Me sentía mucho mejor.
Me sentí fuera de lugar.
Por fin conseguí trabajo.
Me olvidé de eso.
Le di una oportunidad a Tomás.
Yo voy adonde yo quiera.
Bajé del avión.
Yo crecí siendo bilingüe.
Comí un almuerzo liviano.
Tenía que ir a trabajar.
Tuve que alquilar un auto.
Odio a mis vecinos.
Tengo 13 empleados.
Tengo un tío rico.
He ido a Roma.
Tengo retortijones de hambre.
No me queda tiempo.
Tengo que cambiarlo.
Tengo que acabarlo.
Ahora tengo que irme.
Tengo que darle las gracias.
No le he preguntado a Tom.
Yo oigo con mis oídos.
Oí el mensaje.
Espero que Tom tenga razón.
Espero que haya suerte.
Espero que no sea Tom.
Espero que la encuentres.
Espero que tengas razón.
Acabo de enterarme.
Me lo acabo de inventar.
Solo quiero leer.
Te lo he guardado.
Sabía que se trataba de Tom.
Sé que soy inocente.
Sé que Tom está cansado.
Lo sé todo sobre el tema.
Sé cómo te sientes.
Sé que esto es difícil.
Sé lo que voy a hacer.
Sé lo que necesitamos.
Yo sé cuándo parar.
Sé dónde está.
Sé que eres rica.
Lo dejé en la escuela.
A mí también me gusta el inglés.
Me gusta así.
No me gusta ninguno de ellos.
Me agrada este perfume.
Me gustan tus amigos.
Vivo cerca de la presa.
Me encanta el acento de Tom.
El zumo de naranja me encanta.
Hice muchos cambios.
Ahora va en serio.
Me lo topé por casualidad.
Ahora tengo que irme.
Debo de haberme quedado dormido
Necesito un coche de policía.
Necesito algunas perchas.
Jamás dudé de ti.
Nunca llevo traje.
Solo vi a Tom una vez.
Solo lo usé una vez.
Te debo 3.000 yenes.
Compré una bolsa.
Toqué el timbre.
Realmente tengo que ir.
Lamento lo que hice.
Me acuerdo de ese hombre.
He vuelto a escribir mi informe.
Dije que tenía hambre.
Tom y yo nos vimos el lunes.
Lo vi anoche.
Ayer vi uno.
Apoyo la proposición.
Te mandé un correo.
Resolví el puzzle.
Sigo sin saber bailar.
Hablé con amigos.
Creo que Tom está enfermo.
Creo que ella está enferma.
Creo que estás perdido.
Le dije a Tom al respecto.
Me saqué los zapatos.
Traté de salvar a Tom.
Abrí la caja fuerte.
Solía vivir aquí.
Quiero que Tom se vaya.
Quiero una cerveza más.
Quiero hacer mi trabajo.
Quiero irme a la cama.
Quiero hablar ahora.
Quiero trabajar acá.
Quiero su opinión.
Quiero vuestro respeto.
Tom me daba miedo.
Te estuve esperando.
Ayer estaba enferma.
Estaba realmente asustada.
Estaba dando un paseo.
Hoy no estuve ocupado.
No tenía miedo.
Me salí de la carretera.
Me voy a enojar.
Me quedaré en casa.
Me encantaría poder ayudar.
Desearía ser joven.
Ojalá tuviéramos un auto.
No te abandonaré.
Trabajo de profesor.
Quisiera un daiquiri.
Me gustaría verlo.
Te invito una cerveza.
Me encargaré de eso.
Te llevaré a casa.
Iré a ver.
Me reuniré contigo más tarde.
Jamás te voy a ayudar.
Te veré el lunes.
Te mostraré dónde es.
Te lo digo luego.
Soy el asistente de Tom.
Estoy algo decepcionado.
¡Estoy absolutamente seguro!
Ya estoy casado.
Estoy de vuelta al mando.
Bebo los vientos por ti.
Me muero de sed.
Soy más rápida que ustedes.
Estoy libre hasta las 2:30.
Voy a tener un perrito.
Me alegro de verte.
Voy a comprarlo.
Voy a la escuela.
Estoy en mi apartamento.
Solo estoy de paso.
Estoy aprendiendo francés.
Estoy perdiendo la paciencia.
No estoy nada cansado.
No me echo atrás.
Todavía no estoy casado.
No estoy muy seguro.
No estoy viendo la televisión.
No soy vuestra amiga.
Estoy realmente confuso.
Estoy harto de correr.
Estoy estudiando francés.
Estoy cansada y aburrida.
Estoy atrapado aquí dentro.
Hoy estoy muy ocupado.
Ahora tengo mucho sueño.
He estado preparándome.
Cambié de trabajo.
No tengo preocupaciones.
Acabo de volver.
He perdido mi monedero.
He leído este libro.
¿Está Tom ayudando a Mary?
¿Todos tienen hambre?
¿Su padre está vivo?
¿Es mío o tuyo?
¿Eso es un submarino?
¿Eso es problema nuestro?
¿Esta cosa es tuya?
¿El tiempo es agradable?
¿Esto se puede comer sin peligro?
¿Es éste tu billetero?
¿Me tomas el pelo?
A mí también me da asco.
Hace un poco de frío.
Es demasiado caro.
No es difícil de hacer.
Tiene buena pinta.
Me pone nervioso.
Lo tienes bien merecido.
Llevó toda la tarde.
Fue una noche oscura.
Todo fue culpa mía.
Se estaba oscureciendo.
Solo era un presentimiento.
Fue bastante divertido.
Daba mucho miedo.
Fue muy doloroso.
No fue difícil.
No fue tan difícil.
No sería justo.
Seguro que lloverá.
Es el cumpleaños de Tom.
Es una firma acreditada.
Es todo una juerga.
Es tan frío como el hielo.
Finalmente es viernes.
Se está poniendo más ruidoso.
Está a simple vista.
Es mía, no suya.
No es problema mío.
No es tu estilo.
Todavía no es fácil.
Es hora de partir.
Hace mucho frío aquí.
Después viene tu turno.
Júpiter es un planeta.
Déjanos en paz.
Limítate a elegir.
A los niños les gusta el helado.
Deja un espacio en blanco.
Deja que Tom suba a bordo.
Déjame pagar mi parte.
Hagámoslo más tarde.
Salgamos a comer.
Divirtámonos un poco.
Vamos a jugar al béisbol.
Sigamos al habla.
Permíteme hacer algo.
Veamos una película.
Mira hacia adelante.
Acuerde una cita.
Mucha gente lo hace.
Mary es una buena niña.
Mary no es mi tipo.
Las matemáticas son realmente difíciles.
¿Puedo comerme ese pastel?
¿Puedo abrir la puerta?
¿Puedo hablar contigo?
Quizá Tom tuvo suerte.
Quizás sea demasiado tarde.
Los monos se suben a los árboles.
Mi hermano es veterinario.
Mi perro atacó a Tom.
Me ayudó mi amigo.
Mi dolor de cabeza se ha ido.
Mi equipaje se extravió.
Mis zapatos nuevos chirrían.
Mi teléfono se está cargando.
Mi pieza es una pocilga.
Mi hermana tiene un perro.
Mis pantalones están húmedos.
Mi esposa es doctora.
Se me atoró el cierre.
Nadie puede ayudarte.
A nadie le gusta perder.
Nadie le creía a Tom.
A nadie le importo.
Nadie quiere morir.
Ninguno de nosotros puede nadar.
No ha cambiado nada.
¿Y ahora cuál es el problema?
Ahora os toca a vosotros.
Todavía hay un problema.
Nuestra casa no es grande.
El papel se quema rápidamente.
Tal vez eso es cierto.
Venga con sed, por favor.
No me preguntes, por favor.
Por favor no te levantes.
Ayúdame a cocinar, por favor.
Haz la cama, por favor.
Por favor hable despacio.
Detén la guerra, por favor.
Un placer conocerte.
Tire hacia arriba hasta el bordillo.
Ponte este suéter.
Ponga eso por escrito.
¡Abajo las manos!
Arremángate el brazo.
Ver para creer.
Ella me preparó una tarta.
Ella le chantajeó.
Ella puede manejar un carro.
No puede pararle.
Ella no pensaba así.
Ella me dio un reloj.
Ella tiene un gato blanco.
Ella ha perdido peso.
Ella me pegó a mí, no a él.
Ella tiene más o menos mi edad.
Sólo es una niña.
Ella le pateó con saña.
A ella le gustamos todos.
Ella le puso llave a la puerta.
Ella jaló mi camisa.
Ella se frotó los ojos.
Ella canta muy bien.
Todavía le quiere.
Ella estudia inglés.
Ella estaba allí sola.
Ella siguió trabajando.
Trabaja en un banco.
Es una buena persona.
También es una hermosura.
Ella es mi primer amor.
¡Enséñame la fotografía!
El tamaño no importa.
Alguien mató a Tom.
Algo se está quemando.
Extiende los dedos.
Deja de ser tan ingenuo.
Deja de hablar alto.
Tome asiento, por favor.
Quítese los zapatos.
Quitaos los calcetines.
Dile a Tom que lo extraño.
Dile que estamos ocupadas.
Dime lo que has visto.
Gracias a Dios que estoy vivo.
Gracias por la torta.
Ese chico está corriendo.
Eso depende de usted.
Esa es una buena idea.
No es esa la cuestión.
Esta no es tu taza.
Eso suena alucinante.
Eso no estaba previsto.
Ese es el padre de Tom.
Eso es un cuento de hadas.
Es un gran poema.
Ese es falso.
Así son los perros.
Eso no es mi culpa.
No es esa la cuestión.
Esta no es tu taza.
Esa es la actitud.
Eso es increíble.
Ese es tu problema.
La blusa está limpia.
El arbusto se está quemando.
El caso es complicado.
El gato está durmiendo.
El ordenador es nuevo.
El perro se comió mi zapato.
Los perros eran felices.
La economía es buena.
Estaba oscuro en el bosque.
El equipo verde perdió.
El lago estaba congelado.
La portera es simpática.
La luna brilla.
El ruido continuó.
La gente le teme a la guerra.
El estanque se congeló.
La razón es clara.
Las reglas son claras.
Los calcetines apestan.
El tren está en camino.
La vista es asombrosa.
La cremallera está atascada.
Aquí hay un libro.
Aquí no hay nadie.
Esas no son palabras.
Esos coches son nuestros.
Ellos son mis amigos.
Ellas se pusieron nerviosas.
No pueden despedirles.
Hicieron un buen trabajo.
No les caes bien.
Saben quién es.
Ellos viven al lado.
Ellos se rieron de mí.
Les hacen falta inversores.
Ellos deberían saberlo.
Ellos fueron en metro.
Son una buena tripulación.
Ellas están volviendo.
Son mis favoritos.
Ellos son nuestros amigos.
Las cosas están cambiando.
Esta cerveza es amarga.
Esto no puede ser correcto.
Esto puede significar la guerra.
Este es el camello de Tom.
Este es un modelo nuevo.
Este es un cubo de hielo.
Esto es buen café.
Esto es jugo de limón.
Esto es de mi padre.
Esto es de mi hermana.
Este es nuestro problema.
Esto es genial.
Esto es tan emocionante.
Ésta es su casa.
Esto no está a la venta.
Esto parece divertido.
Esta novela me aburre.
Esta obra ha concluido.
Esta canción es pegadiza.
¡Por aquí, caballeros!
Aquellos son nuestros libros.
El tiempo se pasa volando.
Tom y yo estábamos ocupados.
Tom llegó a tiempo.
Tom se hizo médico.
Tom me pidió prestado el carro.
Tom trajo flores.
Tom vino a verte.
Tom no puede ayudar a Mary.
Tom me cambió la vida.
Tom cerró la puerta.
Tom cocina todos los días.
Tom decidió esperar.
Tom lo hizo a tu manera.
Tom no fue allá.
Tom no vio a Mary.
Tom me desilusionó.
Tom no nos quiere.
Tom conduce demasiado rápido.
Tom enfrenta un dilema.
Tom se sintió humillado.
Tom finalmente se detuvo.
Tom encontró algo.
Tom se lo dio a Mary.
Tom fue promovido.
Tom agarró su arma.
Tom tuvo un accidente.
Tom tiene un gato negro.
A Tom le duele la espalda.
Tom encontró un trabajo.
Tom tiene un hermano.
Tom no ha conocido a Mary.
Tom odia las reglas.
Tom mantuvo a Mary cerca.
Tom le colgó a Mary.
Tomás es un hombre decente.
Tom es tragafuegos.
Tom es periodista.
Tom está casi listo.
Ahora Tom es un adulto.
Tom está llamando de vuelta.
Tom está lleno de esperanzas.
Tom está golpeando a Mary.
Tom es irresistible.
Tom está besando a Mary.
Tom es mi primogénito.
Tom es nuestro empleado.
A Tom se le hizo tarde.
Tom todavía está escondido.
Tom está mandando un mensaje a Mary.
Tom es muy capaz.
Tom es muy popular.
Tomás no es un soldado.
Tom no está en peligro.
Tom no es mi sobrino.
A Tom le ha dejado su novia.
Tom lo sabía todo.
Tom sabe la verdad.
Tom soltó un erupto.
A Tom le gustan las morenas.
A Tom le gusta esa idea.
Tomás encendió un cigarrillo.
Tom parece indignado.
Tom perdió la paciencia.
Tom hizo enfadar a Mary.
Tom me hizo galletas.
Tom extraña a su esposa.
Tom necesita atención.
Tom no se queja nunca.
Tomás nunca supo aquello.
Tom nunca viste de rojo.
Tom abrió la puerta.
Tomás le adeuda dinero a María.
Tom toca la flauta.
Tom se puso su bata.
Tom casi nunca sale.
Tom se quedó en silencio.
Tom puso los ojos en blanco.
Tom te salvó la vida.
Tom le frunció a Mary.
Tom parece estar tan solo.
Tom debería haberlo sabido.
Tom firmó un compromiso.
Tomás empezó a cantar.
Tom permaneció cerca de Mary.
Tom habló demasiado.
Tom se llevó a Mary.
Tom entendió eso.
Tom quiere que Mary vuelva.
Tom quiere mucho más.
Tom tenía los ojos vendados.
Tom nos estaba mintiendo.
Tom fue extraordinariio.
Tom fue rechazado.
Tom se lavó la cara.
Tom salió a comer.
Tom lo mirará.
Tom no despedirá a Mary.
Tom trabajó para Mary.
Tom trabaja con Mary.
El pasatiempo de Tom es el golf.
La pieza de Tom está desordenada.
Tírame la bola.
Traducí este texto.
Inténtalo tú mismo.
Bajen la música.
Dos cafés, por favor.
Esperad a la policía.
Levántame a las ocho.
Vigila esa boca.
Estamos casi allí.
Los dos nos quedamos dormidos.
Agarramos al ladrón.
Cortamos la cuerda.
No jugábamos bien.
Nosotras no bebemos leche.
No tenemos que ir.
Nosotros crecimos juntos.
Tenemos un buen equipo.
Tenemos dos riñones.
Sabemos que estás ocupado.
Perdimos nuestro tren.
Necesitamos una barra de hierro.
Nos pusimos las botas.
Lamentamos su muerte.
Me vendimos nuestro coche a Tom.
Queremos conocer a Tom.
No estábamos peleando.
Nunca estaremos de acuerdo.
Empezaremos dentro de poco.
Somos los amigos de Tom.
Estamos entre amigos.
Estamos hirviendo agua.
Estamos comiendo manzanas.
Estamos en el jardín.
No somos extranjeros.
Estamos listas para jugar.
Todavía estamos trabajando.
Se nos ha tendido una emboscada.
Hemos cumplido con nuestro deber.
Bienvenidos al club.
¿Estabais ahí también?
¿No estabas en casa?
¡Qué maestro tan perezoso!
¡Qué conjunto tan feo!
¿Qué estás comiendo?
¿Qué está diciendo?
¿Qué he hecho mal?
¿Usted qué respondió?
¿Qué más puedo decir?
¿Qué has oído?
¿Qué hay sobre el pupitre?
¿Qué nos hace humanos?
¿Qué deberíamos cocinar?
¿Cuál era el plan de Tom?
¿Cuál fue el resultado?
¿Para qué eres bueno?
¿Qué lleva este guiso?
¿Qué es tan importante?
¿Qué hora es?
¿Qué fecha es hoy?
¿Cuándo puedo llamarte?
¿Cuándo se acaba la escuela?
¿Cuando va a volver Tom?
¿Dónde están las niñas?
¿Dónde están tus llaves?
¿Dónde habías estado hasta ahora?
¿Dónde hay un hospital?
¿Dónde está la escuela?
¿Dónde nos encontraremos?
¿Dónde está el aeropuerto?
¿Dónde está tu campera?
¿Dónde está tu arma?
¿Cuál es su coche?
¿Quién te acompañó?
¿Quién te hizo eso?
¿Quién no lo hace?
¿Quién está en el tren?
¿Quién es el propietario de este camión?
¿Quién robó la manzana?
¿Quién redactó ese texto?
¿Quién va a pagar la cuenta?
¿Cuál es tu favorito?
¿De quién era ese plan?
¿Por qué están llorando?
¿Por qué estáis bailando?
¿Por qué estás bostezando?
¿Por qué no te puedes apresurar?
¿Por qué ha ocurrido esto?
¿Por qué hiciste esto?
¿Por qué me escogiste?
¿Por qué no se detuvo Tom?
¿Por qué dudas de mí?
¿Por qué mi bolsa está vacía?
¿Por qué habría de hacer eso?
¿Vendrás con nosotras?
¡Hala! ¡Qué caja tan grande!
Eres una buena cocinera.
Eres tan mentiroso.
Usted se puede retirar ahora, caballero.
Está bien ponerla aquí.
Puedes tomar un taxi.
No puedes tener esto.
No puede estacionarse aquí.
Nos podrías dejar ir.
Os merecéis una medalla.
No tienes tiempo.
Ustedes son idiotas.
Tenéis muchos libros.
Tienes un minuto.
Tienes que volver.
Tienes hasta las dos y media.
Usted sabe todo.
Ya sabes como es Tom.
Tú sabes por qué me fui.
Hoy se te ve un poco pálido.
Te ves muy cansado.
Puedes ir a cualquier parte.
¡Debes estar bromeando!
Seguramente estudias con ganas.
Tú pagas por calidad.
Pues sí que estás majara.
Deberías llamar a Tom.
Todavía tenéis tiempo.
Tú les echaste la bronca.
Necesitarás una llave.
Mejor no vayas.
Aquí estaréis seguras.
Tú pagarás por eso.
Eres padre ahora.
Eres una chica afortunada.
Me estás confundiendo.
Tú no eres médico.
Se te hizo tarde.
Todavía eres hijo mío.
Sos muy elegante.
Tu padre es alto.
Tu pelo es bonito.
Tu cuchillo está oxidado.
Aquí están tus zapatos.
Tu momento está por llegar.
Un dólar es un dólar.
Un calamar tiene diez tentáculos.
Todo lo que tengo es un libro.
¿Soy apuesto o no?
¿Y tú quién eres?
¿Vamos a pie?
¿Me tienes miedo?
¿Eres feliz o no?
¿Estás en Australia?
¿Todavía tenés sueño?
Los murciélagos también tienen alas.
Inflad los globos.
Ambos perros están durmiendo.
Traigan todo su dinero.
Pero tú no estás allí.
Llámame de vez en cuando.
¿Te puedo llamar otra vez?
¿Puedo hablar con Tom?
¿Puedo usar tu teléfono?
¿Podemos dejar de pelear?
¿Le importaría repartir esto?
¿Puedes hacer una ensalada?
¿Sabes programar en C?
¿Puedes esperar afuera?
Los gatos odian mojarse.
Los resfriados son contagiosos.
Vuelve a casa antes de las seis.
Considera las opciones.
Los diamantes son eternos.
¿Preguntó Tom por mí?
¿Te ha amenazado Tom?
¿El coche parecía viejo?
¿Te has levantado pronto?
¿Viste su cara?
¿Ganó usted el caso?
¿No lo sabías?
¿Existen los agujeros negros?
¿Te molestan las serpientes?
Haz lo que quieras.
Hagan lo que quieran.
¿Comes afuera a menudo?
¿Tienes una cámara de fotos?
¿Tiene un minuto?
¿Tienen un minuto?
¿Tienes un boleto?
¿Tienes el libro?
¿Conoces a ese hombre?
¿Os gusta el brócoli?
¿Les gusta bailar?
¿Les gusta estudiar?
¿Luces de tu edad?
¿Necesitas el libro?
¿Habla usted inglés?
¿Hablas de nosotras?
¿Crees que estoy gordo?
¿Querés un abogado?
Haz tu trabajo rápidamente.
¿Necesita raite Tom?
Me disgusta hacerlo.
No te desanimes.
Deja de ser así de llorón.
No compre eso.
No bebas nada.
Jamás lo olvides.
¡No te emociones tanto!
No os engañéis.
No digas mentiras. Sé honesto.
No juegues con fuego.
No juegues con fuego.
No cierren los ojos.
No hables de Tom.
No toques mis cosas.
No uses el martillo.
No te preocupes por mí.
¿No estás de acuerdo, Tom?
Bebe mucha agua.
De cualquier manera, tú pierdes.
Todos le temen al tiempo.
Todo el mundo lo sabe.
Todas querían uno.
Todos ignoraron a Tom.
Todos se ven cansados.
Todos digan "cheese".
Con su permiso, caballeros.
Los peces viven en el mar.
Sube al asiento de atrás.
Duerme un poco, ¿vale?
Dame otra cerveza.
Dime tu opinión.
Vuelve a tu sitio.
Id adonde prefiráis.
¿Tom se volvió loco?
¡Diviértete este verano!
¿Has fumado alguna vez?
¿Tienes una luz?
¿Has visto a mi hijo?
Él le apuntó al pájaro.
Él llegó demasiado pronto.
Empezó a sentirse mal.
Él vino a mi habitación.
Pescó tres peces.
Cruzó el río.
Él no hizo nada malo.
Él no dijo nada.
Él vació su vaso.
Él me dio un regalo.
Obtuvo su doctorado.
Él tenía 50 dólares.
Tiene un coche extranjero.
Él tiene una personalidad dócil.
Él tiene voz dulce.
Él tiene mala vista.
Él odia a los padres de ella.
Él es un hombre cruel.
Él es un estudiante holgazán.
Él le teme a los perros.
Él es un hábil banquero.
Él tiene cerca de sesenta años.
Él juega bien al fútbol.
Es probable que él venga.
No está más aquí.
Él sigue parado.
Él no está aquí, ¿verdad?
A él le gusta esta guitarra.
Él vive en Nagasaki.
Parece un poco cansado.
Él echa de menos a su familia.
Él se alejó corriendo de ella.
Él se quitó la camisa.
Él vio a una chica guapa.
Él rara vez fue ahí.
Él estudia muy duro.
Él piensa que la amo.
Él se quitó el abrigo.
Él quería triunfar.
Él estaba muy atento.
Lo metieron en prisión.
Él volverá en seguida.
Él es jugador de tenis.
Está loco por ti.
Está en el hospital.
Él se ofreció a ayudar.
Es demasiado viejo para ti.
Ayúdenme a desmantelarlo.
Su sombrero se veía gracioso.
Aquí hay una rosa amarilla.
¡Hola! ¿Trabajáis aquí?
Tenía los pies dormidos.
Sus padres lo odian.
Espera un momento.
¡Qué bella es ella!
¿Cómo podría ayudarte?
¿Cómo llegó a casa Tom?
¿Cómo encontraste a Tom?
¿Cómo te salió el examen?
¿Cómo los quieres?
¿Cómo es eso posible?
¿Cuánto puedes apostar?
¿Cuánto cuesta esta corbata?
¿Qué tal fue el partido de hoy?
¿Cómo la pasaron en el fin de semana?
¿Cómo va el trabajo?
Admiro vuestro talento.
Ya lo he intentado.
Soy extranjero aquí.
Soy mejor que tú.
Estoy contento de verla.
Pido disculpas por eso.
Le pedía a Tom que se diese prisa.
La saqué a bailar.
Te suplico que me ayudes.
He comprado un diario rojo.
Le compré un reloj.
Quebré tu cenicero.
Yo mismo puedo hacer esto.
Puedo leer tu mente.
Puedo nadar muy rápido.
No puedo creer esto.
No siento la espalda.
No puedo involucrarme.
No puedo besarte ahora.
No puedo apagarlo.
No puedo esperar todo el día.
Elijo ser feliz.
Apenas podía mantenerme en pie.
Yo crucé la calle.
Lo hice en la escuela.
No te creí.
No esperaba conseguir ayuda.
Yo no deseaba morir.
Le debo un favor a Tom.
No voy a la escuela.
No tengo todo el día.
No lo sé con exactitud.
No me gusta cocinar.
No me gusta la ciencia.
No me gusta cantar.
Ya no me importa.
Yo comúnmente no miento.
No veo nada.
No quiero cocinar.
No quiero descansar.
No llevo reloj.
Yo tomé de la canilla.
Yo he bebido de la canilla.
He tomado del grifo.
Tomo mucha fruta.
Me gusta trabajar aquí.
A veces me siento triste.
Me sentí como una idiota.
Olvidé su dirección.
Se me olvidó llamarte.
Le di chocolate a Tom.
Me picó una abeja.
Me dio un ataque al corazón.
Mandé mi reloj a arreglar.
Tuve que dejar ganar a Tom.
Odio los juegos de cartas.
Me carga ver cine mudo.
Tengo un trabajo para ti.
Tengo una nueva patineta.
Me duele la garganta.
Me duele la panza.
He estado en París.
Pesqué un resfrío.
Ahora me tengo que ir.
No tengo adónde ir.
Tengo que entregarlo.
Tengo que pagar por ello.
Ni siquiera he comenzado.
Se me ocurre una buena idea.
Espero que sea posible.
Corro por las mañanas.
Acabo de volver a casa.
Puede que lo haga.
Acabo de darme una ducha.
Creo que me gustaba.
Sabía que él no había muerto.
Sabía que estabas enfermo.
Sabía que os gustaría.
Sé que Tom tiene miedo.
Ya sé como suena.
Sé que la vida es breve.
Sé que lo sabe.
Sé que ustedes mintieron.
Yo sé lo que pasó.
Sé lo que quieres.
Conozco vuestra lengua.
No cerré la puerta.
Decepcioné a todo el mundo.
Me gustan los colores claros.
Ella me gusta mucho.
Me gusta leer libros.
Me gusta jugar al póquer.
Me gusta caminar solo.
Me agrada tu optimismo.
Vivo en este hotel.
Perdí la consciencia.
Perdí la noción del tiempo.
Me gusta leer libros.
¡Me encantan tus dibujos!
Me casé con un canadiense.
Me encontré con Tom después del trabajo.
Yo podría votar por Tom.
Necesito un cuarto más grande.
Necesito más mantas.
Necesito encontrar trabajo.
Necesito ahorrar dinero.
Nunca lo pedí.
Yo nunca viajo solo.
Una vez viví en Roma.
Debo mucho dinero.
Pagué 200 $ en impuestos.
En verdad debería irme.
Me acuerdo de esta palabra.
Dije que vendría.
La vi hace una semana.
Comparto tus preocupaciones.
Debería habértelo dicho.
Le mostré mi dormitorio.
Me deslicé barra abajo.
Yo introduje este tema.
Conversé con todos.
Creo que estoy embarazada.
Yo pienso que Tom tiene razón.
Creo que está lloviendo.
Creo que ellos me conocen.
Creo que me has escuchado.
Creo que tienes razón.
Pensé que era Tom.
Le dije a ella que no fuese.
Yo solía ser adinerado.
Suelo ir a pie.
Subí la colina a pie.
Quiero un asiento de pasillo.
Quiero uno de esos.
Quiero a otro.
Quiero comer queso.
Quiero ir al centro.
Quiero que escuches.
Quería que Tom parara.
Yo quería ayudarte.
Quería advertirle a Tom.
Yo estaba a punto de comenzar.
Nací en Boston.
Yo en ese tiempo estaba en Canadá.
Estaba jugando al tenis.
¡Una abeja me picó!
Lavé las ventanas.
No estaba preparado para marcharme.
Fui a esa fiesta.
Yo lo haré venir.
Te llevaré a casa.
Ojalá fuera más alto.
Que seas feliz.
No estaré aquí mucho tiempo.
No venderé mi alma.
Trabajé mucho hoy.
Me gustaría saber porqué.
Me gustaría pensar que sí.
Nunca traicionaría a Tom.
Siempre te amaré.
Estaré de vuelta a las dos y media.
Estaré en mi oficina.
Te estaré vigilando.
Llamaré a la policía.
Lo haré por ti.
Después la termino.
Probaré la suerte con ello.
Te daré mi carro.
Lo tendré en cuenta.
Nunca te dejaré.
Nos veremos a las dos y media.
Soy el novio de Mary.
Soy oficial de policía.
Soy alérgico al maíz.
Yo soy arqueólogo.
Me estoy cepillando el pelo.
Voy a Boston.
Hoy estoy bien.
Estoy arreglando algo.
Me alegro de que estaba equivocado.
Voy a ir, también.
Soy bueno para el japonés.
Estoy aquí como tu amigo.
Estoy enamorado de ella.
Sólo estoy ayudando.
Estoy buscando comida.
Soy incapaz de nadar.
No estoy nada cansada.
No voy a morir.
No soy de clase media.
No soy tu profesor.
Ya casi termino.
Estoy vendiendo mis cabras.
Soy más lista que tú.
Lo sigo haciendo.
Estoy cansado de esperar.
Ya estoy acostumbrado a todo eso.
Estoy escribiendo una carta.
Ya he dicho que no.
Estuve ahí una vez.
Me olvidé completamente.
He terminado de comer.
He tenido una semana muy ocupada.
Aprendí a cocinar.
He perdido mis gafas.
Nunca te he odiado.
Nunca he dicho eso.
He pensado en ello.
¿Es Boston una ciudad grande?
¿Se va Tom a la cárcel?
¿Tom sigue jugando?
¿Es dinero lo que quieres?
¿Es correcta mi respuesta?
¿Es el mismo hombre?
¿Todo esto es real?
¿Es seguro este lugar?
¿Mañana será sábado?
¿No es bella la vida?
Ahora me pertenece.
No parece difícil.
A veces pasa.
Parece un ciervo.
Ya no importa.
Se tiró una semana lloviendo.
Fue un golpe de suerte.
Era su primer trabajo.
Era demasiado caro.
Es un día hermoso.
Es una clara señal.
Es un problema menor.
Eso es una pérdida de tiempo.
Todo está en el pasado.
Ha sido una larga guerra.
Es mejor así.
Al fin es octubre.
Qué gusto verte.
Me alegro de haber vuelto.
No siempre es fácil.
No es mi cumpleaños.
No es tan simple.
Es nuestra primera clase.
Hace bastante calor hoy.
Es un tanto raro.
Todavía es demasiado temprano.
Es demasiado complicado.
Está debajo de la silla.
Hace viento, ¿verdad?
Dime tu precio.
Mantén a Tom fuera de aquí.
Los corderos son bebés oveja.
Permítame que le acompañe.
Déjame echar un vistazo.
Terminemos el trabajo.
Vamos a ir a mi casa.
Vamos a jugar.
Dividámonos la cuenta.
La vida es una cosa graciosa.
Mirá, me tengo que ir.
Mire esas nubes.
Amor es todo lo que necesitas.
Se cayeron muchos árboles.
Mary es la madre de Tom.
Mary es un cardo.
Mary se ve hermosa.
¿Puedo salir a jugar?
¿Puedo ver eso otra vez?
Tal vez puedo ayudarte.
Quizá no sea joven.
Mamá, ¿dónde está el gato?
Mi apartamento está cerca.
Mi auto necesita lavarse.
Aquí trabaja mi padre.
Tengo grietas en las manos.
Se me ha ido el dolor de cabeza.
Mi madre se casó joven.
Mi motocicleta es nueva.
Mi colegio tiene una banda.
Mis calcetines no están aquí.
Mi reloj es preciso.
La nicotina es un veneno.
Nadie puede hacer eso.
A nadie le parece importar.
Nadie te está culpando.
Nunca me ayuda nadie.
Nadie vive conmigo.
Nadie dijo nada.
Nadie me entendía.
No todos los hombres son sabios.
No pasa nada.
Ahora podemos relajarnos todos.
Sólo tú puedes hacer esto.
Nuestro trato sigue en pie.
Nuestra heladera está rota.
Empácalas en la caja.
La gente es tan estúpida.
Jugar a las cartas es divertido.
Por favor, hazlo rápido.
No te vayas, por favor.
No me mates, por favor.
Haz tu cama, por favor.
Por favor, abra su bolsa.
Guárdeme un asiento, por favor.
Por favor, perdóname la vida.
Por favor, piénsalo de nuevo.
Póngalo en la cuenta.
Levanta la mano izquierda.
Súbete las mangas.
Envíelo por duplicado.
¿Tomamos un taxi?
Ella compró un coche nuevo.
Ella puede hablar en francés.
No compró el pan.
Nos preparó un aperitivo.
Ella le dio el coche.
Ella tiene una familia numerosa.
Tiene muchos amigos.
Ella planchó su camisa.
Ella puede patinar.
Ella está cenando.
Ella es mi novia.
Ahora ella está en peligro.
Ella sabe quiénes somos.
Ella luce muy joven.
Ella movió mi ropa.
Ella renunció a la compañía.
Se le acabó el papel.
Ella pegó un portazo.
¡Ella se robó mi ropa!
Lo probó ella misma.
Antes ella lo detestaba.
Un auto la chocó.
Ella llevaba un vestido rojo.
Ella se fue de viaje.
Ella es mayor que él.
Ella lleva medias.
Muéstrame cómo se hace.
Siéntate y cierra la boca.
¿Entonces qué hacemos ahora?
Alguien atacó a Tom.
Lo lamento por tu hijo.
Hable más despacio, por favor.
Hable usted con el encargado.
Los valores de la bolsa cayeron.
Saca a Tom de aquí.
Dile a Tom que me escriba.
Dime cuándo parar.
Muchas gracias de antemano.
Gracias por adelantado.
Gracias por escuchar.
Gracias por tu tiempo.
Aquel libro no es mío.
Ese no es tu libro.
Ese hombre tiene una caja.
Esa mesa está rota.
Eso sería absurdo.
Ese es el dibujo de Tom.
Eso son solo palabras.
Es su novio.
El fútbol es así.
No es insulto.
Esa no es tan dura.
Ese no es tu libro.
Esto ayuda mucho.
Eso es muy razonable.
La respuesta es simple.
La tina está sucia.
El niño empezó a llorar.
El niño se quedó callado.
Dimitió el ministerio.
El reloj está haciendo tic-toc.
El armario está lleno.
La puerta está abierta ahora.
Las bebidas eran gratis.
El vaso se rompió.
La casa está ardiendo.
¡La casa está ardiendo!
Esa carta es para mí.
La línea está ocupada ahora.
El hombre me miró.
La película está clasificada como X.
La orden fue obedecida.
La gente está enfadada.
Los platos están sucios.
El río se desbordó.
Las reglas son absurdas.
El guion era horroroso.
Los soldados rieron.
El traje le cae bien.
El teléfono es rojo.
La votación prosiguió.
La mujer está leyendo.
Hay otra forma.
Había dos pasteles.
Aquí hay un hotel.
No queda nada de comida.
No queda sal.
Aquí no hay nada.
Estos son mis amigos.
Estos libros son míos.
Estos zapatos son míos.
Ellos son inseparables.
No son mis libros.
No lo encontraron a Tomás.
Tuvieron una buena cacería.
Ellos no me han herido.
Viven en el piso de abajo.
Ellos aman a sus hijos.
Juegan al baloncesto.
Ellos pararon de besarse.
Cogieron el metro.
Ellas quieren más dinero.
Ellos fueron a Tottori.
Ellos eran mis amigos.
Van a entender.
Me tienen miedo.
Ellas ya están aquí.
No son soldados.
Son lágrimas de alegría.
¡Piense en su familia!
Esta cerveza es para ti.
Este libro es para ti.
Este botón está suelto.
Este gato no es nuestro.
Esto se siente como seda.
Esta casa es famosa.
Esto es un diccionario.
Este es un árbol limonero.
Esto es todo lo que puedo hacer.
Esto es emocionante.
Así es como lo hacemos.
Es mi primer día.
Esto es fabuloso.
Este es el baño.
Esto es de gran ayuda.
Esto fue lo que él dijo.
Esto no es un folleto.
Este cuchillo corta bien.
Esta lista es para vosotros.
Esto puede que cambie pronto.
Esto tiene que cambiarse.
Este bolígrafo se secó.
Esta sala está abarrotada.
Esta alfombra está hecha a mano.
Esta canción suena triste.
Esta estufa quema aceite.
Este juguete es para niños.
Esto no fue ningún accidente.
Eso va a costar 30 €.
Esas son nuestras órdenes.
Hoy es un día soleado.
Tom acompañó a Mary.
A Tom siempre le gustaste.
Tom preguntó por María.
Tom se hizo soldado.
Tom le lanzó un besó a Mary.
Tom rompe las reglas.
Tom se tropezó con Mary.
Tomás puede hablar en francés.
Tom cambió de idea.
Tom cerró la boca.
Tom no podía ayudarnos.
Tom hizo un trabajo chapucero.
Tom no compró pan.
Tom no ayudó a Mary.
A Tom no le gustaba Mary.
Tom no quería eso.
Tom no come mucho.
Tom no piensa así.
Tom secó los platos.
Tom come como un pájaro.
Tom se sentía como un tonto.
Tom lo arregló todo.
Tom dejó caer la pelota.
Tom se metió en el coche.
Tom se ha montado en el coche.
Tom no tuvo ningún heredero varón.
Tom tiene una familia grande.
Tom tiene un gramófono.
Tom tiene otro plan.
Tom tiene grandes problemas.
Tom tiene su propio dormitorio.
Tom tiene muchos remordimientos.
Tom tiene tres tíos.
Tom escuchó a Mary gritar.
Tomás se escondió en el ático.
Tom es el amigo de Mary.
Tom es un billonario.
Tom es un conductor veloz.
Tom es un buen padre.
Tom es un buen trabajador.
Tom es un chef pastelero.
Tom es un conductor fiable.
Tom es un hombre rico.
Tom siempre está en línea.
Tom es oculista.
Tom tiene alrededor de treinta años.
Tom es muy cuidadoso.
Tomás está muy armado.
Tom tiene síndrome de abstinencia.
Tom es mi hijo mayor.
Tom no es mi primo.
Tom es muy emocional.
Tom es egocéntrico.
Tom está todavía confuso.
Tom está estudiando mucho.
Tom es muy apuesto.
Tom está trabajando allí.
Tom no es optimista.
Tom lo derribó.
Tom sabe el secreto.
Tom sabe lo que hice.
Tom dio una carcajada.
A Tom le gusta el basquetbol.
Tom parece interesado.
Tom perdió las gafas.
Tom se burló de Mary.
Tom fregó el suelo.
Tom necesita algo de efectivo.
Tom necesita la escalera.
Tom nunca dice hola.
Tom frecuentemente ayuda a Mary.
Tom pagó a la cajera.
Tomás se envenenó.
Tom se puso los zapatos.
Tom alzó sus manos.
Tom recomendó a Mary.
Tom siguió hablando.
Tom dijo que estaba enfermo.
Tom se sentó bajo un árbol.
Tom miró los dibujos.
Tom parece distraído.
Tom parece ser rico.
Tom depositó su taza.
Tom se debería conseguir un empleo.
Tom debió haber llamado.
Tom durmió en el autobús.
Tom comenzó a murmurar.
Tom aún ama a Mary.
Tom dejó de tomar.
Tom se quitó la corbata.
Tom intentó salvarme.
Tom comprende a Mary.
Tom quería una bicicleta.
Tom quería responder.
Tom quiere un sándwich.
Tomás quiere encontrarse conmigo.
Tom quiere que hablemos.
Tom fue un leñador.
Tom estuvo ocupado todo el día.
Tom fue declarado culpable.
Tom fue educado en casa.
Tom fue bastante duro.
Tom no estaba interesado.
Tom estaba mirando la CNN.
Tom vigiló silenciosamente.
Tom llegará pronto.
Tom ganó la discusión.
Tom lo entendería.
Tom no diría que sí.
Sonó el móvil de Tom.
La habitación de Tom es un caos.
Mañana es feriado.
Confía en tu intuición.
Trata de averiguarlo.
Baje el volumen.
Baje el volumen.
Usá tu imaginación.
¿Acaso estaba hablando contigo?
¿Había alguien ahí?
El agua refleja la luz.
Todos nos quedamos callados.
Llegamos tarde a casa.
Podemos pedir una pizza.
No podemos comenzar hoy.
No hacemos nada.
Nosotros lo elegimos alcalde.
Almorzamos al mediodía.
Tenemos suficiente agua.
Tenemos tres aviones.
Tenemos dos hijos.
Nosotros nos besamos anoche.
Vivimos juntos ahora.
Puede que ganemos esta vez.
Debemos abandonar la nave.
Necesitamos una ambulancia.
Ahora trabajamos juntos.
Vendemos zumo de naranja.
Valoramos la puntualidad.
Solo éramos amigos.
Éramos una piña.
Nosotros éramos más jóvenes entonces.
Siempre estaremos aquí.
Lo tocaremos de oído.
Aquí todos somos iguales.
Venimos de inmediato.
Nos vamos de Boston.
Ya no nos quedan balas.
Estamos verdaderamente encantados.
Somos los nuevos dueños.
Ya hemos elegido.
Lo hemos hecho antes.
Aún hay tiempo.
¿Estabais todas serias?
¡Qué hombre tan digno!
¡Qué extraña historia!
¡Qué trato tan cojonudo!
¿Qué estáis cocinando?
¿Qué llevas puesto?
¿Qué les trae por aquí?
¿Qué coche ha cogido?
¿Sobre qué tropecé?
¿Cómo me dijiste?
¿Qué me diste tú?
¿Qué más compraste?
¿Qué te ha pasado?
¿Y si os equivocáis?
¿Qué es Internet?
¿Qué le ha puesto tan triste?
¿Qué debería hacer ahora?
Lo que nosotros necesitamos es ayuda.
¿Qué le diré a Tom?
¿En qué estás pensando?
¿Qué hay en la cesta?
¿Cuál es la emergencia?
¿Cuál es tu sobrenombre?
¿Cuándo puedo visitarlos?
¿Cuándo viste a Tom?
¿Cuándo lo terminaron?
¿Cuándo nos vamos a casa?
¿Cuándo se va a servir la cena?
¿Dónde están las manzanas?
¿En dónde exactamente estamos?
¿Dónde puedo comprar huevos?
¿Dónde lo compraste?
¿Dónde está exactamente Tom?
¿Dónde está el problema?
¿Por dónde deberíamos comenzar?
¿Dónde dormirá Tom?
¿Dónde está el director?
¿Dónde está el servicio?
¿Cuál es tu objetivo?
¿Quiénes son tus enemigos?
¿Quién se comió todas las tortas?
¿A quién le importa eso?
¿Con quiénes vives?
¿Quién vigila al vigilante?
¿A quién le está hablando?
¿Quién te paga el sueldo?
¿Quién mandó las flores?
¿Quién te dijo que pararas?
¿Quién escribió la carta?
¿Quién viene conmigo?
¿Amigo de quién eres?
¿De quién es esta oficina?
¿Por qué estáis todos aquí?
¿Por qué eres tan horrible?
¿Por qué sos tan listo?
¿Por qué no eres feliz?
¿Por qué besaste a Tom?
¿Por qué no funcionó eso?
¿Por qué sabes eso?
¿Por qué trabajáis aquí?
¿Por qué no nos vamos a casa?
¿Por qué está Tom tan triste?
¿Por qué no ir a Boston?
¿Os veré más tarde?
¿Esto será doloroso?
¿Nos ayudarás ahora?
¿No se pondrá celoso Tom?
¿Quiere hacerse a un lado?
Ayer estaba nublado.
Todos ustedes son diligentes.
No eres japonés.
Estás muy elegante.
Podés venir con nosotros.
En él se puede confiar.
La puedes poner allí.
Lo puede poner ahí.
La pueden poner ahí.
La puedes dejar ahí.
La podéis dejar allí.
Lo pueden dejar ahí.
Puedes ponerlo allí.
Podéis ponerlo ahí.
Puede ponerla allí.
Tú lo puedes poner ahí.
Vosotras lo podéis poner ahí.
Vosotras la podéis poner ahí.
Usted puede ponerlo ahí.
Puedes hablar con ellos.
No puedes estar tan seguro.
No puedes dormir aquí.
No tenés que ir.
Sigue sin mí.
Debes ir solo.
Usted sabe que yo estoy casado.
Tú sabes lo que necesito.
Me has decepcionado, Tom.
Has perdido, ¿verdad?
Debes ser precavido.
No debes tocarlo.
Lo has dicho tú mismo.
Pareces muy feliz.
Pareces estar bebido.
Deberías pedir perdón.
Podrías leer más.
Deberías darle las gracias.
Si te dormís, perdés.
Nunca estuvieron solos.
Vas a dejar a Tom en evidencia.
Encontrarán a alguien.
Eres una mujer loca.
Sos un buen amigo.
Eres un verdadero amigo.
Le tienen miedo.
Usted está siendo observado.
Estás yendo demasiado lejos.
Eres mi novia.
Tú no eres mi padre.
Eres muy linda.
Todavía estás sonriendo.
Eres muy perezoso.
Tienes mi casco.
Te has puesto tan alto.
Su respuesta es errónea.
Tus pantalones están sucios.
Eres una presumida.
Un pajarito me dijo.
Vino a buscarlo un hombre.
África es un continente.
Solo podemos esperar.
Se acercó un anciano.
Como sea, me esforcé al máximo.
¿Sos el hermano de Tom?
¿Tienes miedo de Tom?
¿Eres igual de alto que yo?
¿Te sientes cansada?
¿Te estás aburriendo?
¿Apareces en esta foto?
¿Todavía están en casa?
¿Está Ud. hablando conmigo?
Las malas noticias viajan veloz.
Sé amable con la gente mayor.
Más suerte la próxima vez.
Ambos están ocupados.
Tráeme las tijeras.
Abróchense sus cinturones.
Llámalo como quieras.
¿Puedo comerme esta naranja?
¿Me pueden dar algo de agua?
¿Puedo alquilar patines de hielo?
¿Él sabe tocar el piano?
¿Podemos ponerle llave a esta puerta?
¿Puede uno morirse de miedo?
¿Puedes identificar esto?
¿Me dejas un boli?
¿Puedes recordar eso?
¿Puede usted nadar como Tom?
¿No puedes simplemente arreglarlo?
Los niños necesitan jugar.
Ven aquí y ayúdame.
Vente a comer con nosotros.
¿Me puede dar un recibo?
Cúbralo con un plato.
¿Tom te escuchó?
¿Llovió toda la noche?
¿Compraste este libro?
¿Escuchaste las noticias?
¿Has dicho algo?
¿Has usado mi cámara de fotos?
¿Hace falta que yo vaya allá?
¿Tenemos suficiente hielo?
¿Creen ustedes en Dios?
¿Ahora me crees?
¿Vuelas a menudo?
¿Tienes un hermano?
¿Tú tienes los pies planos?
¿Debes marcharte ahora?
¿Sabes quién es él?
¿Te gusta ese sofá?
¿Te gusta viajar?
¿Te importa si canto?
¿Aún amas a Tom?
¿Piensas que soy sexy?
¿Quieres una naranja?
¿Quieres algo de leche?
¿A Tom le gusta su trabajo?
¿Alguien lo conoce?
¿Le gustan las naranjas?
¿Tu padre sabe?
A menudo, los perros entierran huesos.
No te dejes engañar otra vez.
No te muerdas las uñas.
No cierres los ojos.
No crucéis esta línea.
Dejá de hacer eso.
No me olvides.
No olvides el pasado.
No me involucres.
No se aleje demasiado.
No dejes la televisión encendida.
No me hagas hacer esto.
No descubras el pastel.
No maldigas en público.
No toques mi cámara.
No toquen ese libro.
No intentes engañarme.
¿No te sientes mejor?
¿No juegas al tenis?
Lléveme a la tienda.
El estrógeno es una hormona.
Todo el mundo se está riendo.
Todos son artistas.
Todos hablaron francés.
Todo está cambiando.
Encuentra dónde está Tom.
Acudieron cuarenta personas.
Quítame las manos de encima.
Dame sólo un minuto.
Entrégale esta copia a Tom.
Buena suerte, Tom.
Adivinen a quién vi hoy.
¿Has resultado herido?
¿Has visto mi libro?
¿Has tomado un baño?
Él abandonó la idea.
Él admitió su culpa.
Él y yo somos profesores.
Él gastó todo su dinero.
Él me llamó cobarde.
Sabe leer y escribir.
Él atrapó a la gallina.
Él distribuye muebles.
No vio nada.
Él maneja una grúa.
Él olvidó mi cumpleaños.
Él tiene un montón de dinero.
Él lleva puesto un abrigo azul.
Tiene un nombre extraño.
No ha dicho ni una palabra.
Me lo interpretó para mí.
Él es un hombre sabio.
Es un chico muy vago.
Él se pasa riendo.
Es fácil hablar con él.
Él es bueno conduciendo.
Él es solo un principiante.
Es pobre, pero feliz.
Él está seguro de su éxito.
Él es muy lindo conmigo.
Él está lavando el coche.
Él no está contento en absoluto.
Se lamió los dedos.
Le gusta mucho el fútbol.
Él está un poco pálido.
Él me hizo un traje nuevo.
Debe ser un buen muchacho.
A menudo toca la guitarra.
Él descansó un rato.
Cantaba mientras trabajaba.
Parece estar dormido.
Él gritó "¡sale!".
Él habló por una hora.
Él nos enseña historia.
Él recogió su cuarto.
Él se bajó la cremallera de los pantalones.
Él estaba casi ahogado.
Era mi mejor amigo.
Él entró al banco.
Él se presentará para alcalde.
Trabaja en una fábrica.
Está loco de remate.
Él está completamente loco.
Él se está levantando temprano.
Está hablando por teléfono.
Él es su único hijo.
Adelante, por favor.
Su cara se puso blanca.
Aquí tenéis algunos detalles.
Oye, basta de quejarse.
Su concierto fue genial.
Su vida corre peligro.
Manténgase en la línea, por favor.
¿Qué tan grande es tu casa?
¿Cómo pudiste hacerlo?
¿Cuánta profundidad tiene aquel lago?
¿Cómo se siente hoy?
¿De cuánto estás?
¿A cuánto está el pueblo?
¿Cuánto tiempo te quedaste?
¿Cuánto cuesta este sofá?
¿Qué tan viejo es tu tío?
¿Qué edad tiene tu tío?
¿Cómo vas a volver?
Admiro vuestro valor.
Siempre mantengo mi palabra.
Les estoy agradecido.
Ando escaso de tiempo.
Estoy escribiendo una carta.
Pido que escuche.
Di por sentado que era gratis.
Creo que el amor existe.
Compré un florero de cristal.
Llamé a una ambulancia.
Vine a hablar con vos.
Puedo vivir sin esto.
Puedo oler el océano.
No puedo ir con Tom.
No puedo comerme la manzana.
No consigo encontrar mi reloj.
No puedo abrir la puerta.
No tolero a los cobardes.
No puedo parar de hacerlo.
No logro entenderlo.
No puedo escribir más.
Yo provoqué el accidente.
Yo no pude salir afuera.
Lo hice solo.
Lo hacía para sobrevivir.
No les creí.
No me atrevía a hacerlo.
No entendí su broma.
No maté a nadie.
No disparé a nadie.
Yo no quería el trabajo.
No me gusta estar solo.
Lo hago una vez a la semana.
No espero ganar.
No tengo opción.
No tengo un abogado.
No tengo billete.
Por el momento no tengo tiempo.
No lo sé con seguridad.
No me gusta el béisbol.
No me gusta hacerlo.
No me gusta su cara.
No me gusta el pescado crudo.
No me gusta el calor.
No me agrada tu jefe.
No me importa el frío.
No necesito estudiar.
Yo no veo a Tom muy seguido.
No hablo sueco.
No quiero ninguna ayuda.
No quiero ése.
No quiero éste.
No quiero hacerlo.
No me quiero ir.
No quiero visitas.
Conduzco un descapotable.
Se lo expliqué.
Me siento tan feliz hoy.
Te prohíbo que salgas.
Le di el lunes libre a Tom.
Yo obtengo lo que quiero.
Entro a trabajar a las ocho.
Me perforé las orejas.
Supongo que Tom tenía razón.
No tuve otra opción.
Tenía que hacer algo.
Tuve que quedarme en casa.
Tengo un regalo para ti.
Tengo un poco de dinero.
Tengo un poco de fiebre.
Tengo una bicicleta vieja.
Tengo problemas de riñón.
Tengo mucha destreza.
No tengo adónde ir.
Tengo que alimentar a mi gato.
Ahora me tengo que ir a casa.
Tengo que seguir intentando.
Tengo trabajo que hacer ahora.
No se lo he contado a nadie.
Lo escondí debajo de mi cama.
Espero que no te importe.
Me di prisa en volver a entrar.
Solo quiero hechos.
Sabía que no era verdad.
Sabía que te enfadarías.
Sé que Tom está contento.
Lo sé con mi corazón.
Sé que tengo razón.
Sé que esto es estúpido.
Sé dónde vive.
Sé dónde viven.
Me reí de su broma.
Me gusta la comida coreana.
Me gusta el café flojo.
Me gusta aquel joven.
Me gusta jugar al fútbol.
Me gusta escribir poemas.
Perdí mucho dinero.
Me encanta el patinaje sobre ruedas.
Cometí algunos errores.
Lo conocí por casualidad.
Me tengo que apurar para ir a clases.
Tengo que hablar contigo.
Necesito un nuevo ordenador.
Necesito ayuda en esto.
Necesito pastillas para dormir.
Necesito encontrar mi lapicera.
Tengo que tomar un baño.
Nunca olvido una cara.
Nunca maté a nadie.
Estoy deprimido a menudo.
He aprobado todos mis exámenes.
Yo prefiero esta versión.
Corrí hacia la puerta.
Me gusta mucho el sol.
Realmente quería ir.
Recuerdo haberla visto.
He cambiado el retrete.
Le vi en el parque.
Vi allí a mi hermana.
Veo que tú me recuerdas.
Debería ponerme a dieta.
Tengo que lavarme el pelo.
Hablé con mis padres.
Todavía cometo errores.
Te juro que no estoy borracho.
Creo que huelo una rata.
Me da que Tom es un mentiroso.
Creo que Tom sabe por qué.
Creo que es posible.
Yo creo que ellos te conocen.
Creo que nos las apañaremos.
Creí haberte oído.
Pensé que era lindo.
Yo le dije a Tom lo que vi.
Giré el pomo de la puerta.
Yo solía tener tu edad.
Yo respetaba a Tom.
Comúnmente juego tenis.
Quiero un libro que leer.
Quiero otra oportunidad.
Quiero ser cauto.
Quiero cambiar de trabajo.
Quiero ir al centro.
Yo quiero ir con Tom.
Me quiero ir hoy.
Quiero ver a Tom ya.
Quiero hablar contigo.
Quiero que estés segura.
Quería irme al extranjero.
Estaba un poco asustado.
Fui engañado por él.
Me quedé sin palabras.
Yo estaba bastante sorprendido.
Estuve muy ocupado hoy.
Te juzgué mal.
No te estaba ignorando.
Salí en bicicleta.
Me fui a tu escuela.
Te haré feliz.
Ojalá la hubiera visto.
Ya quisiera haber estado allá.
Me desperté temprano hoy.
No perderé nada.
No la volveré a ver.
Me pregunto qué está mal.
Trabajo tanto como tú.
Me gustaría empezar.
No estaría tan seguro.
Quiero una taza de té.
Me gustaría besar a Mary.
Preferiría estar en casa.
Estaré allí a las dos y media.
Volveré a llamar más tarde.
Lo haré como me aconsejas.
Los obtendré para ti.
Me iré directo a casa.
Prepararé algo de café.
Nunca lo entenderé.
Te veré en un ratito.
Te veré mañana.
Dormiré en mi habitación.
Reclamaré lo que me pertenece.
Soy Tom, el jardinero.
Ahora mismo estoy un poco ocupado.
Estoy al borde del colapso.
Me avergüenzo de mí mismo.
Estoy aburrido de Boston.
Estoy haciendo mi tarea.
Estoy cenando ahora.
Ya me estoy cansando.
Me alivia oír eso.
Éste está bien.
Voy a estar allí.
Me voy a casa.
Estoy feliz de estar viva.
Estoy a cargo de eso.
Sólo estoy pasando el rato.
Saldré el lunes.
Ya no soy pequeño.
Ya no soy pequeño.
No soy tan grande como tú.
A mí no me engañan fácilmente.
Tampoco soy canadiense.
No estoy aquí para pelear.
No soy de mente cerrada.
No estoy seguro al respecto.
Estoy completamente molido.
Me cansé de jugar esto.
Estoy agobiado con el trabajo.
Estoy cansado de estudiar.
Estoy habituado a ello ahora.
Hoy tengo mucha hambre.
Estoy trabajando desde casa.
Ya me he duchado.
Siempre te amé.
Me has hecho falta.
He estado en el centro comercial.
He hecho mis deberes.
Tengo una gran idea.
Perdí el apetito.
He hecho un descubrimiento.
Nunca le pegué a nadie.
Me he quedado sin dinero.
He visto esto antes.
Lo he intentado todo.
¿Mary es rubia auténtica?
¿Todo está bien aquí?
¿De verdad es posible?
¿Es eso tan difícil de hacer?
¿Es eso lo que quieres?
¿Hay otra puerta?
¿No hay otra manera?
¿Es que hoy es lunes?
¿Es este tu cuaderno?
¿No es increíble?
Puede que sea una sardina.
No suena cierto.
Se ha confirmado.
Es un crucero de lujo.
Está bajo la silla.
Me puso realmente triste.
Puede ser útil.
Parece un sueño.
Sí que hace frío hoy.
Era un sábado por la noche.
Fue una gran sorpresa.
Fue una hermosa fiesta.
Ayer hacía frío.
Era bastante imponente.
Fue muy decepcionante.
No fue intencional.
No volverá a pasar.
Seguro que lloverá.
Es una canción preciosa.
Es un claro indicativo.
Es una historia muy triste.
Es por tu bien.
Ha pasado mucho tiempo.
Es fácil de recordar.
¡Eso va a explotar!
Es importante para Tom.
Da gusto estar solo.
Aún no es medianoche.
No es tu problema.
Es perfectamente normal.
Es verdaderamente importante.
Es hora de una pausa.
Es demasiado picante para mí.
Es muy interesante.
Es tu día especial.
Solo dame un minuto.
Mantén el domingo libre.
Túmbate en el sofá.
Deja mi cámara.
Déjame llamar a mi abogado.
Deja que te abrace.
Deja que los niños jueguen.
Vamos a llamar a la policía.
Bajémonos del autobús.
Vayamos a tomar algo.
Tan sólo vayamos a verlo.
No hagamos esto ahora.
Abramos la ventana.
Vamos a repasar la Lección 5.
Hablemos de amor.
¡Escucha a tu madre!
Mirad esa montaña.
No tengas vergüenza al entrar a mi casa.
Mucha gente está disgustada.
Mary podría ser modelo.
Mary es una buena madre.
A Mary los hombres le dan miedo.
Mary es muy bonita.
María parece hombre.
¿Lo puedo hacer enseguida?
¿Podría acostarme en el sofá?
¿Puedo sentarme cerca de vosotras?
¿Puedo usar este lápiz?
Tal vez podamos ayudarte.
¡Mamá, Tom me está pegando!
El dinero gobierna el mundo.
Se robaron mi bicicleta.
Mi carro no arrancaba.
Mi dieta no es sana.
Mi casa está en una colina.
Se me ha dormido el brazo izquierdo.
Mi madre es canadiense.
Mi madre estaba furiosa.
Mi agenda es de locos.
Mi hermana tiene un piano.
Mi esposa está muy molesta.
Fue agradable hablar con usted.
Nadie la animó.
Nadie sabe cuál es su nombre.
Nadie quiere luchar.
Nadie puede controlarnos.
Nadie está cooperando.
Nadie me entiende.
No es asunto tuyo.
No todos los pájaros pueden volar.
Nada dura para siempre.
No está el horno para bollos.
Por favor, abra la puerta.
Nuestras tuberías se reventaron.
Tal vez Tom tenía razón.
Jugar tenis es divertido.
Por favor, adopten este gato.
Por favor vuelve a casa.
Por favor, hazlo por mí.
Por favor planchá la camisa.
Por favor baja la bandera.
Por favor, repare el auto.
Por favor, lanza la bola.
Por favor, prenda la televisión.
Presenta tus argumentos.
¡Bajen las armas!
Pónganlo donde quieran.
Quédese sentado, por favor.
Quédate sentada, por favor.
Reformule la pregunta.
La escuela empieza a las nueve.
Mirad a ver qué podéis encontrar.
Nos vemos alrededor de las 2:30.
Os veo alrededor de las 2:30.
Les veo a eso de las 2:30.
Comparte tu experiencia.
Ella siempre luce pálida.
Ella intentó suicidarse.
Ella le llamó mentiroso.
No sabe conducir un coche.
Ella lo hizo a propósito.
Ella le siguió a casa.
Ella le entregó un libro.
Ella tiene un ligero ceceo.
Ella ha perdido toda esperanza.
Ayudó a preparar la comida.
Ella teme a los gatos.
Ella está comprometida con él.
Ella es pariente de él.
Ella abandonó a los hijos.
Ella bajó su voz.
Ella jugó al baloncesto.
Ella parece estar feliz.
Ella nos enseñó a cantar.
Ella se tomó un analgésico.
Quería que yo viniese.
Ella me estaba observando.
Ella trabaja en el banco.
Ella se está comiendo una manzana.
Ella es bastante despistada.
Enséñame otro reloj.
Mostrame datos tangibles.
Quien calla otorga.
¿Entonces abandonas, no?
Alguien preguntó por ti.
Alguien me está observando.
Siento lo de ayer.
Habla un poco más alto.
Levántate por ti mismo.
Dejad de comer comida basura.
Los renacuajos se convierten en ranas.
Quítate la ropa.
Dile a Tom que se aliste.
Cuéntame lo que dijo Tom.
Dime qué ocurrió.
Dime lo que necesitas.
Los exámenes empiezan la semana que viene.
Gracias por el consejo.
Esa manzana está con maca.
No llevó mucho tiempo.
Esa casa parece bonita.
No es mi problema.
Ese hombre es peligroso.
Ese ruido me despertó.
Eso suena hermoso.
Eso fue una broma cruel.
Eso fue todo lo que Tom dijo.
Eso fue solo un sueño.
Esa cañería gotea.
Eso es mucho dinero.
Qué bueno, ¿no es así?
No es una pregunta.
No es asunto mío.
No ha sido mi culpa.
Eso es lo principal.
Eso es comprensible.
Eso es lo que crees tú.
Se llamó al FBI.
Se impidió el ataque.
El cuarto de baño está sucio.
Los pájaros están cantando.
El niño está allí.
El autobús se acaba de ir.
Los niños se han ido.
El dato es alentador.
La alcantarilla estaba obstruida.
El experimento falló.
Los archivos están perdidos.
Se logró el objetivo.
El cazador le disparó a un zorro.
El lago es profundo por aquí.
La lista es extensa.
El dinero es malísimo.
La montaña es verde.
La oferta fue rechazada.
La fiesta es el lunes.
El estanque se ha secado.
El público lo sabe.
Los resultados fueron buenos.
El espectáculo es el lunes.
Los soldados están muertos.
La calle está inundada.
El sospechoso confesó.
El ladrón corrió rápidamente.
La ciudad estaba desierta.
Le quitaron el tumor.
La votación es unánime.
El trabajo se acumula.
No hay ejemplos.
Hay un modo mejor.
No hay mucho tiempo.
Había sólo chicas.
Hay un poco de viento.
No hay diferencia.
Hoy no hace nada de viento.
No tiene nada de ciencia.
Éstos son mis estudiantes.
Estos huevos están podridos.
Todos ellos hablan francés.
Ellas comieron bombones.
No tienen coche.
Ellas intercambiaron saludos.
Ellos toman el té a las cinco.
Les agrada estar solos.
Parecían bastante ocupados.
Se les debe castigar.
Ellos despreciaron al mentiroso.
Dejaron de reír.
Nunca estuvieron solos.
No lo van a entender.
Vienen a por mí.
Solo son estudiantes.
Son demasiado peligrosos.
Mira bien lo que haces.
Esta blusa es de algodón.
Este dato está obsoleto.
Esto es una catástrofe.
Es una obra maestra.
Esta es para mi amiga.
Así es como me gusta.
Esta es mi última oferta.
No es importante.
Esta es nuestra única oportunidad.
Esto son imponentes noticias.
Es muy emocionante.
No es culpa tuya.
Esta habitación está demasiado oscura.
Esta sopa está buena.
Este vino tiene buen gusto.
Ésos son mis pantalones.
El tiempo lo cura todo.
Para mí es importante.
Tom se portó como un bebé.
Tom pidió ayuda.
Tom me pidió ayuda.
Tom se comió tres completos.
Tom cree en la magia.
Tom se cepilló los dientes.
Tom sabe guardar un secreto.
Tom no puede ser tan malo.
Tom no puede nadar para nada.
Tom limpió la playa.
Tom se suicidó.
Tom continuó escribiendo.
Tomás no pudo ver a María.
Tom merece una recompensa.
Tom no fue al baile de graduación.
Tom no lo entendía.
Tom murió mientras dormía.
Tom no come mucho.
Tom no sabe eso.
A Tom no le gustan los huevos.
Tom no vive aquí.
Tom no consume drogas.
Tom espera lo peor.
Tom sentía ganas de bailar.
Tom coqueteó con Mary.
Tomás me hizo un regalo.
Tom me saca de mis casillas.
Tom se bajó del avión.
Tom creció en Boston.
Tom lo tenía en su bolsa.
Tom tiene una idea mejor.
Tom tiene mucho que perder.
Tom tiene un dolor de estómago.
Tom ha perdido sus llaves.
Tom tiene pelo lacio.
Tom tiene abdominales planos.
Tom levantó sus manos.
Tom me pegó por accidente.
Tom es el hermano de Mary.
Tomás es cardiólogo.
Tomás es bueno debatiendo.
Tom es un hombre apuesto.
Tom es ovejero.
Tom es veterinario.
Tom también es artista.
Tom está en el aeropuerto.
Tom es más grande que yo.
Tom tiene claustrofobia.
Tom está divorciándose de Mary.
Tom se siente bien ahora.
A Tomás se le da bien el francés.
Tom está en la cama leyendo.
Tomás está planchando camisas.
Tom no tiene la edad suficiente.
Tom está jugando al tenis.
Tom es realmente intenso.
Tom está estudiando solo.
Tom es muy peligroso.
Tom es muy sarcástico.
Tom no va a volver.
Tom no es muy educado.
Tom besó a su primo.
Tom derribó a Mary.
Tom conoce esas reglas.
Tom dejó esto para vos.
A Tom le gusta divertirse.
Tom parece cómodo.
Tom se ve cansado hoy.
Tom perdió su paraguas.
Tom podría ir contigo.
Tom no bebe nunca cerveza.
Tom nunca miró detrás.
Tom no nos grita nunca.
Tom tocó su violín.
Tom pulsó el botón.
Tomás fue raramente por allí.
Tomás rechazó la idea.
Tom salvó la vida de Mary.
Tom parece deprimido últimamente.
Tom parece bastante contento.
Tom envió a Mary a empacar.
Tom debería ser recriminado.
Tom le vendió su auto a Mary.
Tom dejó de respirar.
Tomás pensaba que yo era tú.
Tom se quitó la vida.
Tom tergiversó la verdad.
Tom solía salir con Mary.
Tom quería verte.
Tom quiere saber por qué.
Tom era un mal estudiante.
Tom era contador.
Tom estaba en la ducha.
Tom nos estaba mirando.
Tom no estaba interesado.
Tom estará bien.
Tomás volverá pronto.
Tom no diría eso.
La corazonada de Tom fue correcta.
Mañana es Navidad.
Mira, mucho más sencillo.
Usa tu sentido común.
La guerra estalló en 1939.
Cuidado con el gato.
Acordamos ese plan.
Todos queríamos venganza.
Ahora no podemos ir.
Capturamos al ladrón.
Lo hicimos en la escuela.
No oímos nada.
Nos emborrachamos juntos.
Tenemos nuevos vecinos.
Tenemos dos hijas.
Solo queríamos ganar.
Le dejamos un poco de tarta.
Hicimos un castillo de arena.
Tenemos que ser cuidadosos.
Nos pusimos los pijamas.
Deberíamos estar juntos.
No deberíamos movernos de aquí.
Usamos mucha agua.
Deseamos algo nuevo.
Estábamos todos muy hambrientos.
No te decepcionaremos.
Será mejor que nos vayamos preparando.
Lo perderemos todo.
Esperaremos hasta las dos y media.
Estamos todos muy asustados.
Estamos en serio peligro.
Vamos camino a casa.
Todavía estamos en Boston.
Te estamos esperando.
Tenemos un trabajo que hacer.
Bueno, debo irme.
Lo que necesito es una cerveza.
¡Qué hermosa ciudad!
¡Qué maravillosa vista!
¿De qué están hechas?
¿Qué estás insinuando?
¿Cuáles son tus pasatiempos?
¿Qué puedo hacer por ustedes?
¿Qué me podéis enseñar?
¿Qué hacías allí?
¿Qué le contaste a Tom?
Tomás, ¿Qué quieres decir?
¿A qué se refiere?
¿Qué más necesitas?
Lo que hizo estuvo mal.
¿Qué es este disparate?
¿Qué más puedes decir?
Lo que dice es cierto.
¿Qué hora tienes?
¿Qué te ha llevado tanto tiempo?
¿Qué diría el doctor?
¿De qué se trata todo eso?
¿Qué es más importante?
¿Cuál es la diferencia?
¿Qué te atormenta?
¿Cómo te apellidas?
¿Cuándo llegó Tom aquí?
¿Cuándo llegaste aquí?
¿Cuándo estaréis de vuelta?
¿Dónde están las duchas?
¿Dónde están tus papeles?
¿En dónde creciste?
¿Dónde lo vieron a Tomás?
¿Dónde duerme Tom?
¿Dónde está el servicio?
¿Adónde iban ellos?
¿Dónde está el periódico?
¿Dónde está tu mochila?
¿Con quién hablo?
¿Quién hizo el muñeco de nieve?
¿Quién te crees que soy?
¿Quién tiene tiempo para eso?
¿Quién te enseñó francés?
¿Quién escribió estos poemas?
¿Quién se va a casar?
¿De quién es esta bicicleta?
¿Por qué estamos susurrando?
¿Por qué eres tan torpe?
¿Por qué no estás comiendo?
¿Por qué te dejó Tom?
¿Por qué has comprado un coche?
¿Por qué no respondiste?
¿Por qué te tienes que ir?
¿Por qué no te vas a casa?
¿Por qué no te gusto?
¿Por qué sigue Tom aquí?
¿Por qué está pasando esto?
¿Por qué no estabais allí?
¿Por qué ibas a querer eso?
¿Vendrás con nosotras?
¿Recibe usted cheques?
¿Te gustaría una cerveza?
Escríbeme alguna vez, ¿de acuerdo?
Sí, estoy seguro de eso.
Usted es una buena persona.
Tú no eres un estudiante.
Volviste a casa a las 5:00.
Se puede confiar en él.
No podéis hacer nada.
No puedes dejar ganar a Tom.
No os podéis sentar conmigo.
Complicas las cosas.
No lo has entendido.
Tú tienes buenos amigos.
Tú tienes muchos amigos.
Tiene muchas amigas.
Tienes que ser sincero.
Hay que aguantarse.
Tienes que trabajar duro.
Sabes que Tom está mintiendo.
Luces algo triste.
Te puedes llevar el libro.
Debes estar agotada.
Deberías dejar de fumar.
Tienes que tranquilizarte.
En serio engañaste a Tom.
Te recuperaste rápido.
Debes encontrar un trabajo.
No deberías estar aquí.
Nadan muy rápido.
Estabas mintiendo, ¿verdad?
A ti te habría gustado.
Ya os acostumbraréis a ello.
Nunca estaréis solos.
Siempre estás sonriendo.
Lo estás haciendo mal.
Los niños se te dan bien.
Eres mi mejor amigo.
No eres tan aterrador.
No les quedan excusas.
Probablemente estés equivocado.
Eres la bomba.
Eres más alto que yo.
Eres muy poco flexible.
Estás muy cerca ahora.
Eres muy escéptico.
Ha venido demasiado pronto.
Tienes mis gafas.
Tu familia te necesita.
Es a ti a quien quiere tu padre.
Tus manos están mugrosas.
Le está sangrando la nariz.
Tus zapatos están desatados.
Eres una presumida.
Un bus me bloqueó el camino.
Viene una tormenta de arena.
Un mosquito me acaba de picar.
Una esponja absorbe agua.
Un lobo no puede ser domesticado.
Todo lo que bebía era café.
Todos los asientos están reservados.
Toda la fruta se puso mala.
Todas las mujeres son iguales.
¿Me estoy perdiendo algo?
¿Y quién más viene?
¿Nos están mirando?
¿Tienes miedo de las ratas?
¿Estás ocupado el lunes?
¿Estás haciendo algo?
¿Eres de Australia?
¿Vas a estar bien?
¿Ya estás feliz, Tom?
¿Tiene lista su orden?
¿Está Ud. hablando conmigo?
¿No tienen sueño?
En esta cueva viven murciélagos.
Más vale tarde que nunca.
Boston es una ciudad estupenda.
Tráeme el periódico de hoy.
Llama un taxi para que nos recoja.
Llama a Tom de inmediato.
¿Puedo volver al trabajo?
¿Puedo traerte un café?
¿Pueden pasármelo de vuelta ahora?
¿Puedo decirlo en francés?
¿Te puedo contar una historia?
¿Podrá ser cierto el reporte?
¿Puedes subir al árbol?
¿Habrás terminado para entonces?
¿Me puedes hacer una copia?
¿Sabe usted tocar el órgano?
¿Puedes decir eso otra vez?
¿Me puedes llevar donde Tom?
¿No ves que estoy ocupado?
Los gatos no comen plátano.
Los hijos cuestan dinero.
¡Vamos, aguanta ahí!
Venid cuando queráis.
Cocinar es interesante.
¿Podría parar, por favor?
¿Tom recibió mi mensaje?
¿Te gustó el partido?
¿Terminaste el trabajo?
¿Escuchaste ese ruido?
¿De verdad hiciste eso?
¿Acaso nadie te dijo?
¿Necesito una operación?
¿Las arañas beben agua?
Haz lo que tienes que hacer.
¿Vienes aquí con frecuencia?
¿Tomas té verde?
¿Tienes una tirita?
¿Tienes alguna pregunta?
¿Tiene ojos marrones?
¿Tienes el manual?
¿Conoces a su padre?
¿Sabes lo que hice?
¿Sabes quién era?
¿Te gusta este color?
¿Necesitás más dinero?
¿Lees el blog de Tom?
¿Estudias cada día?
¿Pensás que Tom sabe?
¿Quieres algún caramelo?
¿Te quieres apuntar?
¿Escribes en francés?
¿Te parece que Tom tenga pinta de pusilánime?
¿Todos lo quieren?
¿En Boston nieva?
¿Te duele el estómago?
No te acerques al perro.
No seas tan duro conmigo.
No te preocupes.
No coma en su escritorio.
No coman en el pupitre.
No me des nada.
No vayas sin sombrero.
No los deje solos.
No consientas que te atemorice.
No me malentienda.
¡No alces la voz!
No te sientes en el suelo.
No te lo tomes a pecho.
No se lo digáis a vuestra madre.
No lo subestimes.
No le hagas perder tiempo a Tom.
No te preocupes por esto.
Vacía cualquier agua sobrante.
Cada persona es un mundo.
Cada persona es distinta.
Todos tienen acento.
Todos conocen la ley.
Todos permanecieron calmados.
Todos van a estar ahí.
Todo estaba a la venta.
Explícamelo de nuevo.
Por fin he encontrado un trabajo.
Para mí eso es algo importante.
Las ranas no tienen cuello.
Llámame esta noche.
Deme leche también.
Mándele saludos a Tomás de parte mía.
La mitad de éstas son mías.
¿La prisión la ha cambiado?
¿Ya has votado?
¿Ustedes vieron a Tom?
¿Habéis visto a este hombre?
Él se comportó como un loco.
Él me pidió un favor.
Se hizo famoso a nivel mundial.
Desistió de hacer el viaje.
Sabe tocar la guitarra.
Ha cambiado algunas palabras.
Él exigió una mejor paga.
Él no entendió su broma.
No vio nada.
Él murió de cáncer de pulmón.
Él derrochó su dinero.
Echó una mirada al libro.
Él tiene una piscina.
Ha ido a Gran Bretaña.
Se escondió detrás de la puerta.
Él es un buen violinista.
Él es alérgico al polvo.
Él está lejos de ser perfecto.
Ahora mismo está comiendo.
Él es pobre pero honesto.
Está cansado de leer.
Él golpeó a la puerta.
Él se recostó sobre la cama.
Le mintió a sus padres.
Él desprecia a las mujeres.
Él hizo una apuesta con ella.
Quizá venga mañana.
Él va con frecuencia a Tokio.
Tocaba el piano de oído.
Él no vendrá probablemente.
Él se retira la próxima primavera.
Él cantó algunas viejas canciones.
Él ahorra lo que gana.
Habla bien inglés.
Él se tragó su orgullo.
Me tocó el hombro.
Él quería viajar al mar.
Él era un músico malo.
Él estaba yendo hacia el colegio.
Él era demasiado viejo para nadar.
Él fue al dentista.
Él no nos creería.
Es un jugador de béisbol.
Es profesor de canto.
Él es pobre entre pobres.
Se apoya en un bastón.
Probablemente estará durmiendo.
Es rico y poderoso.
Él es más fuerte que vos.
Su vestido parecía barato.
Aquí está lo que querías.
Hey, no olvide esto.
Su coche es realmente estupendo.
Su música es demasiado ruidosa.
Su alma estaba en el paraíso.
¿Cómo estás estos días?
¿Cómo puedes estar tan sereno?
¿Cómo apago esto?
¿Cómo se pronuncia?
¿Cuánto cuesta una noche?
¿Cuánto cuesta este radio?
¿Cuántos años tiene esta iglesia?
¿Cuánto mide aquella torre?
¿Cómo fue tu luna de miel?
¿Cómo los detendrás?
Siempre me levanto a las 6.
Estoy bajando libros.
Me voy a la tienda.
Soy más guapo que tú.
Me voy a dar un baño.
Apruebo de tu plan.
La invité a una cita.
Le pedí que me llamara.
Asistí a su funeral.
Creo que Tom tiene razón.
Me compré una buena cámara.
Te compré un regalo.
Vine con mis amigos.
Te puedo ver a las 2:30.
No puedo aguantar este dolor.
No lo puedo aguantar.
No puedo dároslo.
No puedo abrir esta puerta.
No puedo cantar tan alto.
No sé hablar japonés.
No soporto el frío.
Contacté a mis padres.
Lloré toda la noche.
Lo destruí todo.
No compré ese libro.
No lo hice correctamente.
No tuve opción.
No me gasté ni un centavo.
Me preocupo mucho.
No me importa lo que haga.
No bebo vino tinto.
Ahora no tengo trabajo.
No tengo dinero.
No tengo ninguna prueba.
No conozco esa palabra.
No conozco esta canción.
No me gusta su apariencia.
No me gusta esa palabra.
No me gusta este chiste.
No vivo en Boston.
No necesito recordar.
No te entiendo.
No sé hablar japonés.
No quiero una donación.
No quiero comprarlo.
No quiero verlo.
No trabajo el domingo.
Disfruto de tu compañía.
Exageré un poco.
Me siento mal mintiendo.
Me siento totalmente fuera de lugar.
Terminé de trabajar a las seis.
Salgo del trabajo a las dos y media.
Me acuesto muy temprano.
Me deshice de mis alhajas.
Yo crecí en el bosque.
Yo también la pasé bien.
Tuve un ataque de asma.
Tuve que tomar una decisión.
Detesto cortar el césped.
Tengo un fuerte dolor aquí.
Tengo muchos sueños.
Tengo un tobillo inflamado.
Tengo más trabajo por hacer.
No tengo nada que ocultar.
Tengo una hora para comer.
Tengo que peinarme el pelo.
Tengo que ir a Boston.
Tengo que hacer un examen.
Todavía no he dicho que sí.
Oí que él murió.
Espero que todo el mundo esté de acuerdo.
Espero que lo consigamos.
Invité a Tom a almorzar.
Me acaban de ascender.
Solo necesitaba un minuto.
Sólo quiero estar seguro.
Sólo quería un café.
Sabía que Tom podría hacerlo.
Sabía que él aceptaría.
Yo sabía que eras tú, Tom.
Sabía que estabas bromeando.
Sabía que te gustaría eso.
Sé que Tom está ahí dentro.
Sé que Tom no estaba feliz.
Sé mucho de ti.
Conozco todos sus nombres.
Sé tu edad.
Yo sé cómo podemos ayudar.
Conozco mis derechos.
Yo sé que no es verdad.
Sé que esto no es fácil.
Sé de qué va.
Sé qué no comer.
Yo sé dónde trabaja Tom.
Yo sé por qué Tom está ocupado.
Sé por qué estás aquí.
Sé que lo puedes lograr.
Sé que estabas bromeando.
Lo aprendí en la escuela.
Dejé la ventana abierta.
Me gustan muchas cosas.
Me gusta vivir con Tom.
Lo que más me gusta es la primavera.
Me gusta sorprenderme.
Me gusta viajar solo.
Me gustas como amigo.
Vivo en una ciudad pequeña.
Yo vivo muy cerca de aquí.
Perdí mi bolígrafo favorito.
Me encantan las canciones navideñas.
Me encanta viajar solo.
Lo hice desde cero.
Hice un major en química.
Es en serio lo que estoy diciendo.
Es posible que cometa un error.
Me perdí lo que dijiste.
Debo estar llegando a casa.
Me deben de haber drogado.
Necesito unos días más.
Necesito un cable USB nuevo.
Necesito hablar dos palabras con usted.
Necesito un poco de tiempo a solas.
Tengo que dar de comer al perro.
Tengo que ir a Boston.
Necesito hablar con Tom.
Te pido que guardes silencio.
Nunca estoy de acuerdo con él.
Nunca supe de Tom.
Sólo tengo una hasta ahora.
Solo fui ahí una vez.
Le debo mucho a Tom.
He tocado el acordeón.
Prefiero el arroz al pan.
Prometo que no voy a mirar.
Puse el cebo en el anzuelo.
Yo estoy de acuerdo contigo.
Salí corriendo de la casa.
Lo leí a mi familia.
Realmente lo aprecio.
Realmente no te entiendo.
De veras me gusta ese carro.
Realmente necesito dormir.
Reconocí el carro de Tom.
Siento lo que pasó.
Me acuerdo de ambos.
Recuerdo a tu padre.
Respeto su opinión.
Dije que no tenía hambre.
Me senté y lo miré fijamente.
Yo vi a Tom un rato atrás.
Vi a Tom en mis sueños.
Vi una luz lejana.
Lo vi en una revista.
Rara vez oigo de él.
Debería comprar algo de leche.
Debería llevar puesta una corbata.
Solo digo la verdad.
Todavía sueño con eso.
Estoy estudiando varios idiomas.
Yo supongo que te gusta.
Creo que me he partido la pierna.
Creo que he perdido las llaves.
Creo que iré a esquiar.
Pienso que Tom es frívolo.
Pienso que es médico.
Pienso que es demasiado joven.
Yo pienso que eso es verdad.
Creo que hicimos una venta.
Creo que estamos a salvo ahora.
Yo creo que eres perfecto.
Pensé que Tom estaba perdido.
Vomité tres veces.
Te dije que te amo.
Te dije que te quedaras quieta.
Intenté ser como tú.
Confío plenamente en él.
Mañana cumplo treinta años.
Solía ser profesor.
Solía trabajar para Tom.
Quiero algunos huevos frescos.
Quiero ser imparcial.
Quiero ir a la escuela.
Quiero abrir la caja.
Quiero estudiar en el extranjero.
Quiero que encuentres a Tom.
Quiero que te levantes.
Quería dar las gracias.
Yo tenía toda la razón.
Yo iba a hacer eso.
Tenía hambre, así que comí.
Solo estaba recordando.
No estaba decepcionado.
Fui realmente sensible.
Estaba algo nervioso.
Estaba acostumbrado al calor.
Peso más o menos 60 kilos.
Fui a dar un largo paseo.
Fui allí yo solo.
Entré a tu sitio web.
Estaré encantado de ayudarle.
Ojalá tuviera más tiempo.
Quisiera ir a Hawái.
Yo también gané un premio.
Esta vez no fallaré.
Yo no viviré así.
Me pregunto a quién debo invitar.
Yo trabajo en esta empresa.
Me encantaría verlo.
Yo no aconsejaría eso.
Escribí una canción para ti.
Será mejor que despierte a Tom.
Me gustaría ver a mi hijo.
Estaré por acá todo el día.
La semana que viene estaré ocupado.
Estaré allí mañana.
Yo te compro uno nuevo.
Te llamaré a las siete.
Revisaré mi horario.
Yo misma lo llevaré.
Haré más que eso.
Lo averiguaré mañana.
Me encargaré de ello inmediatamente.
Voy a ir en avión.
Voy a tomar otra cerveza.
Te lo dejaré a ti.
Necesitaré algunas cosas.
Veré qué puedo hacer.
Te mostraré la ciudad.
Hablaré con Tom más tarde.
Voy a intentar dar lo mejor de mí.
Soy profesor de japonés.
Soy un hombre realista.
Le tengo miedo a la oscuridad.
Te autorizo a irte.
Estoy solicitando un empleo.
De momento estoy ocupado.
Me voy a comprar un piano nuevo.
Me estoy hartando.
Voy a una reunión.
Voy a la playa.
Me alegro de que te haya gustado.
Estoy hambriento y sediento.
Soy intolerante a la lactosa.
Estoy buscando mi llave.
No estoy tan ocupado como Tom.
No estoy culpando a nadie.
No soy bueno con los niños.
No estoy seguro de estar preparado.
Me alegra verte.
Estoy preparada para todo.
Me dan miedo los dentistas.
Estoy harto de todo.
Me arrepiento por haberlo hecho.
Me llevo tu billetera.
Te estoy tratando de ayudar.
Ahora estoy intentando trabajar.
Camino junto a ella.
Me preocupo por ellos.
Siempre he ayudado a Tom.
Me agarré un resfriado.
Tengo una idea mejor.
Debo ser cuidadoso.
He tenido tanta mala suerte.
He vuelto a perder peso.
No te he mentido jamás.
Sólo le he visto una vez.
Si te quedas, me quedo.
¿Tom está aprendiendo francés?
¿Está mal comer gente?
¿Es algo serio?
¿Hay alguien ahí abajo?
¿Es ese café lo que huelo?
¿Es esa la verdad, Tom?
¿Hay algún asiento desocupado?
¿Este es dinero canadiense?
Puede ser vergonzoso.
Podría ocurriros a vosotras.
Esto no es asunto tuyo.
No me sorprende.
Por fin se ha acabado todo.
Esto no es asunto suyo.
Es demasiado tarde para él.
Todavía no es tu turno.
Tiene todo el sentido del mundo.
Llovió fuerte el día entero.
Huele a amoniaco.
Toma mucho tiempo.
Fue una noche rara.
Fue un día maravilloso.
Fue muy raro.
Fue muy confuso.
No fue premeditado.
Entonces será demasiado tarde.
Es un sueño hecho realidad.
Es una propuesta idiota.
Está al otro lado de la calle.
Es una emergencia, Tom.
Es un manuscrito viejo.
Es malo para el corazón.
Es totalmente normal.
Se ha pasado de moda.
Es extremadamente aburrido.
Aquí es agradable.
No es biodegradable.
No es solo una teoría.
Todavía no es tu turno.
Está lloviendo mucho.
Es extraño, pero cierto.
Es hora de que nos vayamos.
Es demasiado pronto para saberlo.
Es de vital importancia.
Nada más alégrate de que estés bien.
Sólo esperadme allí.
La risa es contagiosa.
Déjame cortar las zanahorias.
Preguntemos si es verdad.
Comamos antes de ir.
Prosigamos y comamos.
Veamos qué pasa.
Estiremos las piernas.
Caminemos hacia la ciudad.
Mira por la ventana.
Hazme una oferta mejor.
Muchos de éstos son míos.
Mary y yo estamos prometidos.
Mary planchó su blusa.
Mary no es tan guapa.
El marido de Mary es regordete.
¿Puedo tomar prestada su bicicleta?
¿Podría ver el menú?
¿Ahora puedo empezar a comer?
Quizá bebí demasiado.
¡Métete en tus asuntos!
¡Metete en tus cosas!
El dinero sigue siendo un problema.
La mayor parte de éstas son mías.
Mi sótano está inundado.
Mi gato me está siguiendo.
Papá me ha comprado libros.
Mi sueño se hizo realidad.
Mi padre me ayudará.
Mi amiga es profesora.
Mis amigos son asombrosos.
Mi casa es como la vuestra.
Mi madre no puede venir.
Mi nombre es Tom Jackson.
Mis padres están sanos.
Mi turno casi termina.
Mi hijo todavía no sabe contar.
Mi estómago está gruñendo.
Nadie estaba de acuerdo con él.
Nadie sabía quién era él.
Nadie me va a creer.
Nadie sabe la verdad.
Nadie me ha matado aún.
La normalidad no existe.
Nada es casualidad.
Nada ha cambiado.
Por supuesto, él tiene razón.
Uno debe cumplir con su deber.
Nuestro televisor está averiado.
Nuestro equipo ganó ayer.
Llama a la policía por favor.
Por favor no llores de nuevo.
Por favor, llámalo por teléfono.
Por favor, abre la botella.
Barre el suelo, por favor.
Haced el favor de barrer el suelo.
Escríbeme pronto por favor.
Hay una cantidad limitada.
Meza al bebé para dormir.
Guárdame algo de helado.
La escuela termina a las 3:30.
Nos vemos la próxima semana, Tom.
Ella aceptó su propuesta.
Ella solamente comía carne magra.
Ella llegó tarde como de costumbre.
Ella canta muy bien.
Ella se resfriaba con frecuencia.
Ella se vestía como un niño.
Ella le dio un regalo.
Ella se comprometió con él.
Tuvo un hijo sano.
Ella le alcanzó la llave.
Ella tiene unos ojos hermosos.
Es una cantante famosa.
Tiene miedo de morir.
A ella le gustan los animales.
Está en el cuarto de baño.
Ella es muy amable con nosotras.
Ella le tejió un sweater a él.
A ella le gustan las faldas cortas.
Ella se casó con un hombre rico.
Ella pulsó el interruptor.
Ella me enseñó su habitación.
Ella se paró cerca de él.
Ella estaba temblando de miedo.
Ella nació el año pasado.
Usa toneladas de maquillaje.
Ella se despertó sola.
Ella te va a prestar un libro.
Ahora está en el hotel.
¿Debería asear mi cuarto?
Muéstrame cómo hacer eso.
Cántanos una canción, por favor.
Entonces, ¿cuándo es la boda?
Alguien me acompañó.
Alguien se voló mi plata.
A veces me asustas.
Se prohíbe escupir.
Comienza del principio.
Deja de ser tan engreído.
Deja de engañarte a ti mismo.
Echa una mirada a tu alrededor.
Llévame con tu líder.
Dile a Tom que tenga cuidado.
Dime dónde vives.
Dígame en dónde vive.
Dime en dónde viven.
Deciles que vengan aquí.
Dile a tu amigo que se vaya.
Gracias por invitarme.
Gracias por confiar en mí.
Ese puente no es largo.
Eso es otro problema.
Eso no es lo que quiero.
Esa película fue entretenida.
Eso sigue siendo un misterio.
Eso suena razonable.
Eso fue un pésimo truco.
Eso fue nuestro acuerdo.
Eso sería mortal.
Eso no cambiará nada.
Esa es una buena respuesta.
Es una idea excelente.
Ese es un automóvil muy bueno.
Eso es muy poco probable.
Ese es mi CD, ¿cierto?
Eso no tiene interés.
Eso no fue lo que yo dije.
Eso es cierto, ¿no es así?
Eso es muy halagador.
Por eso vine aquí.
El bebé se llama Tom.
La campana suena al mediodía.
No funcionaban los frenos.
El edificio se cayó.
El gato está en el pozo.
Las nubes cubrieron el sol.
El día ya se terminó.
Los perros son de ella.
El grifo gotea.
La puerta frontal está abierta.
La niña se sentó al lado mío.
El calor me está matando.
El cazador disparó a un oso.
Los niños están en la escuela.
Las sobras se estropearon.
Todos los hombres están durmiendo.
La misión era simple.
La noticia fue asombrosa.
El teléfono seguía sonando.
El precio incluye impuestos.
La profecía se hizo realidad.
Los resultados eran claros.
El cuarto está muy limpio.
El asiento es ajustable.
El olor era espantoso.
La estatua no tiene cabeza.
Las calles estaban vacías.
El examen era muy fácil.
El tren se descarriló.
El agua es linda.
Siguió haciendo mal tiempo.
La mujer nos miró ferozmente.
No hay clientes.
No hay vuelta atrás.
No había nadie ahí.
Había dos puentes.
Hay un montón en juego.
No hay más café.
No hay nada para comer.
Estos son los nuevos.
Estos guantes son de Tom.
Son grandes amigos.
Ellos están paseando.
Ellos pueden entenderme.
No te detestan.
Ellos comen mucho arroz.
Tienen una linda casa.
No han encontrado a Tom.
Ellos se besaron.
A ellos les gusta rememorar.
Levantaron muchos cargos.
Ellos hacen un gran equipo.
Ellos nunca hacen nada.
Se dice que el amor es ciego.
Ellos viajaron juntos.
Casi todas eran mujeres.
Ellos no comerán carne.
Ellos son niños geniales.
Ellos son simplemente diferentes.
Nos tienen rodeados.
Las cosas van a mejorar.
Esta manzana sabe amarga.
Este libro es muy delgado.
Este abrigo es impermeable.
Este perro me salvó la vida.
Esta comida está muy salada.
Ese es un error muy común.
Esta es una carretera privada.
Todo eso es culpa vuestra.
¡Esto es discriminación!
Esto está bueno, ¿verdad?
Este es mi abuelo.
Esto está fuera de control.
Esto no tiene el menor sentido.
Esto no es algo malo.
Este león es muy dócil.
Esta música es pésima.
Este diario es gratuito.
Esta pieza no encaja.
Este plato no está limpio.
Esta rosa es bellísima.
Este olor me da asco.
Esta tarea es difícil.
Esta vez es diferente.
Esto no fue nuestra culpa.
Este vino sabe estupendo.
Esas son vuestras opciones.
Esas mujeres son fuertes.
Para mí es importante.
Tom abandonó la idea.
Tom ya tiene un plan.
Tom y Mary son felices.
Tom le pidió a Mary que parase.
Tom se convirtió en ingeniero.
Tom compró un paraguas.
Tom cortó con Mary.
Tom puede arreglar el calefactor.
Tom puede nadar, ¿o no?
Tom no sabe conducir coches.
Tom subió la escalera.
Tom podía hablar francés.
Tom decidió hacerlo.
Tom lo hizo voluntariamente.
Tom no dijo nada.
Tom no bebe vino.
Tom no tiene gato.
A Tom no le gustan las mujeres.
Tom se zambulló en la piscina.
Tom finalmente se retiró.
Tom se olvidó del ketchup.
Tom se aburrió y se fue.
Tom creció en la pobreza.
Tom tuvo un ataque de pánico.
Tom no tenía nada para comer.
Tom le pasó un libro a Mary.
Tom tiene mucho dinero.
Tom tiene las cejas peludas.
Justo volvió Tom.
Tom perdió su voz.
Tomás no tiene planeado ir.
Tom tiene tres ex mujeres.
Tom ha escrito un libro.
Tom levantó un dedo.
Tom por accidente me golpeó.
Tom es el nieto de Mary.
Tomás es bailarín de ballet.
Tom es un buen músico.
Tom es un hombre de acción.
Tom es un extraño aquí.
Tom le teme a morir.
Tom está completamente calvo.
Tom debería regresar el lunes.
Tom está luchando contra el cáncer.
Tom está ahora en su habitación.
Tom es solo un amateur.
Tom es más agradable que Mary.
Tom obviamente está borracho.
Tom es nuestro mejor jugador.
Tom probablemente está dormido.
Tom es bastante obstinado.
Tom aún está en prisión.
Tom se está bañando.
Tom es el hijo ideal.
Tom es agradable.
Tom está con su madre.
Tom no es un niño flojo.
Tom no va dar marcha atrás.
Tom no es bueno con las mates.
Tomás no es el único.
Tom le besó la mano a María.
Tomás sabe lo que hiciste.
Tomás sabe quienes son ellos.
Tomás se rió en mi cara.
Tom dejó la puerta abierta.
A Tom le gusta la comida italiana.
Tom vive cerca de ti.
Tom perdió la conciencia.
Tom hizo levantarse a Mary.
Tom hizo tres cambios.
Quizás Tomás no tiene otra opción.
Tom debe ser muy afortunado.
Tomás necesita tu apoyo.
Tom nunca lastima a nadie.
Ahora Tom trabaja para Mary.
Tom solo bebe café.
Tom apretó el gatillo.
Tom se puso sus lentes.
Tom se rehusó a rendirse.
Tom ha dimitido esta semana.
Tom dijo que tenía un plan.
Tom dijo que es canadiense.
Tom dijo que tú estabas enferma.
Tom dice que se siente bien.
Tom dice que es canadiense.
Tom parece haberse sorprendido.
Tom bajó la cuchara.
Tom debería hacer lo mismo.
Tom sonrió condescendiente.
Tom terminó con María.
Tom comenzó a pegarme.
Tomas se cayó para atrás
Tom me contó todo.
Tom se quitó los calcetines.
Tom tomó el bus equivocado.
Tom intentó envenenarnos.
Tom suele comer solo.
Tom lo quería de esta manera.
Tom quería conoceros.
Tomás quería que lo sepas.
Tom quiere ser abrazado.
Tomás quiere mudarse aquí.
Tom quiere que lo hagas tú.
Tomás estaba un poco molesto.
Tom nació en Boston.
Tom estuvo en un accidente.
Tom también era mi amigo.
Tom estaba bastante confundido.
Tom llevaba puesto una capucha.
Tom se fue por el camino incorrecto.
Tom te acompañará.
Tomás volverá pronto.
Tom no pedirá ayuda.
Tom no hablará con Mary.
Tomás trabaja en una fábrica.
Tom voceó el nombre de Mary.
Los pies de Tom están hinchados.
El discurso de Tom fue el último.
Los trasplantes salvan vidas.
Trata de no ponerte tan tensa.
Intente no ponerse tan tenso.
Traten de no ponerse tan tensas.
Votar es un deber cívico.
¿Ayer estuvo aquí Tom?
Obramos de buena fe.
Nos hicimos buenos amigos.
Podemos hacerlo solos.
No pudimos localizar a Tom.
Hacemos esto todas las noches.
No necesitamos ninguna ayuda.
No lo entendemos.
Nos peleábamos a todas horas.
No tuvimos otra alternativa.
Tenemos un poco de agua.
Hoy no tenemos clase.
Nos hemos quedado sin gasolina.
Ahora hay que pasar página.
Escuchamos abrir la puerta.
Los conocíamos muy bien.
Nos gusta estar juntos
Nos encontramos con ella por casualidad.
Debemos acatar las normas.
Necesitamos una nueva estrategia.
Necesitamos reparar eso.
A menudo te oímos cantar.
Corrimos tras el ladrón.
No vimos nada extraño.
Deberíamos quedarnos callados.
Lo dimos por hecho.
Queremos la verdad, Tom.
Estábamos un poco cansados.
No vamos a hacer eso.
Lo discutiremos más tarde.
Vamos a morir todos.
Estamos esperando un bebé.
Estamos aquí para divertirnos.
Estamos en el mismo bote.
No somos los malos de la película.
Estamos listas para la cena.
Estamos trabajando juntos.
Tenemos noticias para ti.
Hemos intentado todo.
Bueno, ahora me tengo que ir.
¿Estabas tú informado de eso?
Lo que hizo Tom estuvo mal.
¡Qué hermosa noche!
¡Qué pensamiento tan extraño!
¡Qué noche maravillosa!
¿Qué hacemos aquí?
¿Qué estáis haciendo vosotros dos?
¡Qué flores más bonitas!
¿De qué color es el libro?
¿Qué le hiciste a Tom?
¿Qué tiene usted ahí?
¿Qué adoras hacer?
¿Qué significa ONU?
¿Qué juegos te gustan?
¿De qué se trata todo esto?
¿Qué la hizo enfadarse tanto?
¿Qué hacemos hoy?
¿A qué hora sales?
¿A qué hora nació?
Lo que tenemos es suficiente.
¿Qué vas a beber, Tom?
¿Qué está haciendo hoy Tomás?
¿Cuál es la talla de zapato de Tom?
¿Qué te ha pasado?
¿Qué está haciendo aquí?
¿Qué tiene eso de malo?
¿Cómo se llama tu perro?
¿Cuándo son las elecciones?
¿Cuándo comes pavo?
¿Cuándo va a volver?
¿De dónde sois todos vosotros?
¿Dónde están vuestros padres?
¿Dónde puedo poner mi bolsa?
¿De dónde vino?
¿Dónde obtuviste eso?
¿En dónde subo al autobús?
¿Para dónde va ese colectivo?
¿Dónde está la bibliotecaria?
¿Dónde te sentabas?
¿Dónde está el paraguas de Tom?
¿Qué libro necesita?
¿En qué camino queda la playa?
¿Con quién estás hablando?
¿Quién descubrió América?
¿Quién heredó la sortija?
¿Quién puso en marcha Disneyland?
¿Quién quiere un helado?
¿Quién querría lastimarte?
¿Quién me ayudará?
¿De quién es este portátil?
¿Por qué tenéis todos miedo?
¿Por qué haces esto?
¿Por qué estás tan nervioso?
¿Por qué están tan preocupados?
¿Por qué no estás casada?
¿Por qué los animales no pueden hablar?
¿Por qué atacaste a Tom?
¿Por qué me delataste?
¿Por qué no nos llamaste?
¿Por qué no respondías?
¿Por qué persiguen los perros a los gatos?
¿Por qué le crees a Tom?
¿Por qué no contesta nadie?
¿Por qué no te quedas tranquilo?
¿Por qué no tiene usted confianza en mí?
¿Por qué no llamaste?
¿Por qué tu gato es tan grande?
¿Por qué esperar a navidad?
¿Por qué es mejor este plan?
¿Fregarás tú los platos?
¿No vienes conmigo?
¿Te gustaría venir?
Anota su dirección.
Sí, tengo carné de estudiante.
Tú siempre eres bienvenido.
Eres mi mejor amigo.
Probablemente te equivoques.
Eres muy guapa.
Puedes leer este libro.
Puedes usar mi bicicleta.
Ahora no puedes ayudar a Tom.
No nos puedes matar a los dos.
Podrías haberlo hecho.
No tienes fiebre.
No necesitan pararse.
Se te cayó el teléfono.
Te rindes con demasiada facilidad.
Tenías tiempo de sobra.
Ahí tienes razón.
Tienes tres segundos.
Tienes que estar despierto.
Sabes que no bailo.
No me dejas elección.
Te parecés a un papión.
Tú pareces un babuino.
Lo haces parecer fácil.
Puedes usar mi auto nuevo.
No debes hacerlo ahora
Necesitás más práctica.
Necesitas que hablemos de tú a tú.
Deberías de agradecerle.
Parece que te gusta la fruta.
Deberías estar durmiendo.
Deberías relajarte un poco.
Deberías hablar con Tom.
No deberías quejarte.
Pareces estar muy animada.
¿Qué quieres que haga?
Nunca fuiste mi tipo.
Te harás daño.
¡No van a creer esto!
Sería una locura que te quedaras.
Sería mejor que comenzaras.
Vas a arruinar todo.
Eres un pésimo cocinero.
Estás más buena que Mary.
Me estás interrumpiendo.
No se te da mal esto.
No eres lo suficientemente alto.
Eres más rápido que yo.
Eres tú el experto, Tom.
Sos peor que yo.
Te tiene que gustar Tom.
Tus O's lucen como A's.
Tu perro está ahí.
Su vida está en peligro.
"Ah" es una interjección.
Una multitud se reunió alrededor.
Hubo un incendio cerca.
Un montón de éstos son míos.
Un espejo refleja la luz.
¡A toda la tripulación, abandonen la nave!
Todas las manzanas están acá.
Obedece siempre a tu padre.
Los animales actúan por instinto.
¿Hay alguna pregunta?
¿Estás completamente seguro?
¿Vas a cocinar esta noche?
¿Te vas a duchar?
¿Está usted aquí para ayudarnos?
¿Estás aprendiendo francés?
¿Estás hablando de mí?
¿Aún siguen enojadas conmigo?
¿Estás tomando vitaminas?
¿No me tienes miedo?
Pregúntale lo que ha comprado.
Austria también tenía aliados.
Te sienta bien el negro.
Tráete a tu amigo.
¿Puedo hacerle una pregunta?
¿Me prestas tu radio?
¿Puede darme uno de éstos?
¿Puedo quedarme aquí esta noche?
¿Puede alguno de éstos ser verdad?
¿Nos podemos permitir un coche nuevo?
¿Sabes contar en francés?
¿Puedes arreglar mi computadora?
¿Nos puedes ayudar esta noche?
¿Sabes tocar el violín?
¿Pueden ver el cuadro?
¿Puedes enseñarme francés?
¿Puedes esperar aquí?
Sigue con tu trabajo.
Los niños son vulnerables.
Las clases empiezan el lunes.
Cierra los ojos, por favor.
Considérame tu amiga.
Consulte a su farmacéutico.
¿Me prestas un lápiz?
¿Puedes cerrar la puerta?
Los días se están haciendo más largos.
¿Tiene eso algún sentido?
¿Habéis ordenado vuestra habitación?
¿Has venido aquí solo?
¿Has oído ese sonido?
¿Viste sus caras?
¿Tú has escrito este libro?
¿Alguno de ustedes las conoce?
¿Tienes ganas de comer?
¿Tienes un cuenco para sopa?
¿Tienes comida suficiente?
¿Conoce usted al Sr. Jackson?
¿Sabes qué quiero decir?
¿Sabes dónde es?
¿Te gusta la comida coreana?
¿Te gusta este diseño?
¿Os gusta estar solos?
¿Les gusta estar solas?
¿De verdad vives aquí?
¿Habla usted a su perro?
¿Piensas que soy estúpido?
¿Querés un jugo de fruta?
¿Quieres ir otra vez?
¿Quieres encontrarte con Tom?
¿Cree Tom en Dios?
¿Alguien quiere una cerveza?
¿No te molesta?
No seas tan duro conmigo.
No te molestes en llamarme.
Ni se molesten en llamarme.
No cuentes con su ayuda.
No bebas nada de alcohol.
No olvides el boleto.
No olvides el dinero.
No entres en esa área.
No los dejen escapar.
No juegues en esta habitación.
No te quedes fuera demasiado tarde.
No te lo tomes en serio.
No toque las flores.
No enciendas la luz.
No se preocupe. Yo lo hago.
¿No conoces su nombre?
¿No ves el reloj?
Comed tanto como queráis.
O Tom o yo debemos ir.
Hasta un niño lo sabe.
Todos están de vacaciones.
Todos se rieron de él.
Toda la gente está en la playa.
Todo está en orden.
Llenos los neumáticos con aire.
Los precios de los alimentos se han disparado.
Sáquelo de la casa.
Dame un vaso de leche.
Pónganme otro ejemplo.
Dame una buena razón.
Las despedidas siempre son tristes.
¿Tom siempre ha estado gordo?
¿Ya la has llamado?
¿Has visto nieve alguna vez?
¿Has perdido algo?
¿Habéis perdido el juicio?
¿Has visto a Tom hoy?
¿Tú has escrito un libro?
Aceptó de mal grado.
Él actuó como un lunático.
Él me preguntó hacia dónde ir.
Se porta como un niño.
Él volvió de China.
Él se resfría con facilidad.
Él se decidió por el coche rojo.
Merece un ascenso.
No dijo nada.
Murió dos horas después.
No me escucha.
Se lo bebió de un trago.
Disfrutó de esas visitas.
Él se molesta muy fácilmente.
Él se perdió en la ciudad.
Él tuvo que llevar la bolsa.
Él ha estado en Hokkaido.
Él tiene mal gusto para mujeres.
Es jugador de béisbol.
Está haciendo un dibujo.
Él te va a ayudar.
Él está buscando empleo.
Él ya no es un niño.
Él no es nada honesto.
Él es bajo, pero fuerte.
Él está acostumbrado a viajar.
Él solo quiere atención.
Él llevó una vida de lujos.
Él parecía un médico.
Miró al cielo.
Él le hizo una silla a su hijo.
Él descuida sus estudios.
Nunca se para a pensar.
Él solo tenía 100 dólares.
Le echó aire a sus neumáticos.
Él me salvó del peligro.
Él ve televisión a veces.
Él habló de la unidad del partido.
Él la tomó de la mano.
Él ha rechazado mi oferta.
Él quería destruirlo.
Él era un hombre alto y delgado.
Él estaba sordo a mis súplicas.
No fue lo suficientemente rápido.
Él se sintió asustado.
Él ve la televisión todos los días.
Él la amará por siempre.
Él no nos va a dejar tranquilos.
Él también se irá, ¿verdad?
Es muy trabajador.
Le va a encantar esto.
Él está murmurando algo.
Él es muy comprensivo.
Ayúdame a salir de aquí.
Su gentileza me conmovió.
Aquí hay una carta para usted.
Aquí tienen su dinero, niños.
Su coche se estrelló contra un árbol.
Su vida está en mis manos.
Sostenlo con ambas manos.
¿Cómo se puede detener esto?
¿Cómo pueden ser tan ingenuos?
¿Cómo denuncio un robo?
¿Cómo murió Tom exactamente?
¿Cuánto mide este lápiz?
¿Cuántos más hay?
¿Qué tanto pesa Tom?
¿Cuánto cuesta esta cámara?
¿Cuántos años tiene el universo?
¡Apresúrate! Llegaremos tarde.
Acepto tu reto.
Ya tengo una familia.
Soy tan feliz como una lombriz.
No voy a ninguna parte.
Yo respondí a la pregunta.
Discutí con todos.
Yo quiero ser como Tom.
Creo en la amistad.
Creo que usted es honesto.
Le compré una revista a él.
Te traje un regalo.
Puedo hacer esto durante toda la noche.
Entiendo lo que quieres decir.
No me puedo permitir los honorarios.
Ni siquiera puedo mirarlo.
No puedo volver a la cárcel.
No puedo sencillamente hacer nada.
No puedo vivir sin tele.
No soporto los hospitales.
No aguanto este dolor.
No puedo deshacer este nudo.
Te considero como un amigo.
No logré dormir.
Yo lo hice a petición suya.
Yo ni sabía.
No aprendí nada.
Yo no toqué nada.
No la entiendo.
No me importa lo que hagamos.
Ni siquiera tengo traje.
No tengo una hija.
No tengo suficiente RAM.
No tengo el número.
No sé lo que es.
Tom no me gusta para nada.
No me gustan las películas tristes.
No me gusta la sopa espesa.
No me gustas nada.
No necesito protección.
En verdad no te conozco.
No veo ninguna opción.
Yo no creo que sea justo.
No entiendo eso.
No deseo la ayuda de Tom.
No quiero ser grosera.
No quiero comer ahora.
No quiero entrometerme.
No quiero verlo.
No quiero que mueras.
No me preocupo por Tom.
Siempre como aquí.
Me gusta sacar fotos.
Ahora me siento mucho mejor.
Me siento muy bien con esto.
Con él me siento relajado.
Siento tu dolor, socio.
Sentí que moriría.
Me sentí tan incómodo.
Ya terminé de almorzar.
Olvidé de nuevo el nombre de él.
Encontré el vaso vacío.
Voy a la escuela a las siete.
Tengo una B en aritmética.
Me levanté temprano como siempre.
Supongo que puedo confiar en ti.
Creo que no podemos decir que no.
Me lo pasé estupendamente aquí.
Tuve una racha de mala suerte.
Mandé mi reloj a arreglar.
Yo había planeado algo.
Tuve que dispararle a mi caballo.
Casi no reconozco a Tom.
Me fastidia tener que salir.
Odio a esa clase de personas.
Detesto perder el tiempo.
Hoy tengo resaca.
Tengo un hijo que está enfermo.
Tengo un vecino raro.
Tengo una oferta para hacer.
Tengo malas noticias para vosotros.
Ahora apenas tengo dinero.
No tengo nietos.
No tengo tiempo mañana.
Tengo que comer algo.
Tengo que venderla hoy.
Tengo que tomar un baño.
Yo tengo dos hermanos mayores.
No me he olvidado de ti.
No he visto nada.
Lo he oído por la radio.
Espero poder hacerlo.
Espero que no estés sola.
Espero que la encontréis pronto.
Espero que te guste el trabajo.
Salté sobre la zanja.
Me encanta hacerme ilusiones.
Yo solo quiero divertirme.
Sabía que sería duro.
Sé que cometí un error.
Conozco a todos mis vecinos.
Sé que suena ridículo.
Yo sé que estaba equivocado.
Sé que ella es mona.
Sé que ésa es mi entrada.
Sé dónde está la llave.
Sé que ustedes también están ocupados.
Me gusta mucho mi trabajo.
Me gusta mucho ese vestido.
Me gusta la manera en que hablas.
Me gusta leer las noticias.
Vivo cerca de Harvard.
Me solté los cordones de los zapatos.
Me encantan los villancicos.
Adoro verte sonreír.
Nos hicimos amigos con ella.
Puede que nade en el río.
La conocí durante el invierno.
Yo puedo ser de ayuda.
Debo de estar acercándome.
Necesito una pequeña compañía.
Necesito comprar una espátula.
Necesito descansar un momento.
Necesito ver a mi padre.
Necesito tu cooperación.
Nunca lo había pensado.
A menudo tengo pesadillas.
Solo tengo unos pocos libros.
Yo a él sólo lo conozco de nombre.
Le debo 1.000 dólares.
Pagué en efectivo el coche.
No pienso hacer nada.
Prefiero llegar antes.
Realmente me la pasé bien.
Añoro un montón la comida tailandesa.
Lo recomiendo enfáticamente.
Me acuerdo de lo que dijo.
Yo dije que iba a ayudarte.
Vi a un gato en el techo.
Lo vi serruchando un árbol.
Te vi en televisión.
No veo motivo para parar.
Tendría que haberle dicho a Tom que no.
Hice trizas el documento.
Rompí la foto de Tom.
Hablo un poco de francés.
Hablo tres idiomas.
Todavía no me siento seguro.
Todavía no lo hice.
Lo estudié en profundidad.
Supongo que podríamos caminar.
Tengo cuerda para rato.
Creo que lo he entendido.
Creo que Tom ha tocado bien.
Creo que es intrigante.
Creo que esto es perfecto.
Creo que te equivocas.
Creía que Tom tenía un perro.
Pensé que iba a venir.
Pensaba que era el mío.
Pensé que habías dicho dos y media.
Le dije a Tom lo que tú hiciste.
Tomé una fotografía de ella.
Yo traté de escribir una novela.
Yo acostumbro a lavar los platos.
Yo quiero que Tom lea esto.
Quiero una golosina.
Quiero algo de información.
Quiero ser actriz.
Quiero ir contigo.
Hoy quiero salir a comer.
Quiero ir a un hotel.
Quiero matar a alguien.
Quiero jugar al fútbol.
Quiero verte otra vez.
Quiero quedarme contigo.
Quiero que vengas a casa.
Quiero que te pongas esto.
Nací hace 20 años.
Seguía un presentimiento.
Iba a usar eso.
Estaba perdido entre la multitud.
Estaba hablando de Tom.
Ayer no estaba ocupado.
Entré a la vieja casa.
He ido a lavarme las manos.
Secaré tu camiseta.
Desearía que él estuviera aquí ahora.
No iré a Australia.
Me pregunto por qué estará atrasado.
No me sorprendería.
Haría cualquier cosa por usted.
Me gustaría empezar cuanto antes.
Me encantaría tener tu edad.
Preferiría quedarme en casa.
Yo que tú estudiaría.
Estaré ocupado hasta las dos y media.
Saldré en un segundo.
Compraré un nuevo bloc de notas.
Voy a decidir quién lo hace.
Explicaré esto después.
Te daré un regalo.
Conseguiré que te internen.
Os echaré mucho de menos.
Pagaré con tarjeta de crédito.
Te mandaré un mensaje.
Les mando un mensaje.
Pongo en peligro mi trabajo en ello.
Cogeré este paraguas.
Te escribiré una carta.
Soy jugador de voleibol.
Estoy preocupado por su vida.
Soy alérgico a los cacahuates.
Soy alérgica a los mariscos.
Estoy consciente del peligro.
Vuelvo esta noche.
Estoy muerto si me quedo aquí.
Estoy extremadamente confiado.
Me siento realmente bien.
Me alegro de que esté resuelto.
Me alegro que lo disfrutaras.
Me voy a divertir con esto.
Soy bueno para las matemáticas.
Estoy aquí para protegerte.
La verdad es que yo también tengo apetito.
Estoy saliendo del cine.
Estoy ansioso y emocionado.
No estoy culpando a nadie.
No estoy ocultando nada.
No trabajo para Tom.
Solo estoy intentando ayudar.
Estoy orgulloso de mi hermano.
Voy a dimitir el lunes.
Me alegro mucho de que hayas vuelto.
Estoy muy orgullosa de mis chicos.
Lamento haberte despertado.
Estoy seguro que Tom te extraña.
Estoy seguro de que te va a gustar.
Estoy demasiado ocupado como para ver a Tom.
Estoy muy corto de dinero.
He logrado mucho.
He sido engañado de nuevo.
Estuve leyendo un montón.
He hecho cosas estúpidas
Tengo nuevas prioridades.
He tenido un día horrible.
Nunca estuve casado.
Solo me he tomado un trago.
Si querés llorar, llorá.
Invita a quien quieras.
¿Tomás tiene más dinero que María?
¿Está todo bien?
¿Son cerca de las diez?
¿Es ésa la verdadera razón?
¿Hay algún problema aquí?
¿Es lo que quería Tomás?
¿Está su marido en casa?
Todo ocurrió tan rápido.
No se ve que funcione.
Es un viejo manuscrito.
Es tranquilo, ¿verdad?
No es tan importante.
Se me hace agua la boca.
Llovió toda la semana pasada.
Parece bastante resistente.
Era un juego fantástico.
Ya era demasiado tarde.
Distaba mucho de ser cierto.
Fue solo una pesadilla.
Estaba nevando aquel día.
Fue sin ninguna pega.
Será una ocasión muy importante.
Es un fastidio.
Es realmente un buen libro.
Son casi las seis.
Hoy hace un frío que pela.
Ello ha estado ahí por un rato.
Es completamente visible.
Sólo es una expresión.
No es asunto mío.
No está en mi contrato.
No es la primera vez.
Es realmente una buena idea.
Todavía no es demasiado tarde.
Es demasiado temprano para irse.
Salta tan alto como puedas.
Vigila las bolsas.
Patea lo más fuerte que puedas.
Decidle a Tom dónde estoy.
Recemos todos juntos.
Vámonos a dar un paseo.
Tomemos otra cerveza.
No comencemos una pelea.
Cantemos otra canción.
Dejemos de perder tiempo.
Tomemos el ascensor.
Lincoln se opuso a la esclavitud.
La suerte está de mi lado hoy.
Hacer queso es un arte.
Mary sabe hablar japonés.
Mary tiene unos ojos hermosos.
María tiene el pelo muy largo.
Mary es una chica obstinada.
María mintió acerca de su edad.
Mary nunca lleva maquillaje.
Mary llevaba un vestido blanco.
¿Puedo preguntarte una cosa?
¿Me deja su navaja?
¿Puedo correr las cortinas?
¿Me das una de estas?
¿Puedo tomarle una foto?
Quizá Tom no nos ha visto.
Tal vez deberías intentarlo.
El problema no es el dinero.
Mi hermano no nada.
Mi hermano debe de estar enfermo.
Mi gato está mudando pelo.
Mi hija fue engañada
Mi padre no suele fumar.
Mi corazón te pertenece.
Mi madre no está en casa.
Mis padres se divorciaron.
El coche de mi hermana es rosa.
Mi tío me ha dado un libro.
Mi esposa ama el pastel de manzana.
Nunca presiones este botón.
Nadie tenía linterna.
Ninguno sabía leer.
Nadie sabe la razón.
Nadie le creerá.
Nadie escapa a la muerte.
Nadie le tiene miedo a Tom.
Nadie conoce mi país.
Nadie nos dijo nada.
Nada lo hace feliz a Tom.
Ahora se complica.
Por supuesto que no es verdad.
Las gallinas viejas no ponen huevos.
Nuestro vuelo fue cancelado.
Nuestro trabajo está casi terminado.
Por favor, adopta este cachorrito.
Por favor, adoptá este chuchito.
Por favor, pregúntaselo a otra persona.
Por favor, compra algunas manzanas.
Cerrá la heladera, por favor.
¡Por favor cierren la ventana!
Venga a mi casa, por favor.
Por favor no me chilles.
Inserte su tarjeta, por favor.
Prestame el coche por favor.
Por favor, escuche con atención.
Enséñeme el menú, por favor.
Por favor cuéntame sobre ello.
Las patatas son muy baratas.
Ponga una marca en esta página.
Lea estas instrucciones.
Enrolle usted esas revistas.
Dilo como quieras.
Ella apuntó al objetivo.
Normalmente estamos de acuerdo.
Ella me hizo una pregunta.
Ella vino muy tarde a casa.
Ella cambió de tema.
A ella no le gusta el sushi.
Ella se centró en su trabajo.
Ella me sonrió tímidamente.
Ella tiene un rostro encantador.
Ella odia la música country.
Ella es amiga mía.
Ella es una chica muy gentil.
Ella está bañando al bebé.
Ella le está escuchando.
Ella lleva puesto un broche.
Le gusta leer libros.
Ella le hizo un abrigo nuevo.
Ella debe tener unos cuarenta.
Ella debe haber estado enferma.
Ella asustó al gato.
Ella habló bien japonés.
Ella lo llevó al zoológico.
Visitó al profesor.
Ella salió a dar un paseo.
Ella no es una buena persona.
Los zapatos se venden por pares.
Enséñame tu mano derecha.
La esclavitud era legal ahí.
Alguien me está mirando.
Alguien me está siguiendo.
Alguien me robó la cartera.
Aquí hay algo que no cuadra.
Perdón por todos los errores ortográficos.
Por favor, deletree su nombre.
No te metas en mis asuntos.
Pare de hablar enseguida.
Después del sábado viene el domingo.
Ten en cuenta su consejo.
Lleve usted el dinero consigo.
Háblame acerca de tu plan.
Decidme cuántos años tenéis.
Diles que tengan cuidado.
Gracias por vuestra ayuda.
Eso aplica para él también.
Ese chico es inteligente.
Eso lo cambia todo.
Esa fábrica hace juguetes.
Eso no es un diccionario.
Eso no me gusta.
Ese hombre parece conocido.
Ese sendero es intransitable.
Eso fue una insensatez de Tom.
Esa no era mi pregunta.
Eso sería un problema.
Es un hermoso traje.
Es un trabajo muy difícil.
Ésa es mi canción favorita.
Eso no es lo que queremos.
Esa es la respuesta correcta.
Esto es lo que más quiero.
Es por eso que él se enojó.
El aeropuerto está cerca.
El bebé todavía no puede andar.
El nombre del bebé era Tomás.
La caja está casi vacía.
El muchacho besó a la muchacha.
El chico guardó silencio.
El autobús llega tarde.
El castillo es hermoso.
El clima está cambiando.
El delincuente está tenso.
El doctor está preocupado.
La perra empezó a ladrar.
La puerta seguía abierta.
El piso estaba muy frío.
El mobiliario tenía polvo.
Hay que cortar el pasto.
Se acercan las vacaciones.
El impostor fue atrapado.
La llave está en la mesa.
La mujer tiene más de ochenta años.
El león come carne.
La luna ya salió.
La noche está en pañales.
Las chances están en nuestra contra.
El dolor va y viene.
La birome está sobre la mesa.
El precio es razonable.
La calidad es malísima.
El barco echó anclas.
El cielo está oscureciendo.
El olor era desagradable.
Las calles están inundadas.
El título es engañoso.
El tren acaba de salir.
Los árboles estaban en línea.
Terminó la guerra en Europa.
El agua empezó a hervir.
Sus ventas están creciendo.
Falta una página.
No había vías férreas.
Ha habido un robo.
No hay tiempo que perder.
No hay tiempo suficiente.
Estas manzanas saben bien.
Estos regalos son para ti.
Ellos renunciaron al plan.
Ellas aceptaron la oferta.
Todos recordaron a Tom.
Ellos están recogiendo nueces.
Ellos llegaron por separado.
Cruzaron la frontera.
No me maltrataron.
Entraron de forma subrepticia.
Lucharon por la libertad.
Tenían buena química.
Tienen dos hijas.
Tienen que haber estado cansados.
Dijeron que era urgente.
Corrieron detrás de Tom.
Ellos fueron puestos en prisión.
Ellos siempre están peleando.
No van a volver.
Ellos están esperando afuera.
Esta cuenta está bien.
Este libro es una novela policíaca.
Este pan está delicioso.
Esto cambia todo.
Esto no tiene buena pinta.
Esta comida huele a podrido.
Esta casa es muy buena.
Es una idea horrible.
Todo esto me suena a chino.
Esto va a la perfección.
Este es mi hermano, Tom.
No se trata de dinero.
Esta es tu gran oportunidad.
¡Esto me hace bien!
Este lugar es hermoso.
A esta pieza le llega luz del sol.
Esto suena a francés.
Esta cosa me aterroriza.
Esto te dará calor.
Esas flores murieron.
Tres personas están ausentes.
Hoy es un día fabuloso.
Tom siempre juega a ganador.
Tom parecía muy cansado.
Tom vendó el brazo de Mary.
Tom compró zanahorias.
Tom construyó su propia casa.
Tom no puede ser tan ingenuo.
Tom no oye nada.
Tom atrapó un pez grande.
Tomás se chupó los dedos.
Tomás no podía creerlo.
Tomás hizo un muy buen trabajo.
Tomás no vino, ¿verdad?
Tom no dijo nada.
Tom murió el lunes por la mañana.
Tom no tiene idea.
A Tom no le gusta el café.
Tom no quiere comer.
Tom entró a la cocina.
Tom se sintió un poco mareado.
Tom dio a Mary algo de comida.
Tom me dio raite a mi casa.
Tom recibió otro mensaje.
Tom se subió al coche de Mary.
Tom almorzó con Mary.
Tom le pasó un cuchillo a Mary.
Tom tiene un salario decente.
Tom tiene buena mano con los niños.
Tom ha tenido un accidente.
Tom nunca ha estado enfermo.
Tom tiene 3 empleados.
Tom tiene dos novias.
Tom escuchó la puerta abrirse.
Tom es el novio de Mary.
Tom es un estudiante brillante.
Tom es un buen guitarrista.
Tom es un pintor descuidado.
Tom es muy buen cocinero.
Tom es alérgico a los gatos.
Tomás siempre es muy agradable.
Tom está enterrado en Boston.
Tom está preparando el plato.
Tom es extremadamente tosco.
Tom se está poniendo inquieto.
Tom le está ayudando a su esposa.
Tom es honesto, ¿no?
Tom está enamorado de ti.
Tom está loco, ¿verdad?
Tom está aprendiendo inglés.
Tom te está manipulando.
Tom se está escudriñando la nariz.
Tom es más bien excéntrico.
Tom está seguro donde está.
Tomás todavía hace vida de soltero.
Tom está sudando con intensidad.
Tomás es manager del equipo.
Tom está ordenando su habitación.
Tom es muy incompetente.
Tom está con sus amigos.
Tom es más joven que tú.
Tomás no es un buen trabajador.
Tomás no trabaja por su cuenta.
Tomás no está usando medias.
Tomás sabía que María estaba en lo cierto.
Tom conoce al padre de Mary.
Tom se apoyó sobre la mesa.
A Tom le gustan las películas de acción.
Tom miró al piso.
Tomás se parece a un banquero.
Tomás prepara muy buenas hamburguesas.
Tom necesita un poco de ayuda.
Tomás nunca tiende su cama.
Tomás nunca habla con María.
Tom abrió la puerta del coche.
Tom pagó el boleto.
Tom prometió su apoyo.
Tom se puso un abrigo negro.
Tom bajó corriendo las escaleras.
Tom respeta a sus mayores.
Tom se enjuagó el jabón.
Tomás dijo no ser un experto.
Tom dice que no puede dormir.
Tom apoyó la moción.
Tom parece nervioso.
Tom debería estar aquí pronto.
Tom debería habérselo dicho a Mary.
Tomás duerme todo el tiempo.
Tom escupió el veneno.
Tom se paró cerca de Mary.
Tom cree que está enamorado.
Tom cree que estás mintiendo.
Me dijo Tom que le pegaste.
Tom se llevó algo de comida a casa.
Tom subestimó a Mary.
Tom solía odiar Boston.
Tomás salió del escenario.
Tom quería ayudar a Mary.
Tom quiere ser piloto.
Tom era el compañero de cuarto de John.
Tom nació en octubre.
Tom estaba sumido en sus pensamientos.
Tom estaba en una silla de ruedas.
Probablemente Tom estaba bromeando.
Tom te estaba esperando.
Tom usa corbatas de seda.
Tomás no va a tener otra opción.
Tom no tendrá éxito.
Tomás trabajó toda su vida.
Tom trabaja en una plataforma petrolífera.
El francés de Tom es perfecto.
Los días de Tom están contados.
La casa de Tomás se estaba incendiando.
El cuarto de Tom no estaba limpio.
Mañana será otro día.
Trata de resolver el problema.
Pon las luces.
Dos más dos son cuatro.
¿Había alguien más que faltara?
Todos nos pusimos de pie al mismo tiempo.
Estamos encantados de ayudaros.
Podemos abrir las ventanas.
No podemos garantizar eso.
No pensamos en eso.
No tenemos azúcar.
No tenemos el dinero.
Le dimos por muerto.
No tuvimos ninguna ayuda de Tom.
Tenemos un gato y un perro.
Tenemos comida suficiente ahora.
No tenemos nada que ocultar.
¡Traemos estupendas noticias!
Tenemos que seguir trabajando.
Aún no dijimos que sí.
Sabemos que era tu deber.
Tenemos que permanecer vigilantes.
Nunca tuvimos la chanza.
Lo reportamos como perdido.
Esperamos allí tranquilamente.
Queremos ayudarte ahora.
Te estábamos buscando.
No estábamos preparados para ello.
Ahora sería mejor que nos fuésemos a casa.
Llegaremos tarde a clase.
Aquí todos somos maestros.
Nosotros estamos sintiéndonos seguros.
Estamos aquí para jugar al golf.
No somos los campeones.
Somos más listos que eso.
Somos muy buenos amigos.
Hemos estado ahí antes.
¿Estaban ocupados la semana pasada?
¿Le picó una abeja?
¡Qué jardín más chulo!
¡Qué pregunta tan absurda!
¿Pero qué hacen aquí?
¿Qué estás mirando?
¿Tengo monos en la cara?
¿De qué color es tu cuarto?
¿Qué ha dicho el médico?
¿De qué hablabas?
¿Para qué lo necesitas?
¿Qué quiere comer?
¿Qué dice ese letrero?
¿En qué vuelo estabas?
¿De qué se compone la aspirina?
¿Cuál es vuestro grupo sanguíneo?
¿Qué más necesita Tom?
¿A qué hora se fue Tom?
¿Qué hora es, por cierto?
¿Qué hacía aquí Tom?
¿Cómo se llamaba el muchacho?
¿Qué haremos esta noche?
Lo que hiciste es inmoral.
¿Qué estás esperando?
¿Qué pasa aquí?
¿Cuál es la tasa para el correo aéreo?
¿Cuál es el problema, Tom?
¿Cuál es el número de tu habitación?
¿Cuándo juega tenis?
¿Cuándo estuvo aquí antes?
¿Dónde están los ascensores?
¿Dónde estás ahorita?
¿Dónde están tus fotografías?
¿Dónde puedo conseguir las entradas?
¿Desde dónde llamó Tom?
¿A dónde quieres ir?
¿Adónde va este libro?
¿Dónde debería poner esto?
¿En dónde está trabajando ahora Tom?
¿Dónde está tu cómplice?
¿Cuál prefieres tú?
¿De quién te estás escondiendo?
¿A quién estás esperando?
¿Quién se comió todas las galletitas?
¿A quién pertenece esto?
¿Quién más está en la lista?
¿De quién es esta carta?
¿Quién plantó estos árboles?
¿Quién quiere chocolate caliente?
¿Quién hará eso con Tom?
¿Quién es el niño más fuerte?
¿Por qué está aquí la policía?
¿Por qué llegas siempre tarde?
¿Por qué estás tan lejos?
¿Por qué sois tan inseguros?
¿Por qué estás tan paranoico?
¿Por qué son tan paranoicos?
¿Por qué no lo estás usando?
¿Por qué ha dejado de fumar?
¿Por qué no ayudaste a Tom?
¿Por qué miente la gente?
¿Por qué nunca cocinas?
¿Por qué no confías en Tom?
¿Por qué está con llave esta habitación?
¿Por qué deberíamos confiar en vosotros?
¿Por qué dirían eso?
¿Hará calor mañana?
¿Quiere encender el fuego?
¿Qué tal un té?
¿Te gustaría un plátano?
¿Podrías esperar un segundo?
Ayer fue un día caluroso.
Puedes lograr esto.
Puedes sentarte si quieres.
Sabes nadar, ¿verdad?
No puedes probar nada.
Podrías hacerte daño.
No te merecías eso.
Ni siquiera sabes cómo.
No tienes las agallas.
No te tienes que ir.
Tú no sabes quién soy.
No hace falta que grites.
Se te cayó el lápiz.
Tú tienes muchos libros.
Tienes unos ojos muy bonitos.
Tienes treinta segundos.
Tienes que dejar que yo ayude.
Tienes hasta la medianoche.
Tienes lo que ellos quieren.
Ella te gusta, ¿verdad?
Estás muy guapa.
Tienes que ser más respetuoso.
Debes hacerlo por tu propia cuenta.
Tiene que pagar por adelantado.
Necesitas mucha agua.
Ya no te ríes nunca.
Realmente eres un idiota.
Dijiste que no dolería.
Debes enfrentar la realidad.
Tú deberías escucharme.
Deberías dejar de fumar.
Usted debería haber estado aquí.
No deberías haber venido.
Derramaste tu café.
Eras mi mejor amigo.
Trabajas menos que yo.
Aprenderás mucho aquí.
Estás rompiendo la ley.
Estás manejando demasiado rápido.
Ya habéis terminado.
Te has perdido, ¿verdad?
No eres el único.
Eres realmente hermosa.
Eres más alto que yo.
Sos muy inteligente.
Siempre me has ayudado.
Debes estar bromeando.
Tu comentario es absurdo.
Tienes un bonito caballo.
Tus bromas no son graciosas.
Tu nombre es Tom, ¿verdad?
Tu plan es bueno.
Tu pollera es muy corta.
Sus deseos son órdenes.
Se logró un compromiso.
Un vaso de agua, por favor.
Una esponja absorbe líquidos.
Los accidentes son inevitables.
Agregá dos dientes de ajo.
Todos mis problemas se han ido.
Todas las manzanas están ahí.
Tenedlo siempre presente.
La ira es difícil de controlar.
Todos pueden cometer errores.
¿Ellos hablan francés?
¿Tienes miedo de los fantasmas?
¿Pasas o no?
¿Os gusta el béisbol?
¿Va usted de paseo?
¿Estás escondiendo algo?
¿Estás perdiendo la cabeza?
¿Te estás cachondeando de mí?
¿Se te ha ido la pinza?
¿Tienes miedo de los fantasmas?
¿No estás todavía en casa?
Pídele a tu padre que te ayude.
Los bancos cerraron sus puertas.
Los pájaros vuelan distancias largas.
El pan se hace a partir de harina.
Primero el trabajo, después el placer.
¡Llame a los bomberos!
¿Me prestás tu martillo?
¿Puedo tener algunas de éstas?
¿Puedo pagar con tarjeta de crédito?
¿Puedo usar mi tarjeta de crédito?
¿Podemos posponer el viaje?
¿Puedes hacerlo en un solo día?
¿Me lo podría explicar?
¿Puedes mantenerlo en secreto?
¿Puede pasarme la sal?
¿Puedes quedarte un rato?
¿Me puede llevar con usted?
¿Puedes lanzar una bola rápida?
¿No sabes andar en bicicleta?
El queso se fabrica con leche.
La Navidad será pronto, ¿no es así?
El carbón no es siempre negro.
Ven tan rápido como puedas.
Ven cualquier día que quieras.
¿Puedo aparcar aquí mi coche?
¿Podrías decir eso de nuevo?
¿Herí tus sentimientos?
¿Ella lastimó al gatito?
¿Compraste la medicina?
¿Lo pasasteis bien?
¿Escuchaste lo que dije?
¿Lo has hecho tú sola?
¿Lo cosiste a mano?
¿No te siguió nadie?
¿Necesito hacerlo ahora?
Haz lo que te diga.
¿Haces esto todos los días?
¿Se siente seguro en casa?
¿Tienes una amiga?
¿Tienes un mapa del metro?
¿Tienes suficiente dinero?
¿Tienes clases hoy?
¿Conoces a esa gente?
¿Sabes dónde vivo?
¿Sabe usted quiénes son ellos?
¿Te gusta el vino francés?
¿Te gusta comer fruta?
¿Necesita una ambulancia?
¿Tienes previsto ir al extranjero?
¿Te acuerdas de su nombre?
¿Hablas bien francés?
¿Aún tenéis mi llave?
¿Todavía tienen ustedes mi llave?
¿Sigues jugando al hockey?
¿Piensas que estoy de broma?
¿Crees que somos ciegos?
¿Quieren ustedes carne de vaca o de cerdo?
¿Querés quedarte acá?
¿Tom todavía trabaja aquí?
Los perros pueden ver en la oscuridad.
No cambies de tema.
No tomes tanta cerveza.
No te olvides de quién eres.
No dejes la luz encendida.
No mirés a la cámara.
No te burles de la gente.
No juegues en la calle.
No fume en este cuarto.
No se lo digáis a mi novia.
No confíes en lo que él dice.
No digas malas palabras.
¿No tienes bicicleta?
¿No los reconoces?
Cada uno de ellos cantó una canción.
O tienes razón tú, o tengo razón yo.
Ni siquiera Tom hace eso.
Todos sonrieron excepto Tom.
Todos tuvieron un buen año.
Todo el mundo habló sobre eso.
Todo va bien.
Perdón por llegar tarde.
La fe puede mover montañas.
Pocas personas tienen dos coches.
Termina rápido tu trabajo.
La harina se transforma en pan.
Cuatro más tres son siete.
Baja del caballo.
Salid del aula.
Saquen ese perro de aquí.
Dame una botella de vino.
Dame un trozo de papel.
Prosigue con tu historia.
Coge tanto como necesites.
Pásame esa caja de alfileres.
¿He cambiado tanto?
¿Has estado aquí desde entonces?
¿Has estado alguna vez en televisión?
¿Ya has dado de comer al perro?
¿Viste la habitación de Tomás?
¿Lo ha probado antes?
Él le aconsejó que no fuera.
Él llegó poco después.
Él actuó como un lunático.
Él volvió el agosto pasado.
Él me ordenó hacerlo.
Él negó haberla encontrado.
Él no me decepcionó.
Ya había muerto cuando yo llegué.
Él no tiene una hermana.
Vestía con mucha modestia.
Él se enamoró de ella.
Él me dio lo que yo necesitaba.
Tuvo su cuota de suerte.
Él tuvo problemas respiratorios.
Tiene una pequeña ventaja.
Acaba de llegar aquí.
Oyó al perro ladrar.
Él me invitó a una fiesta.
Se ausentó de la escuela.
Él se pasa quejando.
Es un famoso médico.
Él tampoco vendrá.
Él es responsable de eso.
Él tiene la misma edad que yo.
Él está usando lentes.
Él siguió leyendo el libro.
Él nos llevó a la estación.
Le gusta tomar fotografías.
Él vive en una casa enorme.
Él me miró a la cara.
Perdió todo su dinero.
Él me hizo su asistente.
Debe de ser el hermano de Tom.
Pintó la puerta de azul.
Él ordenó su cuarto.
A él le encanta el béisbol.
Se robó mi cartera.
Raramente va él a la iglesia.
Él dejó pronto el nuevo empleo.
Él estudió por diez años.
Él me dijo dónde hacer las compras.
Él entiende los riesgos.
Él quería ser un granjero.
Él era un poeta y un escritor.
Él estaba desnudo de cintura hacia arriba.
Estaba hecho todo un rey.
Él fue ahorcado por asesinato.
Ella le humilló.
Él tocaba el piano.
Él fue al extranjero el año pasado.
Será un buen médico.
Él la amará por siempre.
Él trabajó para un hombre rico.
Estará contento de verte.
Él es un jugador de voleibol.
Ha estado muerto diez años.
A menudo llega tarde a trabajar.
Él está muy enojado con ella.
Ayúdame con mi tarea.
Su casa es muy moderna.
¡Eh! ¿Adónde vas?
Su libro estaba al revés.
Su casa es muy moderna.
Sus padres eran granjeros.
Su historia suena extraña.
¿Cómo andan las cosas en Boston?
¿Cómo te atreves a reírte de mí?
¿Cómo se conocieron tú y Tom?
¿Cómo llego a la ciudad?
¿Cómo va al colegio?
¿Qué tan grande es su familia?
¿Cuántas gorras tienes?
¿Cuánta televisión ves?
¿Cuánto cuesta una caja?
¿Cuánto deberían obtener?
¿Cuánto me vas a pagar?
¿Cuántos años tienen los niños?
¿Qué tan bien conoces a Tom?
Ahora está prohibida la caza.
Reconozco que él tiene razón.
Casi cojo el pez.
Soy capaz de conducir un coche.
Estoy afilando mi espada.
Aprecio tus consejos.
Le pedí a Tom que ayudara a Mary.
Casi no conozco a Tom.
Creo que te puedo ayudar.
Creo que eso es correcto.
Compré un par de botas.
Apenas puedo pagar la renta.
Puedo explicarlo todo.
No puedo aceptar ese regalo.
No puedo permitirme comprármelo.
No puedo creer que él sea Tom.
No lo puedo encontrar por ninguna parte.
No soy capaz de encontrar lo que quiero.
Hoy no puedo ir a trabajar.
No puedo vivir sin Tom.
No puedo recordar con exactitud.
No puedo quedarme mucho más tiempo.
No puedo agradecerle lo suficiente.
Escogí la respuesta incorrecta.
No podía dejar de reír.
Decidí ser abogado.
Lo hice en contra de mi voluntad.
No hice nada malo.
No me apetecía ir.
No lo oí llegar.
Ese truco yo no lo sabía.
No quise ser descortés.
Yo tampoco dije eso.
No te desperté, ¿o sí?
Yo no leo sus novelas.
No me importa nada lo que hagas.
No me siento nada bien.
Yo no tengo ningún enemigo.
No conozco a ninguna de las dos chicas.
No sé nadar.
No sé dónde está.
Ya no te conozco.
No me gusta ninguno de ellos.
No me gusta el queso de cabra.
No me gusta esta cámara.
Ya no la amo.
No me importa si está caliente.
No te debo nada.
No hablo nada de francés.
No me fío de la policía.
Yo no espero por nadie.
No quiero ser cruel.
No quiero comerme esto.
No quiero ir sola.
No quiero lastimarte.
No quiero conocer a Tom.
No quiero contároslo.
Dudo que Tom sea soltero.
Disfruto hablando con él.
Alimento a mi perro una vez al día.
Hoy me siento mucho mejor.
Peleo casi todos los días.
Encontré fácilmente su casa.
Voy a una autoescuela.
Me perdí en el bosque.
Yo crecí aquí en Boston.
Anoche tuve un sueño.
No tenía ninguna razón para hacerlo.
No había considerado eso.
Tengo un marido celoso.
Yo tengo mucho que hacer hoy.
Me duele el pie.
Estoy con un terrible dolor de cabeza.
Yo también tengo prueba hoy.
Cogí un resfriado terrible.
Tengo buenas noticias para ustedes.
Nunca me sentí mejor.
No tengo modo de saberlo.
Tengo algo para Tom.
Tengo que llamar a mi padre.
Tengo que ir a hablar con Tom.
Tengo que saber la verdad.
Tengo que sacarle brillo a mis zapatos.
Tengo dos hermanas mayores.
Llevo días sin comer.
No he tenido noticias de Tom.
Oí a los niños cantar.
Espero no haberla despertado.
Espero que lo que hice ayudara.
Espero que te estés divirtiendo.
Te he juzgado demasiado rápido.
Solo necesito cinco minutos.
Acabo de organizar mi escritorio.
Tan sólo quiero irme a la cama.
Tengo un conejo como mascota.
Lo sabía desde el comienzo.
Sé que necesito hacer eso.
Sé exactamente quién es.
Sé que solo es un sueño.
Sé que resulto molesta.
Sé que estáis ocupadas.
Sé lo que está haciendo Tomás.
Sé de quién es este coche.
Yo sé que tú no tienes miedo.
Olvidé la llave en la habitación.
¡Me gustan las lenguas extranjeras!
Me agrada la forma en que canta Tom.
Me gusta ser espontáneo.
Me gusta viajar en barco.
Vivo al otro lado de la calle.
Le miré a los ojos.
Adoro nuestras conversaciones.
Me encanta coleccionar estampillas.
Cometí un grave error.
Puede que lo encuentre.
Le conocí en la estación.
Ayer conocí a tu padre.
Debo ayudar a estas personas.
Necesito un remedio para la tos.
Necesito saber algo.
Necesito ver al doctor.
Esa noche no dormí nada.
Ya no estudio francés.
Solo tengo ojos para ti.
Ordené dos hamburguesas.
Yo tengo una guitarra eléctrica.
Yo no prometí algo así.
Anoche leí un libro.
Realmente aprecio eso.
Recibí una invitación.
Me acuerdo de lo que dijiste.
Yo vi a Tom escondiendo algo.
Le vi cruzar la carretera.
Vi algo terrible.
Veo lo que hiciste ahí.
Debería haber llegado antes.
Fumo casi todos los días.
La miré fijamente a la cara.
¡Aún no lo creo!
Aún tengo un trabajo que hacer.
Estudio francés todos los días.
Me baño una vez al día.
Cojo el autobús a la escuela.
Enseño francés a adultos.
Creo que escuché algo.
Creo que he visto bastante.
Creo que Tom es un embustero.
Pienso que es un buen hombre.
Pienso que es una idea genial.
Creo que es bastante mono.
Pienso que él tiene razón.
Creo que deberíais hacerlo.
Creo que fuiste demasiado lejos.
Pensé que Tom estaba bromeando.
Yo creía que tenías razón.
Le dije a Tom que se estuviera quieto.
Te dije que era idiota.
Viajé por Europa.
Vivía en Boston.
Esperé por diez minutos.
Caminé por el río.
Quiero un buen diccionario.
Quiero ser guitarrista.
Quiero comprarle un regalo a Tom.
Quiero cambiar de vida.
Quiero ir a hablar con Tom.
Quiero saber la verdad.
Quiero saber tu nombre.
La quiero hacer feliz.
Quiero verlo todo.
Quiero hablar con Tom.
Quiero lo que prometiste.
Quiero que salgas.
Quería estudiar francés.
Estaba acostumbrado al calor.
Me quedé en casa el verano entero.
Estaba completamente desorientado.
Tenía hambre y sed.
Perdí el tren.
Me arañó un gato.
Trataba de no mirar.
Volví a la casa.
Haré lo mejor que pueda.
Yo nunca lo volveré a hacer.
No te dejaré hacerlo.
Desearía que fuera canadiense.
No volveré a molestarte.
Ya no voy más allí.
Me pregunto si él vendrá.
Me pregunto si podemos hacerlo.
Me pregunto quién lo habrá inventado.
Lo haría si pudiera.
Me gustaría hablar dos palabras con usted.
Me gustaría estar solo ahora.
Me gustaría rentar una casa.
Me gustaría ojear la carta.
Me gustaría viajar solo.
Yo, que tú, me callaría.
Volveré en un minuto.
Estaré allí en seguida.
Iré mañana en la noche.
Haré todo lo que pueda.
Encontraré una manera de hacerlo.
Te daré hasta las dos y media.
Te dejaré subir a bordo.
Abriré algo más de vino.
Os veo el lunes, chicos.
Estaré aquí hasta las diez.
Intentaré no quedarme dormido.
Soy un científico de la computación.
Puedo hablar francés.
Estoy siempre de mal humor.
Estoy donde mis padres.
Estoy quebrado y cansado.
Lo hago lo mejor que puedo.
Me encuentro mucho mejor.
Me alegro de no poder ir.
Voy a salir en una hora.
Voy a estar demasiado ocupada.
Voy a perder peso.
Voy a tomar un baño.
Yo voy en la otra dirección.
Solo soy un chupatintas.
Mañana me despido de ti.
No soy hablante nativo.
No soy nada bueno en matemáticas.
Esta noche no voy a beber.
No estoy aquí para ayudaros.
No soy muy buen escritor.
No estoy seguro. Depende.
Ahora mismo estoy bastante triste.
Me estoy quedando sin ideas.
Siento haberte importunado.
Lamento lo que hice.
Todavía estoy casada con Tom.
Me sorprende verte.
Estoy pensando en el plan.
Estoy muy ocupado como para ayudarlo.
Estoy muy ocupado estos días.
Me alegro mucho de veros.
Ahora mismo estoy muy cansado.
He analizado el fluido.
He venido a decir adiós.
No tengo nada que ocultar.
Acabo de leer este libro.
Nunca estuve en París.
Nunca me he olvidado de ti.
Acabo de regresar.
Te he visto haciéndolo.
Ya te he dicho que no.
Si eres feliz, yo también.
El hierro conduce bien el calor.
¿Está todo el mundo allí fuera?
¿Es todo lo que Tomás te dijo?
¿Hay una carta para mí?
¿Hay algo para mí?
¿Este pez sigue vivo?
¿Está completo este juego de té?
¿Tu padre es profesor?
Parece estar funcionando.
Esto le puede pasar a cualquiera.
Costaba un riñón.
Ahora anochece a las cinco.
Va a llover dentro de poco.
Es muy amable de tu parte.
Casi me rompió el corazón.
Llueve a principios de otoño.
A mí me parece muy bien.
¡El que lo dice lo es!
Fue un disparo certero.
Estaba empezando a nevar.
Probablemente no era verdad.
No fue un trabajo agradable.
No te costará un duro.
Es una bonita foto.
Es un problema difícil.
Es cuestión de gustos.
Es cosa del pasado.
Es una ilusión óptica.
Hoy está abarrotado otra vez.
Se está haciendo tarde.
Es basura. Arrójala a la basura.
¡No es asunto mío!
No es saludable para ti.
No es tan descabellado.
Eso está fuera de cuestión.
Es el resultado previsto.
Es hora de que conversemos.
Es demasiado lindo para ser verdad.
Japón está en el este asiático.
Recuerda bien esta lección.
Aprendan de sus errores.
Deja que Tom haga lo que quiera.
Permíteme presentarte a mi esposa.
Déjame hablar con Tom a solas.
Preguntémosle a un agente de viajes.
Vamos a tomar vino o cerveza.
Démosles un minuto.
Mantengamos esto en secreto.
Vamos a jugar un rato a las cartas.
A ver qué pasa.
Lincoln ganó las elecciones.
Mira, sé que estás ocupado.
Muchas comidas se pueden hervir.
Mary no puede tener hijos.
Mary es la novia de Tom.
Mary es mi ex-novia.
Mary no es tan tierna.
Mary llevaba un vestido.
¿Me permite acompañarlo a casa?
¿Te puedo preguntar algo?
¿Puedo ir al baño?
¿Puedo hablar a solas contigo?
¿Puedo usar tu carro hoy día?
Quizá a Tom le guste nadar.
Puede que tengáis razón.
La madre decidió de otra manera.
Mi tía me regaló una cámara.
Mi tensión sanguínea está baja.
Mi gato y mi perro conviven bien.
Mi día termina a las cinco en punto.
Mi padre va al trabajo en auto.
Mi padre solía viajar.
Mi novia es china.
Mi trabajo es fregar los platos.
Mi nuevo trabajo empieza el lunes.
Ayer se me murió el loro.
Mi hijo es más alto que yo.
Mi tío murió hace un año.
Me han robado el reloj.
Mi mujer piensa que estoy loco.
Nunca vuelvas a retrasarte tanto.
Nada te hará daño.
Nadie puede descubrir la solución.
Nadie quiso ayudarnos.
¡No, no! Eso no está bien.
Nadie vino a la fiesta.
Nadie quiso ayudarnos.
Ninguno de ellos conoce el francés.
No todos son como ustedes.
Ahora vete a pasarlo bien.
Los ancianos se levantan temprano.
Una cosa llevó a otra.
Nuestro profesor lucía enfadado.
Pásame el vino, por favor.
La gente vivía en poblados.
Por favor, elija a una persona.
Por favor, no te rías de mí.
Por favor dame este libro.
Ponte los zapatos, por favor.
Por favor, baraja las cartas.
Por favor vaya con Tom.
Por favor dime la verdad.
Pon la radio, por favor.
Por favor visítame mañana.
Por favor, espere cinco minutos.
Ponlo de vuelta en la mesa.
Póngase en mi lugar.
Lea usted lo que dice la etiqueta.
Recuerda por qué estás aquí.
Decí lo que querés decir.
Los tiburones son buenos nadadores.
Compró un abanico chino.
Llevaba una bolsa de seda.
Ella decidió casarse con él.
Ella no tiene que trabajar.
Ella asiste a la escuela por la noche.
Ella tenía un sueño agradable.
Ella no tiene responsabilidad.
Ella es universitaria.
Ahora está en el trabajo.
Ella lo es todo para él.
No es una buena persona.
No es una buena poetisa.
Ella dejó la ventana abierta.
Ella vive en el país.
Parece tener al menos sesenta años.
Ella me hizo un lindo vestido.
Ella se casó con un empleado bancario.
Ella se encontró con él esta mañana.
Ella prefiere la cerveza al vino.
Ella declinó su propuesta.
Ella cantó suavemente la canción.
Ella debería desayunar.
De repente se quedó callada.
Ella me dijo que me quería.
Ella rehusó mi oferta.
Ella era una profesora.
Era una mujer encantadora.
Ella quería irse a casa a toda costa.
Ella no fue educada con él.
Ella volverá a las cinco.
Ella finalmente fracasará.
Lo hará en 24 horas.
Ella es una niña tan adorable.
Lleva zapatos de tacón.
Cierra esa puerta con cuidado.
Se abrieron sesenta nuevos museos.
Algunos perros son muy listos.
Alguien me está siguiendo.
Alguien entró en la habitación.
Alguien ha intentado matarme.
Sudáfrica está lejos.
Aléjate de la cuerda.
Dejen de discutir por dinero.
El azúcar se disuelve en agua.
Tómese el tiempo que necesite.
Dile a Tomás que yo no haré eso.
Diez años, eso es mucho.
Gracias por hacer la cena.
Gracias por los comentarios.
Esa bicicleta no es tuya.
Esa tela es muy áspera.
Esto no es asunto tuyo.
Eso lo explica todo.
¡Ese sujeto está completamente loco!
Aquello intrigó a todos.
Eso ahora no es importante.
Eso no es lo que dijisteis.
Eso me hace muy feliz.
Realmente eso dio en el clavo.
Eso fue una pregunta tonta.
Eso era difícil de creer.
Esa no era mi intención.
Ese es un asunto delicado.
Ese perro es realmente feo.
Ese es un muy buen punto.
Eso es todo lo que tengo que decir.
Ese es un modelo obsoleto.
Esa es mi silla preferida.
Eso no es lo que dijiste.
No es lo que ustedes dijeron.
Eso es realmente todo lo que yo sé.
Eso es lo que no sé.
El airbag me salvó la vida.
El bebé estuvo llorando toda la noche.
Todavía no ha sonado la campana.
El niño se ajustó la gorra.
El bus ya partió.
El gato está en su canasto.
La clase empieza a las 8:30.
La muchedumbre parece confusa.
El médico me tomó el pulso.
La puerta ha sido forzada.
La comida está sobre la mesa.
El futuro no será fácil.
El gobernador estaba furioso.
El lago se congeló por completo.
La criada dejó el empleo.
Los hombres están almorzando.
La luna está llena esta noche.
El nuevo plan funcionó bien.
El ruido era una lata.
El paciente no tiene pulso.
El policía está de guardia.
El cachorro quiere dormir.
La lluvia al fin paró.
La habitación tiene dos ventanas.
La ducha está ocupada.
El cielo se está oscureciendo.
La sopa necesita más sal.
El sol se pone en el oeste.
El váter no funciona.
El tren llegó a tiempo.
La carreta va llena de heno.
El tiempo es bueno aquí.
La cacería de brujas ha comenzado.
¿Entonces cuál es vuestro problema?
Hay baño aquí.
Tiene que haber una solución.
Queda poco tiempo.
No hay escapatoria.
Estoy muy ocupado estos días.
Estos pantalones están sucios.
Son manzanas muy grandes.
Se han comido todo el pastel.
Le cogieron robando.
Hicieron lo correcto.
Ellos no hablan al respecto.
Ellos no encontraron tales pruebas.
Ellos tuvieron vidas maravillosas.
Ellos se la han llevado.
Ellos perdieron su propiedad.
Juegan mucho juntos.
Ellos se pusieron a trabajar de inmediato.
Ellos se quieren casar.
Ellos gastaban dinero.
Ellos no se rendirían.
Tienen toda la razón.
Están justo detrás de ti.
Las cosas están empeorando.
Esto me contraría mucho.
Este libro te pertenece.
Este ataúd está demasiado pesado.
Este aparato no funciona.
Esta puerta no abre.
Esto ocurrió en octubre.
Este es el diccionario de Tom.
Este es un callejón sin salida.
Este es un cuaderno verde.
Esta es una sentencia rara.
Esto me está volviendo loco.
Este es mi correo electrónico.
Esta es una idea tan tonta.
Esta es la peor de todas.
Muy amable de tu parte.
Aquí es donde nací.
Este no es mi diccionario.
Puede que no sea suficiente.
Esta pieza no encaja.
Esta carretera es muy estrecha.
Esta canción me alegra.
En esta ocasión es diferente.
Ésas no son vuestras sillas.
Hoy es el Día de los enamorados.
Tom abandonó a su familia.
Tom y yo tenemos grandes planes.
Tom llegó al hotel.
Tom pidió un abogado.
Tom evitó la pregunta.
Tom le compró una cámara a Mary.
Tom llamó a Mary cobarde.
Tom vino aquí por sí solo.
Tomás puede dormir en mi pieza.
Tom no encuentra sus zapatos.
Tom viene aquí cada día.
Tom cortó la pera por la mitad.
Tom hizo un excelente trabajo.
Tom hizo eso a su manera.
Tom no lo consiguió tampoco.
Tom no quiso hacer ningún daño.
Tom no quería hacerlo.
Tom murió en sus treintas.
Tom no bebe café.
Tom no tiene fiebre.
Tom no necesita lentes.
Tom no utiliza Facebook.
Tom no quiere parar.
Tom condujo hasta la casa de Mary.
Tom finalmente confesó.
Tom se sintió algo culpable.
Tom me dio un diccionario.
Tom se emborrachó anoche.
Tom fue derecho al trabajo.
Tom tuvo un grave accidente.
Tom no tenía tiempo que perder.
Tom apenas come nada.
Tom tiene un corazón de piedra.
Tom tiene una pierna protésica.
Tom se maneja con las palabras.
Tom tiene la doble nacionalidad.
Tom tiene problemas maritales.
Tomás tiene tres hijos grandes.
Tom no ha cambiado nada.
Tom no ha cantado en años.
Tom espera que Mary no muera.
Tom es el yerno de Mary.
Tom es un criminal convicto.
Tom es un hombre de palabra.
Tom es un conductor imprudente.
Tom es un hombre muy fuerte.
Tomás también es vegetariano.
Tom es un tipo intrigante.
Tom está limpiando su habitación.
Tom está en cama con gripe.
Tom es estúpido e inmaduro.
Tom se está poniendo impaciente.
Tom está buscando un trabajo.
Tom se va, ¿no?
Tom no es rival para Mary.
Tom se ha desmayado en la cama.
Tom es bastante inteligente.
Tom nos está dando largas.
Tom está atascado en el pasado.
Tom y Mary están conversando.
Tom está acostumbrado al trabajo arduo.
Tom no es el hermano de Mary.
Tom no está haciendo nada.
Tom abrió la puerta de una patada.
Tom conoce al esposo de María.
Tom sabe que nosotras no estamos ocupadas.
Tom le prestó su cámara a Mary.
Tom vive en el campo.
Tom adora estudiar música.
Tom me hace sentir necesitado.
Tom necesita ponerse a cargo.
Tom dejó de lado a su familia.
Tom asintió con la cabeza su acuerdo.
Tom le debe una disculpa a Mary.
Tom jugó con sus niños.
Tom fingía ser rico.
Tom recordó algo.
Tom se levantó con gran cuidado.
Tom dijo ser canadiense.
Tomás dijo no ser feliz.
Tom cantaba mientras trabajaba.
Tomás dice ser inocente.
A Tom parece faltarle energía.
Ya Tom debería irse a dormir.
Tom debió confiar en mí.
Tom se derrumbó sobre su silla.
Tom apretó la mano de Mary.
Tom todavía no me ha pagado.
Tom tiende a perder las cosas.
Tom le contó a Mary acerca de John.
Tom me ha dicho que disminuya la velocidad.
Tom se quitó la camiseta.
Tom intentó rescatar a Mary.
Tom dio la llave.
Tom solía ser presuntuoso.
Tom visitó la tumba de Mary.
Tom quiere la opinión de Mary.
Tom quiere comprar una casa.
Tom quiere ir contigo.
Tomás era un muy buen vecino.
Tom estaba en completo silencio.
Tomás estaba vestido de negro.
Tom estuvo aquí hace un rato.
Tom era el último de la lista.
Tom era un mero testigo.
Tom estaba realmente sorprendido.
Tom estaba pensando en María.
Ayer Tom vio la televisión.
Tom fue a conseguir algo de hielo.
Tom se pregunta si es verdad.
Tom nunca golpearía a Mary.
La mamá de Tom se agarró la gripe.
No es culpa tuya, Tom.
Mañana es su cumpleaños.
Gira la llave hacia la izquierda.
Espere en la sala de espera.
¿Fue esa una pregunta tonta?
Lávate la cara y las manos.
Acordamos empezar temprano.
Estamos bajo sus órdenes.
Compramos una libra de té.
No podemos dejar que Tom haga eso.
Hicimos lo que nos dijeron.
No tenemos una hija.
No sabemos qué es.
No necesitamos vuestro dinero.
Esperábamos mejores condiciones.
Vamos juntos a la iglesia.
Nos perdimos en el bosque.
Nos levantamos pasada la medianoche.
Hicimos pintar nuestra casa.
Tenemos muchos museos.
Nosotros tenemos intereses en común.
Hemos gastado toda la crema.
Tenemos que solucionarlo.
Tenemos que correr el riesgo.
Oímos a la bomba estallar.
Sabemos que Tom está aquí.
Te extrañamos anoche.
Necesitamos un poco más de café.
Sólo tenemos tartas de almendra.
Deberíamos volver pronto.
Nos sentamos cara a cara.
Nos quedamos donde nuestro tío.
Creíamos que estabas enfermo.
Comprendemos los problemas.
No queremos nada de ti.
Vimos una película de miedo.
Fuimos a un partido de hockey.
No fuimos suficientemente listos.
Siempre estaremos juntos.
Seguiremos vuestro consejo.
Nosotros te visitaremos mañana.
Te esperaremos allá.
Estamos llamando a la Policía.
Ya no somos niños.
Somos los únicos acá.
Tenemos mucho que aprender.
Aprendimos nuestra lección.
Bueno, me tengo que ir.
¡Qué hermosa mañana!
¡Qué agradable sorpresa!
¿Qué le voy a decir a Tom?
¿Qué estáis celebrando?
¿De qué te ríes?
¿Qué estás leyendo ahora?
¿En qué estáis pensando?
¿Cuáles son sus miras?
¿Qué causó el accidente?
¿Cuál podría ser la razón?
¿Eso qué logró?
¿Qué hiciste con Tom?
¿Cuánto cuestan las naranjas?
¿Qué vas a hacer?
¿Qué esperas vender?
¿Para qué buscas a Tom?
¿Qué quieres conmigo?
¿Qué significa este cartel?
¿Qué hace tu padre?
¿Qué quieres exactamente?
¿Qué pasó el mes anterior?
¿Qué le pasó a mi puerta?
¿Qué le ha pasado a Tom?
¿Cómo se llama este objeto?
¡Qué ojos más bonitos tiene!
¿A qué hora llegó Tom?
¿A qué hora te despiertas?
¿A qué hora te vas?
¿Para qué lo usarás?
¿Qué pasa contigo?
¿Qué hay debajo de la manta?
¿Cuál es tu verdadero propósito?
¿Cuándo vamos a comer?
¿Cuándo paró de llover?
¿Cuándo viste mi cicatriz?
¿Cuándo comienza el examen?
¿Cuándo es el intermedio?
¿A dónde vamos primero?
¿Donde te estás escondiendo ahora?
¿De dónde venían?
¿Dónde quieres comer?
¿A dónde fuiste exactamente?
¿Dónde se encontró el cuerpo?
¿Dónde está la sala de estar?
¿Cuál ojo te duele?
¿Con quién estás hablando?
¿Para quién compraste esto?
¿Quién te crees que eres tú?
¿Quién dejó la ventana abierta?
¿Quién apagó la luz?
¿Quién es más rápido vos o Tomás?
¿De quién es este móvil?
¿Por qué son amarillos los patitos?
¿Por qué estás ronco hoy?
¿Por qué estás tan deprimido?
¿Por qué estás usando eso?
¿Por qué dejó su trabajo Tom?
¿Por qué has comprado ese sombrero?
¿Por qué me contaste esto?
¿Por qué tengo que hacerlo?
¿Para qué necesitas monedas de veinticinco centavos?
¿Por qué no echamos un vistazo?
¿Por qué no lo entiendes?
¿Por qué está tardando tanto?
¿Por qué tienes la boca tan grande?
¿Por qué no me crees?
¿Es suficiente con 10 mil yenes?
No soy nada sin vosotros.
El trabajo nunca se acaba, ¿verdad?
¿Te gustaría verlo?
Estás completamente equivocado.
Ya no eres ningún bebé.
No eres una buena persona.
Puedes pedirle ayuda a él.
Puedes hacerlo, ¿no?
Podéis comer todo lo que queráis.
Puedes quedarte si quieres.
No se puede dividir entre cero.
No puedes escaparte de mí.
No me dejaste responder.
No hace falta que respondas.
Revelaste el final.
Tienes un futuro brillante.
No tienes otra opción.
Tienes que venir conmigo.
Tiene que dejar Boston.
Tenés que abandonar Boston.
Tienes que pagar para eso.
Me alegraste el fin de semana.
Tú sabes que odio las reuniones.
Me hiciste perder la cabeza.
Debes limpiar tu habitación.
Seguro que se te han caído.
Tenés solo tres días.
No debéis perdéroslo.
Deberías llamar a casa ahora.
Deberíais ir al colegio.
No deberías hablar aquí.
Deberías intentar verlo.
Deberíais haber comprado una.
Deberías haber besado a Tom.
Ustedes tres tienen mucha suerte.
Estabas equivocado después de todo.
Pronto serás uno de los nuestros.
Harás lo que te digan.
Sos una linda mujer.
Lo estás haciendo bastante bien.
Tienes suerte de seguir con vida.
No sos mi novia.
Tú eres un especialito, ¿eh?
Vosotros sois la razón por la que vine.
Eres muy bueno con eso.
Llegaste demasiado temprano.
Has logrado una recia voluntad.
Tienes que creernos.
Tu francés está mejorando.
Tu taza está encima de la mesa.
Tu pelo volverá a crecer.
Tu teléfono está sonando.
Se me cayó un botón de mi abrigo.
Un cocodrilo se comió a Tom.
Un arma podría resultar útil.
Se me acercó un policía.
Algo terrible pasó.
El alcohol daña el hígado.
Todos nosotros pensamos hacerlo.
Todo tiene su importancia.
Acaba de ocurrir un accidente.
De todas formas, nunca vas a saber.
¿Están ya listas mis fotos?
¿Estás ocupada el viernes por la noche?
¿Estás libre al salir de clase?
¿Vas a salir esta noche?
¿Estás teniendo un buen día?
¿Usted está buscando trabajo?
¿Estáis diciendo que soy una mentirosa?
¿No son aquellos tus padres?
Pregúntale lo que ha hecho.
Por lo menos no está lloviendo.
Australia no es una excepción.
Cálmate y escúchame.
La ropa negra absorbe la luz.
El bourbon está hecho de maíz.
La manteca se hace con crema.
Llamame cuando estés listo.
¿Puedo comprar solo las lentes?
¿Puedo tomar una foto aquí?
¿Podemos irnos a casa ya, por favor?
¿Me disculpa, por favor?
¿Podrás hacerlo para la fecha tope?
¿Me puede recomendar un hotel?
¿Puedes resolver este acertijo?
¿Aún puedes recordarlo?
Existen flores carnívoras.
Los niños no pueden beber vino.
Cierra la puerta detrás de ti.
Vuelve ya. Te necesito.
Venid cuando queráis.
Tom, ¿puedes mirarme?
¿Podrías enseñarme francés?
Las vacas nos proveen de leche.
Bailad cuanto queráis.
¿De verdad se bebió Tom eso?
¿Compusieron el reloj?
¿Lo hiciste tú solo?
¿Le has dado algo a Tom?
¿Se crió en Boston?
¿Te acabas de dar cuenta?
¿Has alquilado un apartamento?
¿Firmaste el documento?
¿Tengo que ir ahora?
¿Alguno de vosotros dos conoce a Tom?
No trates de imitarla.
¿Bebes cerveza o vino?
¿Tienes un mejor amigo?
¿Tiene tarjeta de crédito?
¿Tienes una hermana gemela?
¿Hay alguna vacante?
¿Tienes planes para esta noche?
¿Tienen su pasaporte?
¿Usted conoce a los padres de Tomás?
¿Sabes para qué sirve?
¿Sabes cuándo hacerlo?
¿Sabes dónde vivimos?
¿Te gusta la comida japonesa?
¿Te gusta ir a trabajar?
¿Os gusta el rocanrol?
¿Le molesta si la acompaño?
¿Ven la diferencia?
¿Piensas que soy apuesto?
¿Pensas que Tomás vio a María?
¿Querés un poco de torta?
¿Quieres ser mi esposa?
¿Te ejercitas regularmente?
¿Él va al trabajo en autobús?
¿Sabe lo que ha hecho?
¿Le duele la cabeza a menudo?
No me molestes, estoy trabajando.
No cometas ninguna tontería.
No te rindas si fracasas.
No dejes la puerta abierta.
No bajes la guardia.
No juegues al póquer con Tom.
No dejes que se te quite el apetito.
No botes nada.
No me trates como a un perro.
No se preocupe, no muerdo.
No te preocupes, soy médico.
¿Ahora no te sientes estúpido?
¿No sabes lo que es?
Trazá una línea en el papel.
Come más verduras frescas.
Toda rosa tiene sus espinas.
Al final, todo el mundo se muere.
A todo el mundo le gusta la nieve.
A todos les gustan las pizzas grandes.
Todo lo que dije es cierto.
La excepción confirma la regla.
La comida es esencial para la vida.
Cuatro veces cinco es veinte.
La gasolina es utilizada como combustible.
Vayan a asearse.
Deme un poco más.
Dame la linterna.
Adiós. Hasta mañana.
Adivina qué me pasó.
Adivine lo que me pasó.
¿Tom ha estado casado alguna vez?
¿Le preguntaste a los demás?
¿Has amado a un hombre alguna vez?
¿Me habéis visto llorar alguna vez?
¿Has visto mi pasaporte?
Él siempre dice la verdad.
Él les pidió consejo.
Él se volvió un héroe nacional.
Él le compró un vestido a ella.
Él volvió a las cinco.
Él también puede hablar ruso.
Él sabe hablar diez lenguas.
Él me agarró la mano.
Él taló un cerezo.
A él no le gustaba viajar.
Él murió de cáncer de estómago.
Él no juega al béisbol.
Se bebió una botella de vino.
Se lo explicó con detalle.
Él me devolvió el dinero.
Él va a la escuela caminando.
Él sacó buenas notas en matemáticas.
Se ha graduado de Harvard.
Llevaba un libro en la mano.
Él tiene un hermano en Tokio.
Él ha acumulado riqueza.
No tiene criado ninguno.
Él contrató a algunos trabajadores nuevos.
Él es un abogado de éxito.
Él es un hombre mal educado.
Él está muerto y enterrado ahora.
Él tiene la tendencia a enfadarse.
Él juega en su habitación.
Él tiene mucho miedo de los perros.
Él no es cruel con los animales.
Dejó Japón rumbo a Estados Unidos.
A él le gustaba tomar decisiones.
Lo miró de arriba abajo.
Él debe ser del Sur.
Él nos ofreció su ayuda.
Él me debe mucho dinero.
Juega al tenis todos los días.
Entró corriendo en la clase.
Él recibe un gran salario.
Él parece ser un buen tipo.
Él se encogió de hombros.
Paró cerca de la silla de Tom.
Estudió cómo volaron las aves.
Habló con el presidente.
Él me llevó a la estación.
Lo intentó con un amigo.
Caminaba a paso rápido.
Quiere ir a los Estados Unidos.
Él quiere que te quedes aquí.
Él estaba amoratado del frío.
Le despidieron por robar.
Él estaba más o menos borracho.
Él fue condenado a muerte.
Él era demasiado tímido para hacer eso.
Él será un buen marido.
Él fue testigo del accidente.
Él trabaja en un call center.
Me ha escrito una carta de amor.
Él es casi tan alto como yo.
Él es un hombre común.
Está sentado en el banco.
Él es el hombre de la casa.
El calor transforma el hielo en agua.
Su coraje la respaldaba.
Su nombre a menudo se me escapa.
Hey, ten cuidado con eso.
Sus cenizas están enterradas aquí.
Su padre murió el año pasado.
Su historia fue interesante.
¿Qué te parece una taza de café?
¿Qué tal te encuentras hoy?
¿Cómo podés ser tan cínico?
¿Cómo sucedió eso nuevamente?
¿Cómo encontraste mi casa?
¿Cómo resuelvo este problema?
¿Cómo hago para que usted se vaya?
¿Cómo te gustan los huevos?
¿Qué tan alta es aquella montaña?
¿Cuántos colores hay?
¿Cuánta tarta eres capaz de comer?
¿Cuánto cuesta ese computador?
¿Que edad tienen tus hermanos?
¿Qué edad crees que tengo?
Los humanos no pueden vivir en Marte.
Permití a mi caballo correr.
Siempre me pongo mi cinturón.
Soy profesora de inglés.
Voy a jugar al tenis.
No soy madrugador.
Lamento lo que hice.
Comprendo cómo te sientes.
La invité a una cita.
Comí los restos en el almuerzo.
Creo en la vida eterna.
Le pedí prestado dinero a Tom.
Compré un deportivo rojo.
Vine tan pronto como pude.
Puedo sentirlo en mi corazón.
Puedo poner las cosas en una caja.
Sé cuidar de mí mismo.
Soy incapaz de ganar a Tom al ajedrez.
No puedo explicarlo tampoco.
No puedo encontrar mi portafolio.
No puedo volver a la cárcel.
No puedo dejar que leas eso.
No puedo abrir el documento.
No puedo revelar mis fuentes.
No puedo detener el sangrado.
Ya no puedo confiar en ti.
No puedo pensar en eso.
Podría ordenarte que te quedes.
Me arrastré por debajo de la valla.
Hice todo el trabajo yo solo.
No lo hice adrede.
No tuve suficiente tiempo.
No sabía que él estaba muerto.
No quise herirlo.
Yo no apreté el gatillo.
No quería que murieran.
Me deshice de mi viejo abrigo.
Yo hago las cosas a mi pinta.
Me da igual lo que él haga.
Yo no bebo antes de mediodía.
No tengo ganas de caminar.
No tengo linterna.
No tengo muchos amigos.
Aquí no conozco a nadie.
No sé si eso es bueno.
No sé qué haré.
No sé qué hacen.
No sé quién hizo esto.
No me gustan los niños malos.
No me gusta este clima.
No le veo tan a menudo.
No necesito tu caridad.
No los veo en ninguna parte.
No creo que esté fingiendo.
No confío en los políticos.
No entiendo el alemán.
Hoy no deseo comer.
No quiero acostarme.
No quiero casarme contigo.
No quiero que entre en pánico.
No quiero tu opinión.
Me tomé un litro de café.
Cada vez lo disfruto más.
Me siento muy cómodo.
Ayer reparé el coche.
Encontré a Tom bastante entretenido.
Le di otra oportunidad a Tom.
Voy a nadar una vez a la semana.
Llegué aquí antes que tú.
Tengo arena en el ojo.
Supongo que esperé demasiado tiempo.
Tomé un desayuno saludable.
No tenía ni idea de quién era.
Detesto cuando Tom hace eso.
Tengo un poco de cosas que hacer.
Tengo una sobrina llamada Mary.
Tengo una sorpresa para vos.
Tengo una guitarra eléctrica.
Tengo sensibilidad en mis piernas.
Tengo justo lo que usted necesita.
No tengo idea quién es Tom.
Yo no he dicho tal cosa.
Tengo que volver al trabajo.
Tengo que imprimir 100 páginas.
No he hecho eso hoy.
No he leído el informe.
Me enteré demasiado tarde.
Escuché que tienes un nuevo auto.
Espero no te esté aburriendo.
Espero que cambien las cosas.
Espero que no te pierdas.
Me planché los pañuelos.
Solo necesito tiempo para pensar.
Seguí caminando hacia el coche.
Sé que soy un buen profesor.
No sé absolutamente nada.
Ya sé que es un experimento.
Sé que Tom tiene miedo.
Sé lo que diría Tom.
Sé que odian este juego.
Aprendí mucho sobre Tom.
Dejo que mi perro duerma dentro.
Me gustan tanto perros como gatos.
Me gusta hablar en francés.
Me gusta este, me lo llevo.
Me gusta jugar al baloncesto.
Me gusta escribir en francés.
Me encanta ser tu maestro.
Hice un agujero en la pared.
Extraño a Tom en el hotel
Necesito un desafío mayor.
Necesito asistencia médica.
Tengo que ser más cuidadosa.
Necesito aprender las reglas.
Necesito tomarme el lunes libre.
Nunca pude entenderlo.
Nunca gano ninguna discusión.
Solo tengo tres opciones.
Prefiero el café con leche.
Prefiero ir en bicicleta.
Le di un puñetazo en la cara.
Me di cuenta que no podía ganar.
Realmente quiero ayudarte.
Vi a Tom hace tres horas.
Lo vi con mis propios ojos.
Os vi a ti y a Tom besándoos.
Parece que interrumpo.
Debería haber ido contigo.
Huelo algo quemándose.
Comencé a escribir un libro.
Dejé de beber café.
Yo sospechaba que él era un mentiroso.
Hablé con Tom el lunes.
Creo que se puede vencer a Tom.
Creo que Tom es muy listo.
Yo creo que los fantasmas existen.
Creo que llevas razón.
Creo que te equivocas.
Pienso que esto es muy raro.
Creo que lo has hecho bastante bien.
Creí haber visto algo.
Pensé que era un secreto.
Yo pensaba que ese era mí trabajo.
Pensé que te habías ido de casa.
Apagué el ordenador.
Generalmente me voy a casa a las cuatro.
Quiero que todos se vayan.
Quiero pedirte un favor.
Quiero estar en este equipo.
Quiero comprar una piña.
Quiero ganar más dinero.
Quiero salir de aquí.
Quiero ir a la tienda.
Quiero saber el motivo.
Quiero ver cómo acaba.
Quiero agradecerte de nuevo.
Quiero que hables con Tom.
Quería darte esto.
Le tenía miedo a mi padre.
Apenas podía trabajar.
Estuve aquí apenas ayer.
Iba de camino al colegio.
Estuve muy ocupado la semana pasada.
No me interesaba.
Salí con mi amigo.
Fui al colegio con Tom.
Yo fui al supermercado.
Te ayudaré en todo lo que pueda.
Te hablaré de él.
Ojalá no hubiera dicho eso.
Desearía que no hubieses hecho eso.
No le pediré dinero a Tom.
Me pregunto si puedo hacer eso.
Yo trabajo en la oficina de correos.
Me gustaría comer sushi.
Mejor te llevo hasta tu casa en coche.
Querría una manta más.
Me gustaría ir a nadar.
Me encantaría ver la película.
Si yo fuera tú diría que sí.
Estaré libre esta tarde.
Voy a traer otra toalla.
Lo haré si me pagan.
Haré lo que haga falta.
Te inyectaré la anestesia.
Tendré que hacerlo yo misma.
Nunca te decepcionaré.
Siempre te recordaré.
Te enseñaré la ciudad.
Esperaré en la parada del autobús.
Estoy tan intrigado como tú.
Estoy informado de que fallaste.
Cuento con su ayuda.
Estoy bebiendo zumo de naranja.
Estoy feliz de que todo ello terminara.
Salgo un momento.
Voy a necesitar detalles.
Yo voy a esperar por usted.
Tengo problemas otra vez.
Hoy estoy de muy buen humor.
Ahora estoy escuchando a Bach.
Lo espero con ganas.
Nunca llego tarde a la escuela.
Yo no voy si Tom va.
No le haré daño.
No te lo voy a decir.
No estoy seguro que esté mal.
Ahora estoy de camino al trabajo.
Estoy sentado en el jardín.
Lamento haberos gritado.
Lo siento, no tengo ni idea.
Estoy seguro de que Tom triunfará.
Estoy segura de que aquello fue útil.
Estoy rodeado de enemigos.
Estoy cansada de oír eso.
Estoy tratando de perder peso.
Estoy muy contento de estar aquí.
Espero una entrega.
Ya oí suficiente.
Te estaba buscando.
He decidido que me quedaré aquí.
Acabo de desayunar.
Perdí un poco de peso.
Yo he visto a esa niña antes.
Nunca te he visto reír.
Bajé de peso repentinamente.
Si sólo pudiera cantar bien.
Si quieres hablar, habla.
¿Alguién está usando el baño?
¿Está ocurriendo justo ahora?
¿El mercurio es verdaderamente un metal?
¿Ella es tu única hija?
¿Hay un banco cerca de aquí?
¿Hay alguien contigo?
¿Ésta es tu bolsa o la suya?
Puede ser usado como un cuchillo.
Podría ser una coincidencia.
Eso no paso así.
No funciona muy bien.
Difícilmente llueve acá.
Es imposible hacerlo.
No es un verdadero apartamento.
Podría llover en cualquier momento.
El año pasado llovió mucho.
Parece muy interesante.
Cayó mucha nieve el año pasado.
Fue un invierno muy frío.
Solo fue una coincidencia.
Sólo era una broma.
Era la única solución.
Dentro de poco será mi cumpleaños .
Esa es una muy buena pregunta.
Lo importante es el momento.
Siempre ha sido así.
Es un proyecto ambicioso.
Decir eso trae mala suerte.
Es fácil creerlo.
Es para un amigo mío.
Va a ser estupendo.
Es difícil sorprender a Tom.
Resulta un poco raro.
Es mucho más conveniente.
No es un sistema piramidal.
No es una solución sencilla.
Ahora es mi turno para hablar.
Es sólo una reparación temporal.
Esta noche llueve a cántaros.
Si no es tan difícil.
Es el resultado previsto.
Es hora de hacer algo.
Es cierto que está muerta.
Hoy hace calor, ¿cierto?
Es tuyo si quieres.
Los vaqueros tardan una eternidad en secarse.
Solo dime lo que pasa.
Pon el libro sobre la mesa.
Permíteme preguntarlo de otra manera.
Déjame mostrarte algo.
Que lo hagan ellos mismos.
Démosle una mano a Tom.
Vamos a sentarnos a la sombra.
Vamos a asar las castañas.
La vida se ha vuelto muy dura.
Mirá ese edificio rojo.
Las galletas tardan un rato en hacerse.
Mary es la abuela de Tom.
María es una muchacha rebelde.
Mary es la esposa de mi hermano.
Mary es la dama de honor.
Mary nunca se pone pendientes.
Mary chilló y perdió el conocimiento.
Mary quiso ser enfermera.
¿Puedo preguntarle su edad?
¿Te puedo llamar sobre las dos y media?
Puede que Tom no haya visto a María.
Aquí no entran menores.
La mayoría de los chicos odia la escuela.
Mi apartamento está cerca de aquí.
Mi hermano está viendo tele.
Mis hijos están en la escuela.
Mi hija nació prematuramente.
Mi padre dejó el tabaco.
Puede que mi padre esté dormido.
Mi padre está en el jardín.
Mamá hirvió diez huevos.
Me han robado el pasaporte.
Mi hijo no me escuchará.
Me temblaba todo el cuerpo.
Ningún lado se rendirá.
Todavía no se ha tomado ninguna decisión.
Ya nadie va allá.
Nadie me habló acerca de eso.
Nadie sabrá que estoy aquí.
Nadie me va a detener.
Ni siquiera me escucha nadie.
Nadie sospechaba nada.
Nadie va a pararme.
Ninguno de nosotros quería perder.
No vendrá mucha gente.
Nada es peor que la guerra.
Ahora él me dice la verdad.
Desde luego, me acuerdo de ti.
Una mano lava la otra.
Uno más dos es igual a tres.
¿Puedes abrir la ventana?
Nuestra democracia está en decadencia.
Nuestra casa da a la playa.
Ojos que no ven, corazón que no siente.
Una parte de la historia es cierta.
Es divertido tocar guitarra.
Por favor, entra en la habitación.
Por favor, no me malentiendan.
Por favor, endóseme este cheque.
Por favor, dame la carta.
Por favor, pásame la pimienta.
Trata bien al gato, por favor.
Apagá la radio, por favor.
¡Échale más sal a la sopa!
Leer desarrolla la mente.
La escuela empieza el lunes que viene.
Ella siempre mantiene su palabra.
Ella le compró unos dulces.
Ella no puede tener más de 30 años.
Ella murió a la edad de 54 años.
Ella se alegró de verlo.
Ella les dio algunas manzanas.
Ella tuvo una infancia feliz.
Ella tiene una bonita voz.
Ella tiene cientos de libros.
Ella le pegó con un martillo.
Ella es una mentirosa muy astuta.
Ella es culpable de robo.
Ella es en verdad una niña buena.
Ella es inadecuada para el trabajo.
Ella vivía al lado de nuestra casa.
Ella vive en una casa muy grande.
Ella podría saber la respuesta.
A ella le gustan mucho las antigüedades.
Ella corre más rápido que yo.
Ella le mostró mi fotografía.
Ella me enseñó a nadar.
Ella lo llevó a la tienda.
Ella solía vivir con él.
Ella quiere ser una heroína.
Ella fue criada por él.
Cuando la llamé por teléfono, no estaba.
Ella lloró toda la noche.
También está escribiendo un libro.
Ella espera gemelos.
¿Deberíamos cambiar la bandera?
Duerme cuanto quieras.
Entonces, ¿qué es lo que tenemos que hacer?
Algunos de ellos son profesores.
Alguien intentó matarnos.
Alguien quiere conocerte.
Perdona que haya escrito tanto.
España aprobó el tratado.
Mantente lejos de ese lugar.
De repente se puso a llover.
Quítate la ropa mojada.
Dile a Tom que fue un error.
Dime tu nombre.
Diles lo que yo te dije.
Gracias por tu consejo.
Esa chimenea es muy alta.
Ese hecho no puede ser negado.
Aquella casa es suya.
Ese hombre es muy malhablado.
Eso nunca me pasó a mí.
Suena bastante estúpido.
Eso fue solo una casualidad.
Eso sería excelente.
Esa es una serpiente bastante grande.
Así me parece.
Eso es exactamente lo que necesita.
Eso ya no es posible.
Esa es una de las razones.
Es lo que realmente quiero.
Los Aliados no perdieron tiempo.
La respuesta es complicada.
El ejército tuvo que intervenir.
El bebé nació bien.
El más grande frecuentemente gana.
¡El jefe dijo que es urgente!
El pan está viejo y duro.
El gato se está lamiendo.
Los aplausos eran ensordecedores.
La empresa se fue a la bancarrota.
El cocinero asó la carne a la parrilla.
El ciervo corrió por su vida.
El perro le está ladrando a Tom.
El perro no te hará daño.
El motor está sobrecalentado.
Hay que cambiar los filtros.
La niña rompió en llanto.
El vaso está lleno de vino.
La gallina puso cinco huevos.
La investigación ha terminado.
La cocina está abajo.
La madera no está todavía seca.
La reunión fue aquí.
Las chances están a su favor.
Se volaron los papeles.
El teléfono dejó de funcionar.
La población está aumentando.
La profecía se ha cumplido.
La lluvia duró cuatro días.
La situación es crítica.
El soldado entregó su nombre.
La tienda cierra a las siete.
El trueno se hizo más fuerte.
El tren no ha llegado aún.
La guerra todavía continúa.
Los trabajadores están en huelga.
Sus destinos estaban entrelazados.
No hay respuestas fáciles.
Hay comida en el escritorio.
No queda nada para comer.
Había mucho trabajo por hacer.
No había dónde esconderse.
Había tanta gente.
Hay mucho en juego.
Hay una piedra en mi zapato.
No hay suficiente café.
Sólo hay una cama doble.
Estas son las botas de esquí de Tom.
Estas botas son caras.
Estos platos no están limpios.
No lograron nada.
Están locos por el jazz.
Ellos malograron esa autopsia.
Ellos tampoco pueden oírme.
No encontraron nada.
Ellos lo hacen más rápido que nosotros.
Se olvidaron de despertarme.
Tienen varias opciones.
Nos hicieron trabajar todo el día.
Ellos hundieron diez naves enemigas.
Ellos los estudiaron de cerca.
Ellos querían ganar dinero.
Se quedaron sin palabras.
Todas tienen el mismo tamaño.
Son sorprendentemente buenos.
Trece personas han muerto.
Este libro cuesta cuatro dólares.
Esta caja está llena de libros.
Este café está amargo.
Esta es una buena guitarra.
Esta casa necesita una mano de pintura.
Este es un buen diccionario.
Esta es una puerta automática.
Esto es imposible para mí.
Esto es más pequeño que eso.
Esto es de tres metros de largo.
Esto no es lo que ordené.
Esta computadora portátil es mía.
Puede que esto te sea útil.
Esta sartén tiene muchos usos.
Esta pregunta no es fácil.
Este sitio es muy útil.
Esta tienda no es muy grande.
Este tren es cómodo.
Esto fue demasiado para Tom.
Tres personas fueron rescatadas.
Es difícil dominar el inglés.
Tom también toca el violín.
Tom y yo estamos realmente ocupados.
Tom y Mary adoptaron a John.
Tom y Mary no están solos.
Tom y Mary eran amigos.
Tom le pidió un préstamo a Mary.
Tom pidió más café.
Tom cenó solo.
A Tom comenzó a temerle a Mary.
Tom le compró un regalo a Mary.
Tom puede ir si quiere.
Tom todavía no puede conducir un auto.
Tom completó la misión.
Tom no veía nada.
Tom niega haberlo hecho.
Tom lo hizo todo por su cuenta.
Tom no respondió enseguida.
A Tom no le gustó esa idea.
Tom no escribió nada.
Tom murió en un accidente de avión.
Tom hace un trabajo notable.
Tom no tiene nada.
A Tom no le gusta su trabajo.
Tom no necesita apresurarse.
Tom no confía en nadie.
Tom bebió una taza de café.
Tom terminó en segundo lugar.
Tom se puso su cinturón de seguridad.
Tom cayó de narices.
Tom olvidó la dirección de Mary.
Tom se levantó de su taburete.
Tom tuvo un desayuno precipitado.
Tom tuvo algo que esconder.
Tom le dio el dinero a Mary.
Tom tiene mucha paciencia.
Tom tiene un serio problema.
Tomás siempre fue un cerdo.
Tom ha estado espiándome.
Tom se ha vuelto más fuerte.
Tom nunca ha estado en el extranjero.
Tom tiene habilidades psíquicas.
Tom tiene el derecho a votar.
Tom tiene muy poco dinero.
Tom detesta ir al colegio.
Tom se hizo pasar por un doctor.
Tom es un manojo de nervios.
Tom es un fonoaudiólogo.
Tom es una muy buena persona.
Tom le tiene miedo a la oscuridad.
Tom está tan saludable como siempre.
Tom está disfrutando bajo el sol.
Tomás es claramente el ganador.
Tom está haciendo las compras.
Tom va a matar a Mary.
Tom está escuchando música.
Tom tiene edad suficiente para votar.
Tom está listo para todo.
Tom todavía está en el teléfono.
Tom es detallista, ¿o no?
Tom es muy distraído.
Tom no le teme a la muerte.
Tomás no es tan inteligente como ustedes.
Tom no está balbuceando, ¿verdad?
Tom no está en el hospital.
Ahora Tom no está viendo la televisión.
Tom acaba de limpiar su pieza.
Tom sabía que era un error.
Tom sabe que eso no puede ser.
Tom me lo dejó todo a mí.
A Tom le gusta ver el fútbol.
Tom miró por encima de la cerca.
Tom perdió su juguete favorito.
Tom comete muchos errores.
Tom necesita ver a un médico.
Tom nunca ha mirado hacia aquí.
Tom rompe sus promesas a menudo.
Tom debería dejar de fumar.
Tom apuntó un arma hacia Mary.
Tom sacó su iPhone.
Tom cría caballos árabes.
Tomás casi nunca hace preguntas.
Tom le recordó a Mary sobre John.
Tom volvió a empacar su maleta.
Tom vuelve hoy a casa.
Tom cantó mejor que Mary.
Tom vio a Mary besar a John.
Tom apenas habla con Mary.
Tom debió haberle pagado a Mary.
Tom espió a su compañero de pieza.
Tom se esforzó por soltar sus ataduras.
Tomás me enseño a surfear.
A Tom le parece raro.
Tom le dio propina al taxista.
Tom me dijo que estarías aquí.
Tom hizo un viaje a Boston.
Tom rechazó la oferta.
Tom se desabotonó su chaqueta.
Tom gastó toda su agua.
Tom quería ser marinero.
Tom quiere hoy su dinero.
Tom quiere estar con Mary.
Tom quiere ir a Boston.
Tom quiere hablar con Mary.
Tom estaba solo en su celda.
Tom fue extremadamente imprudente.
Tom estaba enamorado de Mary.
A Tom le hicieron caer en una trampa.
Tom estaba algo dudoso.
Tom fue el único sobreviviente.
Tom lavó la ropa de Mary.
Tom volvió a su cuarto.
Tom se fue a Boston en ómnibus.
Tom tendrá éxito con seguridad.
El francés de Tom es excelente.
La familia de Tom es excéntrica.
Tom no está en el hospital.
Tomás está comenzando a quedarse pelado.
Tom, soy yo. ¿Puedo hablar contigo?
Tratá de no ponerlo nervioso.
Enciende la radio por favor.
Quedaban dos asientos libres.
Esperad a que abran fuego.
Lávate las manos con jabón.
A todos nos gusta montar en bici.
Somos hermano y hermana.
Armamos calentadores de agua.
No podemos hacer nada por él.
No podemos agradecerte lo suficiente.
No pudimos parar de reír.
Sabemos qué esperar.
No queremos ningún problema.
Olvidamos pagar nuestro alquiler.
Nos lo pasamos realmente bien.
No tenemos nada en común.
Oímos la puerta cerrándose.
Sabemos lo que estáis haciendo.
No hemos dejado nada a la suerte.
Nos mudamos a una nueva casa.
Necesitamos tres sillas más.
Nosotros le ofrecimos un buen trabajo.
Nos zambullimos dentro del río.
Vimos monos en el zoo.
Todavía tenemos mucho por hacer.
Conversamos harto rato.
Fuimos en busca de oro.
¡No estábamos haciendo nada!
Queremos cuentas separadas.
Nos encontraremos en el teatro.
Vamos al mercado.
Estamos buscando mi libro.
Estamos orgullosas de nuestro padre.
Todavía estamos investigando.
Estamos bajo investigación.
Estamos deseando ayudarle.
Acabamos de terminar el almuerzo.
Hemos gastado todo el dinero.
¿Estabas cansada anoche?
¡Qué suertudo que es!
¡Qué situación más divertida!
¿Qué vas a decir?
¿Qué tratas de hacer?
¿Qué puedo hacer para ayudarte?
¿Qué causó la explosión?
¿Qué le hizo él a mi carne?
¿Qué hicieron ustedes ayer?
¿Qué sabemos acerca de Tom?
¿Qué propones que hagamos?
¿Qué queréis de Tom?
¿Qué quieres que yo haga?
¿Qué quieren beber?
¿Qué nos depara el futuro?
¿Qué otra cosa están escondiendo ellos?
¿Qué sucede en esta habitación?
¿Qué ocurre cuando mueres?
¿Y qué tal si el vuelve ahora?
¿A cómo está el cambio de moneda?
¿Qué tipo de chica es usted?
¿Qué postura sostienes?
¿De qué talla son estos zapatos?
¿A qué hora pasó eso?
¿Qué debería haber hecho?
¿Cómo era el clima?
¿Qué te gustaría hacer?
¿Qué está haciendo aquí mi libro?
¿Cuál es la contraseña de la Wi-Fi?
¿Cuál es el nombre de esta calle?
¿Cuál es tu comida favorita?
¿Cuál es tu palabra favorita?
¿Cómo se llama tu madre?
Lo que tenga que ser será.
¿Cuándo te compraste tu auto?
¿Cuándo querés empezar?
¿Cuándo fue construido el castillo?
¿Dónde están las otras chicas?
¿Dónde puedo comprar sobres?
¿Adónde fuiste con Tomás?
¿Dónde se habla francés?
¿A dónde va ese camino?
¿Dónde estuvo Tom el lunes pasado?
¿Dónde os quedaréis?
¿Qué marca prefieres?
¿De quién hablas?
¿Quién puede solucionar el problema?
¿Quién descubrió la isla?
¿Quién está tocando la guitarra?
¿Quién pintó esta pintura?
¿Quién te dijo que Tom estaba enfermo?
¿Quién será el próximo papa?
¿Quién te ha escrito esa carta?
¿Quién es más alto, Tom o Mary?
¿De quién es el bolso más pesado?
¿Por qué estáis enfadados conmigo?
¿Por qué estáis cabreadas conmigo?
¿Por qué eres tan malo conmigo?
¿Por qué rompisteis?
¿Por qué no me despertaste?
¿Por qué no hablan conmigo?
¿Por qué no vas a buscar a Tom?
¿Por qué no hablás con Tom?
¿Por qué es mejor tu método?
¿Por qué no nos ayudará nadie?
¿Mañana hará sol?
¿Puede hacerme un sitio, por favor?
¿Me despertarás a las siete?
¿Estarías de acuerdo con eso?
¿Le importa si fumo?
Escribid cuanto queráis.
Escribe tu nombre con lápiz.
Ayer hizo un calor horroroso.
Ambos están equivocados.
Estás seguro aquí conmigo.
No eres tan bajo como yo.
Puedes dejarte el sombrero puesto.
Puedes decírselo a Tom tú mismo.
Podés esperar en esta sala.
No puedes permitir que eso pase.
No puedes ir más lejos.
No viste lo que yo vi.
No conoces a mi hermano.
Ustedes no conocen a mi hermano.
Ya no me necesitas.
No tienes por qué hacer eso.
No pareces interesado.
Tenés un don para la música.
No tienes idea de quién soy.
Tienes que llevarnos a casa.
Tienes que dejar de beber.
Sabes lo que tienes que hacer.
A usted le gustan las chicas, ¿no?
Te ves como un elefante.
Cometiste el mismo error.
Puedes quedarte conmigo.
Debes seguir las reglas.
No debes salir hoy.
Necesitas entrenar más.
Necesitas dejar de beber.
Necesitáis trabajar juntos.
Deberías dejar de fumar.
Prometiste no reir.
Deberías comer vegetales.
Deberías tomarte el día libre.
Debes escribir una carta.
Tuviste suerte de encontrarlo.
Será mejor que no vayas ahí.
Ya se te ocurrirá algo.
Tienes toda la razón.
Estás bromeando, ¿verdad?
No eres tan importante.
Otra vez estás diciendo mentiras.
Sois demasiado estúpidas para vivir.
En este caso estás equivocado.
Se han ganado un buen descanso.
Tienes mucho que aprender.
Me has hecho muy feliz.
Tu amigo es muy afortunado.
Tu camisa está chorreando.
Un mundo mejor es posible.
En un año pueden pasar muchas cosas.
Un grito rompió el silencio.
Después de una tormenta, viene la calma.
Todas mis amigas me llaman Tom.
Nos metimos todos en el coche.
Todos los asientos están ocupados.
Casi nadie le creía a ella.
A los animales les da miedo el fuego.
¿Eres estadounidense o francés?
¿Le temes a la oscuridad?
¿Estás segura de esto?
¿Vas a salir mañana?
¿La estás pasando bien?
¿Tenés edad para votar?
¿Quieres decir que yo tenía razón?
¿Están ustedes dos ocupados en este momento?
¿No estás de servicio esta noche?
Los astronautas llevan trajes espaciales.
El baloncesto es muy divertido.
Ambos son muy lindos.
Los chicos a veces son raros.
Una síntesis vale por diez análisis.
Cepíllate los dientes todos los días.
¿Me prestás tu tijera?
¿Puedo hacer algo por ti?
¿Puedo hablar con el gerente?
¿Podemos creer a los políticos?
¿Sabes resolver este acertijo?
¿Puede enmarcar esta foto?
¿Me puede dar dinero?
¿Me pasas las aceitunas?
¿Pueden ver la diferencia?
¿Puedes resolver este problema?
¿Podés esperar más o menos una hora?
Los gatos están emparentados con los tigres.
Los niños se cansan rápido.
Las clases empiezan el martes que viene.
¡Vuelve aquí de inmediato!
¡Vuelvan aquí inmediatamente!
¡Anda! ¡No sea cobarde!
Considere de nuevo el problema.
¿Podrías ser más específico?
¿Me pasas la sal?
¿Podría deletrearlo, por favor?
¿Te dijo Tom si estaba preocupado?
¿Pasó algo hoy?
¿Alguna vez trabajaste con Tom?
¿Entraste en la cueva?
¿Tenías un cómplice?
¿Te llegaron mis cartas?
¿Hablasteis sobre mi libro?
¿No has oído ese grito?
¿Me veo como un terrorista?
¿Acepta tarjeta de crédito?
¿Vienes aquí todos los días?
¿Tiene una habitación más barata?
¿Tienes alguna queja?
¿Acaso debes hacerlo ahora?
¿Lo conocés a Tomás personalmente?
¿Sabés cómo hacerlo?
¿Sabes lo que quiere Tom?
¿Sabéis dónde vive?
¿Te gusta hacer deporte?
¿Es necesario que te marches hoy?
¿De verdad no tienes hogar?
¿Ustedes realmente quieren saber?
¿Tú le hablas a tus plantas?
¿Pensáis que soy guapa?
¿Creés que los peces pueden oír?
¿Quieres que te odie?
¿Querés algo más?
¿Quieres hacerlo de nuevo?
¿Queréis iros hoy?
¿Quieres hacerlo ahora?
¿Tom tiene novia?
¿Te duele cuando masticás?
¿El dinero trae la felicidad?
No conduzcas desde el asiento trasero.
No se anden por las ramas.
No os andéis con rodeos.
No compres cosas a crédito.
No te olvides del pasaporte.
No te dejes el paraguas.
No le deis mi número a Tom.
No me juzgues con demasiada severidad.
No dejes que Tom te distraiga.
No te muevas hasta que yo vuelva.
No me apuntes con tu arma.
No se sienten en el sofá.
No toques el termostato.
No te preocupes por el pasado.
¡No me diga que me relaje!
A veces los sueños se hacen realidad.
La electricidad es muy útil.
Cada país es distinto.
Todos estaban presentes excepto Tom.
Todo el mundo sabe que eres rico.
Todos están aquí menos Tom.
Todo será perfecto.
¿Exactamente qué pasó aquí?
Las exportaciones se han estado ralentizando.
Los higos contienen fibra dietética.
Finalmente tengo mi propio coche.
El francés es mi lengua materna.
Saca estas cosas de aquí.
Dame algo más de tiempo.
Dame algo de beber.
Iros y dejadme en paz.
El bien gana siempre al mal.
¿Alguien más ha visto esto?
¿Has estado ahí antes?
¿Has conducido una van alguna vez?
¿Has ordeñado una vaca alguna vez?
¿Alguna vez has visto granizar?
¿Habéis comido bastante?
¿Se lo dijiste a tus padres?
Él al final lo consiguió.
Él también necesita muchos trabajadores.
Él vengó a su difunto padre.
Me llamó desde Tokio.
Él viene aquí una vez al mes.
Él no pudo ir a la universidad.
Él merece ser ascendido.
No lo hizo adrede.
Él no quiso herirte.
Él no tiene el boleto.
Él nunca mira televisión.
Él se sintió totalmente humillado.
Él se levantó a las cinco como siempre.
Él tenía una sonrisa en su rostro.
Tiene madera de actor.
Él tiene un problema de actitud.
Él no tiene un hogar donde vivir.
Él tiene que reparar el reloj.
Tendió su mano hacia mí.
Él es un estudiante universitario.
Es tan alto como mi padre.
Él no es culpable de asesinato.
Él está parado en la colina.
Él está hablando por teléfono.
Él es una persona muy peligrosa.
La besó en la mejilla.
A él le gusta mucho el inglés.
Él vivió en España, creo.
Perdió a su hijo en la guerra.
Él me visitaba en ocasiones.
Ayer jugó al tenis.
Él colgó una lámpara del techo.
Cuando me vio, echó a correr.
Él leyó el documento en voz alta.
Dijo: "Soy de Canadá."
Él me envió una tarjeta de cumpleaños.
Él nos enseñó algunas fotos.
Él habla un poco de inglés.
Él se detuvo para hablarles.
Le habló a ella de su plan.
Se cayó por las escaleras.
Anduvo todo el camino hasta casa.
Él estaba enojado con su esposa.
Él fue bautizado católico.
Era evidente que estaba avergonzado.
Lo mataron con una espada.
Él buscaba la reelección.
Él fue herido en la cabeza.
Él estará esperándote.
Él trabajó con más entusiasmo que nunca.
Él es un ciudadano respetuoso de la ley.
Él siempre llega tarde a clases.
Él definitivamente no vendrá.
Él se va de regreso a América.
Él es el capitán de un equipo.
Ayúdeme a salir del coche.
Su familia se mudó a Brasil.
Deletrearon mal su nombre.
Aquí tienes mi número de teléfono.
Su esfuerzo dará fruto.
Su broma nos hizo reír a todos.
Su profecía se cumplió.
Su técnica era la mejor.
¿Qué te parece si quedamos mañana?
¿Cómo es que no apareció?
¿Cómo supiste que fui yo?
¿Cómo hiciste esta sopa?
¿Cómo se lee este kanji?
¿Cómo se siente Tom acerca de eso?
¿Cuánto tiempo trabajó aquí Tom?
¿Cuál es la longitud del río Nilo?
¿Cuántas muñecas tienes?
¿Cuántos cuartos tenés?
¿Cuánto dinero quieres?
¿Con qué frecuencia vas al extranjero?
En realidad tengo que hacerlo.
Siempre juego según las reglas.
Estoy completamente en contra.
Sólo voy a dar un paseo.
Respondí a las preguntas de Tom.
Llegué más tarde de lo usual.
Les pedí que arreglaran mi auto.
Comí con mi hermanito.
Pienso que él es un buen tipo.
Compré media docena de huevos.
Puedo responder a tu pregunta.
Puedo hacerlo en dos horas.
Puedo parar cuando quiera.
No puedo comprarte ese vestido.
No me puedo llevar bien con él.
No puedo ayudarte ahora mismo.
No puedo dejar que te atrapen.
En realidad no puedo hacer nada.
No soporto verte.
Me es imposible ayudarte.
Vengo de una familia grande.
No podía creer lo que oía.
Me estrellé con otro coche.
Lo hice hace sólo una semana.
No encontré nada nuevo.
No tuve tiempo para nadar.
No sabía que estaba ahí.
No recordaba nada.
No vi qué ocurrió.
No quería molestarte.
Hago las cosas a mi propio paso.
En realidad no los tengo.
No me interesa lo que ella coma.
No tengo ganas de reír.
Ya no tengo auto.
Ahora no tengo mucho tiempo.
No tengo tiempo para dormir.
Yo no tengo tu fuerza.
No conozco su nombre verdadero.
No sé qué significa.
No sé dónde esconderme.
Ya no me gusta la pizza.
No me gusta tu comportamiento.
No recuerdo apenas nada de ello.
No veo ninguna diferencia.
No creo que sea correcto.
No creo que estés preparada.
No quiero discutir sobre eso.
No quiero mentirte.
No quiero jugar a las cartas.
Dudé de que tú te acordarías de Tom.
Me gustó trabajar contigo.
Me siento un poco débil hoy.
Me sentí mareado cuando me levanté.
Seguí tu sugerencia.
Le di la leche al gato.
Me han picado los mosquitos.
Me curé del catarro rápidamente.
La pasé supremamente bien esta noche.
Hice que el chico llevara mi bolsa.
Odio a la gente que dice eso.
Tengo un hermano llamado Tom.
Tengo mucha experiencia.
Ahora apenas tengo dinero.
Tengo presión alta.
No tengo a nadie con quien jugar.
No tengo nada que hacer hoy.
Lo vi muchas veces.
Mañana tengo que comprar uno.
Yo tengo que ir al baño.
No he suspendido ningún examen.
Me escondí bajo la cama.
Espero que no sea imposible.
Espero verlo mañana.
Espero que les guste la comida picante.
Solo necesito hablar contigo.
Solo quiero ir a dormir.
Sabía que algo estaba mal.
Supe que no era verdad.
Sé tan poco como tú.
Sé algo que vos no sabés.
Sé lo que estabas haciendo.
Sé de dónde es él.
Me gustan los perros más que los gatos.
Me gusta esta casa así como es.
Me gusta llevar falda larga.
Me encerré en mi cuarto.
Perdí de vista a mis amigos.
Me encanta ver el baloncesto.
Lo que dije denante lo dije en serio.
Debo haber cometido un error.
Necesito una carpeta de cuero.
Necesito un lugar donde pueda estudiar.
Necesito que alguien me ayude.
Necesito saber quién eres.
Necesito pulsar el botón.
Nunca me gustó de todas formas.
Ya no necesito tu ayuda.
Sólo gasté tres dólares.
Planeo vivir en la ciudad.
Apunté mi cámara hacia ella.
Yo muy rara vez hablo por teléfono.
Me gusta mucho esta fotografía.
Realmente confío en su capacidad.
Respeto este tipo de gente.
No dije nada por el estilo.
Vi a un hombre entrar a la habitación.
Lo vi con mis propios ojos.
Debo estar con mi familia.
No debería haber venido aquí.
Pronto noté su ausencia.
Todavía no sé hablar francés.
Sugiero que lo estudiéis.
Creo que necesito llamar a Tom.
Creo que me he roto el brazo.
Creo que Tom cometió un error.
Creo que todos tienen hambre.
Parece ser intencionado.
Creo que Tomás es estúpido.
Creo que eso es posible.
Creo que necesitamos más agua.
Creo que estamos de acuerdo.
Pensé que era invencible.
Pensé que Tom nos había oído.
Pensé que fue graciosísimo.
Pensé que estabas lesionado.
Te dije que no me tocases.
Lo intenté más o menos por una hora.
Entiendo que estés asustado.
En general me acuesto a las diez.
Quiero un perro como ese.
Quiero que sea sorpresa.
Yo quiero ser un buen padre.
Quiero cerrar mi cuenta.
Quiero ir a vuestra fiesta.
Quiero escucharlo de vos.
Quiero darle celos a Tom.
Quiero hablar contigo, Tom.
Te quiero fuera de mi casa.
Quiero que me escuches.
Quiero que laves el coche.
El policía me golpeó.
Esto realmente me conmovió.
Yo no estaba en tu piso.
Fui a pescar el lunes pasado.
Fui a nadar al mar.
Fui a donde se me ordenó.
Te voy a llamar en una hora.
Iré aunque llueva.
Ojalá pudiera estar contigo.
Deseo poder ir a Japón.
Me gustaría estar en París en este momento.
Me pregunto a dónde habrá ido.
Trabajo para una agencia de viajes.
Me gustaría un poco más de té.
Me gustaría ser joven nuevamente.
Quisiera ir a ver una película.
Me gustaría ver esa película.
Me encantaría bailar con vos.
Siempre seré tu amiga.
Estaré allí el lunes por la noche.
Llamaré a una ambulancia.
Te daré ventaja.
Mañana iré a la escuela.
Nos vemos en la entrada.
Intercederé por ti.
Veré si puedo ayudar.
Te enseñaré a nadar.
Soy un vago bueno para nada.
Me temo que no estará de acuerdo.
Estoy seguro de que se puede hacer.
Me siento claustrofóbica.
Me alegra que hicieras esto.
Me voy a encargar de Tom.
Me voy a quedar con esta.
Me quedo con este.
Voy a vender mi casa.
Me alegra volver a estar en casa.
Estoy justo detrás de ella.
Salgo en diez minutos.
Estoy buscando a mi hermano.
Estoy buscando mis anteojos.
Tomás, no te tengo miedo.
No soy culpable de nada.
No soy muy aficionado al deporte.
No soy quien tú crees.
Estoy preparado para lo peor.
Estoy bastante tenso en este momento.
Realmente me alegra oírlo.
Estoy saturado de trabajo.
Perdón pero mi padre no está en casa.
Estoy seguro de que Tom se quejará.
Estoy intentando aprender francés.
Estoy esperando para hablar con Tom.
Yo he estado aquí por más tiempo.
Estaba prestando atención.
Hoy he sido muy afortunado.
Descubrí la verdad.
Tengo todo lo que quiero.
Tengo algo para vosotros.
Tengo que cortarle el pelo a Tom.
Acabo de ir al banco.
He aprendido a confiar en ellos.
Conocí a la mujer perfecta.
Nunca he viajado al extranjero.
Me he leído los dos libros.
Si tengo tiempo, lo haré.
Si nos damos prisa, lo lograremos.
Si tiene hambre, pues coma.
De hecho, él incluso la amaba.
¿Es tuyo todo este dinero?
¿Es difícil aprender francés?
¿Mil yenes son suficientes?
¿Se supone que eso pasa?
¿Hay alguna parada de autobús por aquí cerca?
¿Hay un manómetro de aire aquí?
¿Esta pelota es tuya o de ella?
¿No es eso un libro de inglés?
Acá casi nunca llueve.
Le puede pasar a cualquiera.
Ocurrió más de una vez.
No se ha hecho antes.
Jugar al béisbol es divertido.
Está demasiado caluroso como para quedarse aquí.
No hace mucha diferencia.
Eso realmente no nos afectó.
Parece que estás equivocado.
Era una historia fascinante.
Fue una reunión muy larga.
Fue divertido mientras duró.
Fue la opinión común.
Es un hecho que no puedes negar.
Es absolutamente imposible.
Es siempre la misma historia.
Es fácil cometer errores.
Es bueno que estés aquí.
Es sólo tu imaginación.
Está demasiado frío para nadar.
Esto no es asunto tuyo.
Ahora no va a funcionar.
Hace bastante frío para ser abril.
Es igual para todo el mundo.
Todavía es demasiado temprano para decirlo.
Japón es un país insular.
Solo dime lo que quieres.
Los chavales van al colegio a estudiar.
Apréndete estos nombres de memoria.
Prestame tu cuchillo, por favor.
Permitidme recapitular lo que se dijo.
Háznoslo saber para el lunes que viene.
Hagamos eso primero que todo.
Volvamos al hotel.
No hablemos más sobre ello.
Caminemos un poco más rápido.
Un rayo impactó la torre.
Las faldas largas están de moda.
Mire cuánto rebota esa pelota.
Hagan un buen uso de su tiempo.
Muchos jóvenes fueron a la guerra.
Mary no tuvo marido.
Mary es una muchacha muy trabajadora.
Mary ahora come por dos.
Mary permitió que Tom le besara la mano.
Mary se hace su propia ropa.
Mary se quitó los pendientes.
¿Puedo preguntarle cuál prefiere?
¿Puedo hablar contigo?
Puede que Tom no tuviera tiempo.
A los hombres les gusta verse masculinos.
Gracias por todo, mamá.
Mi francés se está oxidando.
Mi hermano puede conducir un coche.
A mi padre no le gusta el fútbol.
Mi hija fue al colegio.
Mi padre tiene un restaurante.
Mi padre trabaja para un banco.
Tengo el pelo rizado por naturaleza.
Mi laburo es enseñar inglés.
Mi madre está gravemente enferma.
Mis padres son oriundos de China.
Mi hermana tiene un bonito piano.
Mi hijo es más alto que yo.
Mi esposa va a matarme.
Nadie nos trajo nada.
Nunca es tarde para aprender.
Nadie se preguntó nada.
Nadie se cree lo que digo.
Nunca se es demasiado viejo para aprender.
Nadie lee los mensajes largos.
No había una sola nube a la vista.
Ahora quiero ir y hacerlo.
¡Oh! Lamento oír eso.
Uno de mis hijos está malo.
Abre tu libro en la página diez.
Nuestro bebé no habla aún.
Nuestro restaurante es el mejor.
Nuestro tren se detuvo repentinamente.
Las mascotas pueden llegar a ser muy caras.
Por favor, reserva una habitación para ella.
No hagas eso otra vez, por favor.
Dame algo de café por favor.
Por favor, déjame comer tranquila.
Por favor regrese a su asiento.
Por favor, mantente cercano.
Por favor, dígame si le duele.
La pobreza lo hizo robar.
Se requieren medidas inmediatas.
Coloque los huevos en la heladera.
Roma no fue construida en un día.
Gritad cuanto queráis.
Ella abandonó a los hijos.
Me preguntó mi edad.
Ella regresó antes de las ocho.
Ella no lo decepcionó.
Ella no quería que él muriese.
Ella no te entiende.
Ella se durmió en mis brazos.
Ella me echó una mirada extraña.
Ella no obtuvo respuesta de él.
Ella tiene un hermano en Tokio.
Ella tiene muy buena figura.
Acaba de cumplir los veinte.
Ella lo ignora por completo.
También está escribiendo un libro.
Ella es incapaz de engañar.
Ella no es más que una niña.
A ella le gusta mucho la tarta.
Ella cometió un grave error.
Ella nunca piensa en él.
Ella juega tenis muy bien.
Ella leyó el poema en voz alta.
Ella dice que le gustan las flores.
Ella debería ayudar a su madre.
Me habló en español.
Ella se quedó aquí sola.
Ella le contó a todos en el trabajo.
Ella rechazó mi petición.
Entonces era una niña pequeña.
Ella estaba escuchando música.
Ella me lo susurró al oído.
Ella me escribió una larga carta.
Está casada con un dentista.
¿No deberías estar atendiendo?
¿Desde cuándo es eso un delito?
El jabón ayuda a remover lo sucio.
Algunos remedios nos caen mal.
Algún día lamentarás esto.
Hay alguien en la sala contigua.
El sonido viaja muy rápidamente.
Quédate aquí y espérale.
Deja de ponerte en evidencia.
De repente comenzó a llover.
Quita tu mano de mi espalda.
Dime qué hacer con él.
Gracias por tu preocupación.
Muchas gracias por tu ayuda.
Gracias por quedarte.
Eso siempre me hace reír.
Eso no funciona, ¿verdad?
Eso no tiene nada que ver con él.
Realmente no vale la pena.
Ese teclado es costoso.
Dieron esa película en televisión.
Hay que arrollar esa cuerda.
Esa maleta no es de ellos.
Eso no podemos hacerlo.
Esa chica es enfermera.
Eso es cuestión aparte.
Definitivamente, esa es la meta.
Ese es su sitio web privado.
Ese no es nuestro problema ahora.
Esa sí que es una buena idea.
Fue por eso que él se levantó temprano.
La alarma está sonando.
El niño sigue durmiendo.
El pájaro tenía un ala rota.
El muchacho usa anteojos.
La llamada es gratis.
El gato está abajo de la mesa.
El concierto fue exitoso.
La cortina se prendió en llamas.
El debate será esta noche.
El perro olisqueó el suelo.
El desaguadero está atascado de nuevo.
La cerca está pintada de verde.
La niebla es cada vez más densa.
La niña tiene miedo a los perros.
La casa está hecha de piedra.
La oferta de trabajo sigue en pie.
Todas las hojas han caído.
La reunión está a punto de terminar.
La Luna carece de atmósfera.
La noticia la puso muy triste.
Ese anciano murió de cáncer.
La oposición estaba dividida.
La pintura no se secó todavía.
Al bolígrafo ya no le queda tinta.
El avión despegó a las 2:30.
El precio no es razonable.
El público exige respuestas.
Los informes eran confusos.
La sala está llena de personas.
La función tuvo una buena aceptación.
El cielo se aclarará pronto.
Los soldados disponían de artillería.
La calle ha sido cerrada.
La tetera está en la mesa.
El tren ya se fue.
El camión está en la balanza.
El agua está aún demasiado fría.
La herida comenzó a sangrar.
No quedan patatas.
Hay una bolsa sobre el escritorio.
Hay un mensaje para ti.
Había silencio absoluto.
Había perros por todas partes.
Se acerca una gran tormenta.
Hay una agradable brisa aquí.
Hay leche en el frigorífico.
No hay nadie más que yo aquí.
No hay razón para preocuparse.
No queda nada que hacer.
Estos animales son amigables.
Estos audífonos no sirven.
Estas camisas son idénticas.
Acordaron empezar temprano.
Están fuera en el jardín.
Ellos los llamaban scalawags.
No les gustan mis amigos.
A ella la eligieron Presidenta.
Cazaron ciervos y zorros.
Ellos me dejaron elegir un regalo.
Podrían no saberlo.
Ellos se quedaron en Tennessee.
Ellos nos proveyeron de comida.
Quieren hacer esto bien.
Ellos nacieron en Tailandia.
Ellos irán allá conmigo.
Ellos siempre se quejan.
Ellos están en un grupo de canto.
Ellos tuvieron bastante tiempo.
El artículo es desorientador.
Este libro es sobre China.
Este auto es fácil de manejar.
Estos datos son para mi tesis.
Este regalo es para mi amigo.
Ésta es una flor hermosa.
Esta es una frase rara.
Este es es un reloj sumergible.
Este es un evento importante.
Esto es insoluble en agua.
Este es mi libro, no el vuestro.
Este libro es mío, no de usted.
Esto nunca va a terminar.
Esto no es lo que ordené.
Sólo estoy comenzando.
Esta es la parte importante.
Es por esto que renuncié al empleo.
Vale la pena ver esta película.
Este rompecabezas tiene 500 piezas.
Esta regla es ignorada a menudo.
Esta sopa está extraordinaria.
Esta tarea requirió tres horas.
Esto era tuyo.
Esta palabra viene del griego.
Este yogur sabe extraño.
Esos dos hacen buena pareja.
Ella es irreemplazable para mí.
Hoy es un buen día para morir.
Tom actuó sin pensar.
Tom y yo somos solo amigos.
Tom y Mary son vecinos.
Tom y Mary compartieron una habitación.
Tom aprecia el arte moderno.
Tom me preguntó qué necesitaba.
Tom quedó como compañero de pieza de John.
Tom compró una rosa para Mary.
Tom puede bailar como un robot.
Tom no puede aceptar tu regalo.
Tom no puede seguir enfadado para siempre.
Tom trepó por encima de la cerca.
Tom no pudo convencer a María.
Tom contó con la ayuda de Mary.
Tom no logró mucho.
Tom no fue a la fiesta.
Tom no dudó en absoluto.
Tom no quería hacer eso.
Tom no quería hacer eso.
Tom murió el pasado lunes por la noche.
Tom no bebe vino tinto.
Tom no conoce las reglas.
A Tom no le gusta viajar.
Tom no fuma ni bebe.
Tom finalmente se calmó.
Tom cayó en un profundo sueño.
Tom arregló la radio averiada.
Tom olvidó alimentar a su perro.
Tom le dio un beso rápido a Mary.
Tomás sale a correr todos los días.
Tomás fue echado de su trabajo.
Tom tuvo fiebre anoche.
Tom no tenía quien lo ayudara.
Tom tiene doble personalidad.
Tom ha logrado mucho.
Tom cambió radicalmente de postura.
Tom ha pagado sus deudas.
Tom tiene que protegerse.
Tom odia que haga calor.
Tom espera contar con tu presencia.
Tom es el ex-novio de Mary.
Tom es muy rutinario.
Tom es un buen jugador de ajedrez.
Tom es un abogado exitoso.
Tom sabe jugar al fútbol.
Tom ya está en la lista.
Tom es tan terco como Mary.
Tom puede hacerlo.
Tom está comiendo patatas fritas.
Tom va a disfrutar esto.
Hoy Tom está de mal humor.
Tom está muy bien de salud.
Tom está aprendiendo JavaScript.
Tom es mi único amigo de verdad.
Tom está ahora a bordo del barco.
Tom está en una racha de suerte.
Tom está preparado para lo peor.
Tom está sentando en su litera.
Tom está sudando como un cerdo.
Tom es buscado en Australia.
Ahora, Tom está escribiendo una novela.
Tom no está sobrepasando la ley.
Tom no está prestando atención.
Tom sabía que Mary no era feliz.
Tom sabía lo que estaba haciendo.
Tom sabe cómo llegar ahí.
Tom sabe por qué hiciste eso.
A Tom le gusta cocinar para Mary.
A Tom le gusta jugar al béisbol.
Tom miró a Mary en los ojos.
Tom lo era todo para mi.
Tom necesita un cambio de ritmo.
Tom necesita descansar un poco.
Tom baja películas a menudo.
Tom pintó la puerta de blanco.
Tom se puso un par de calcetines.
Tom realmente habla mucho.
Tom dijo que Mary parecía borracha.
Tomás dijo estar apenado.
Tom vio sangre en el piso.
Tom dice que lo lamenta profundamente.
Tomás parece ser muy inocente.
Tom debería estar llegando a casa.
Tom no debería estar aquí abajo.
Tom me enseñó cómo hacerlo.
Tom habla un poco de francés.
Tom le robó el coche a su padre.
Tom sale a caminar todos los días.
Tom se cree invencible.
Tom volcó el barril.
Tom viajó por Europa.
Tom intentó abrir la puerta.
Tom aguardó en la plataforma.
Tom quería proteger a María.
Tom quiere que Mary sea feliz.
Tomás quiere comprarse un coche nuevo.
Tom quiere sorprender a Mary.
Tom advirtió a Mary sobre John.
Tom fue detenido el lunes.
Tom estaba cubierto de sudor.
Mary humilló a Tom.
Tom estaba empapado hasta la piel.
Tom llegó el último.
Tom estaba preocupado por eso.
Tomás volvió al hotel.
Tom regresará el lunes.
Tom hará que Mary haga eso.
Tom fue testigo del accidente.
Tom trabajó duro todo el verano.
El auto de Tomás está en el garage.
El apellido de Tom es Jackson.
Tom tiene la misma edad que Mary.
Tom, ¿puedes venir mañana?
Intenta explicarle eso a Tom.
El desempleo es todavía elevado.
Fue un error visitar a Tom.
Espere a que acabe de comer.
Espera, déjame dejar esto.
De vez en cuando estamos de acuerdo.
Ya sabemos que lo hiciste.
Estamos contentos de que vengas.
Podemos hablar de ello más tarde.
No podemos dejar que esto continúe.
No queríamos ningún problema.
Ahora mismo no lo tenemos.
No hacemos promesas.
Alimentamos a nuestro perro una vez al día.
Nos reunimos aquí una vez por semana.
Teníamos visitas inesperadas.
Tenemos todo lo que necesitamos.
No tenemos nada que discutir.
Tenemos tiempo suficiente para comer.
Tenemos que cambiar nuestro plan.
Tenemos que hacer el cambio.
Nosotros sabemos que son gente ocupada.
Nosotros vivimos cerca de una gran biblioteca.
Creo que hemos perdido el autobús.
Necesitamos un poco más de tiempo.
Hay que lavar las sábanas.
Jugamos al tenis ayer.
Vemos lo que queremos.
Quizá deberíamos preguntarle a Tom.
Hablamos en lenguaje de señas.
Queremos paz en el mundo.
Fuimos a Boston juntos.
Trabajamos juntas como un equipo.
Nos iremos el lunes.
Mañana tendremos invitados.
Bajaremos por la escalera.
Todos estamos en el mismo barco.
Conocemos el problema.
Vamos al teatro.
No vamos a abandonar.
Ya lo hemos discutido.
Hemos tenido unas cuantas bajas.
Las malas hierbas crecen con una rapidez increíble.
¿Estuvieron ayer en casa?
Lo que Tom hizo fue deshonesto.
¿Qué vas a pedir tú?
¿De qué estás hablando?
¿De qué color es tu nuevo coche?
¿Con qué les golpearon?
¿Qué prometiste hacer?
¿Qué sabes sobre él?
¿Qué quieres de almuerzo?
¿Qué hace Tom todos los días?
¿Y a ti qué te importa?
¿Qué has logrado?
¿Qué es todo el alboroto?
¿Qué tipo de flauta es esa?
¿Qué lenguas sabes?
¿En qué calle vive usted?
¿A qué hora se va a dormir?
¿A qué hora volverás?
¿Qué hacían ellos ahí?
¿Qué quiere comer?
¿En qué pensarán después?
¿Sobre qué estás farfullando?
¿Qué hace aquí este niño?
¿Qué caso tiene preocuparse?
¿Cuál es tu fruta preferida?
¿Cómo se llama tu marido?
Hagas lo que hagas, no llores.
¿A qué hora empezó la reunión?
¿Cuándo aprendiste a nadar?
¿Cuándo llega el autobús de Tom?
¿Cuándo volverás a casa?
¿Dónde vamos esta noche?
¿Dónde has comprado ese bolígrafo?
¿Dónde viste a Tom por última vez?
¿Dónde aparcaste el coche?
¿De dónde sois todos vosotros?
¿Dondé esta la tienda de abastos?
¿Dónde está la boletería?
¿Dónde estuviste el lunes pasado?
¿Dónde dan esa película?
¿Dónde está la guía telefónica?
¿Cuál es tu favorito?
¿Con quién desea hablar?
¿Quién te dio este sobre?
¿Quién organizó esa reunión?
¿Quién les enseñó a ustedes a navegar?
¿Quién es tu artista favorito?
¿Por qué siempre te estás quejando?
¿Por qué estás tomando agua?
¿Por qué estáis tan cansados hoy?
¿Por qué estás hoy tan cansada?
¿Por qué hizo algo así?
¿Por qué no lo dijo nadie?
¿Por qué no me lo dijo nadie?
¿Y por qué no me avisasteis?
¿Por qué estudias todos los días?
¿Por qué me odian todos?
¿Por qué todos te odian?
¿Por qué no haces algo?
¿Por qué no estudias francés?
¿Por qué siempre está tan feliz Tom?
¿Por qué no solicitas ese trabajo?
¿Por qué no dejar ir a María?
¿Usted va a estar aquí el lunes?
¿Me dirá la verdad?
La Segunda Guerra Mundial terminó el 1945.
¿Te gustaría algo de café?
¿Te levantarías, por favor?
Ayer compré un libro.
Eres un muy buen artista.
Estás en el tren equivocado.
No eres tan joven como Tom.
Siempre puedes contar con nosotros.
Podéis hacerlo, ¿verdad?
Ya puedes salir de la habitación.
No se puede sobornar a ese juez.
No se puede fumar en mi pieza.
Podíais haberlo hecho vosotros mismos.
No tenías que hacer eso.
Aquí no conoces a nadie.
No pareces muy preocupado.
Comen mucha comida chatarra.
Usted tiene esposa, ¿no?
Tienes que afrontar los hechos.
Ni siquiera has tratado aún.
Estás muy linda hoy.
Tal vez necesites hervir agua.
Debéis ser amables con los demás.
Debes hacer lo que te parezca conveniente.
Debes ponerte listo rápido.
Tienes que cumplir con tu deber.
Necesitas culpar a alguien.
Nunca me dices nada.
Le echaste demasiada pimienta.
Debería tener más cuidado.
Deberías deshacerte de esto.
Deberías tomarte unas vacaciones.
No deberías perder la esperanza.
Hablas como un político.
Llegaste tarde, ¿verdad?
Siempre seréis bienvenidas.
Usted trabajó más que yo.
Será mejor que lleves a Tom a casa.
Lo verás por ti mismo.
Eres una chica interesante.
Vas a mejorar.
Es increíblemente talentosa.
No eres un prisionero aquí.
Esto se te da muy bien.
Todavía eres inexperta.
Eres increíblemente estúpido.
Tienes un futuro brillante.
Tú has derramado tu café.
Sus alegaciones son falsas.
Tus pies huelen bastante mal.
Tu madre murió ayer.
Tu secreto está a salvo conmigo.
"Soy maestra." "Yo también."
"¿Quién te ayudó?" "Tom."
Anoche se produjo un fuego.
Su buena memoria es su arma.
Mejor prevenir que curar.
Un vasto desierto se extiende ante nosotros.
Echen otro tronco al fuego.
Todos mis amigos hablan francés.
Todos nosotros, excepto él, fuimos.
Todos los estudiantes estaban ahí.
Estos tres son míos.
Me molesta la gente importuna.
¿Están las dos listas para irse?
¿Estás libre esta tarde?
¿Eres bueno para las matemáticas?
¿Estás interesado en la música?
¿Seguro que nadie te vio?
¿Te molestan los ojos?
Por fin él consiguió su objetivo.
Cállate mientras comemos.
La sangre fluía de la herida.
Ambos somos estudiantes.
Tráeme ese vaso de leche.
¿Me puede prestar una taza de azúcar?
¿Les puedo tomar una foto?
¿Se puede confiar en esta gente?
¿Puedes ir ahorita al cine?
¿Puede parar de cantar, por favor?
¿Puedes esperar un momentito?
¿Podés esperar hasta mañana?
Canadá es más grande que Japón.
Frecuentemente, los niños odian las espinacas.
Colón descubrió América.
Ánimo, que ya casi estamos allí.
¿Me podrías ayudar, por favor?
¿Puedes conducir un poco más despacio?
Los cocodrilos tienen dientes afilados.
Los ciervos son bastante inteligentes.
¿Dijo Tom que yo no iba a venir?
¿Te fue bien en el examen?
¿Has pasado un buen fin de semana?
¿Has mentido a tus padres?
¿Plantaste esto tú mismo?
¿No tomaron precauciones?
¿Tengo que pagar por adelantado?
Hazlo por ti mismo como sea.
¿Tú crees lo que él dijo?
¿Come en el aula?
¿Corres todos los días?
¿Tienes un mapa de Boston?
¿Tienes algo de comer?
¿Tienes calcetines y zapatos?
¿Tienen experiencia profesional?
¿Sabes cómo usar esto?
¿Sabes lo que esto significa?
¿Sabés por qué estás aquí?
¿Le gusta la comida picante?
¿Qué te parece si fumo aquí?
¿Necesitáis un lugar para alojaros?
¿Sinceramente piensas ganar?
¿Todavía tenés preguntas?
¿Tú crees que me estoy divirtiendo?
¿Tú crees que cabrá aquí?
¿Comúnmente viajas solo?
¿Quiere papas fritas con eso?
¿Querés que te retrate?
¿Deseas hablar francés?
¿Querés quedarte conmigo?
¿Le gustan a Tom las hamburguesas de queso?
¿Es necesario que corra tan rápido?
¿Esta gorra es tuya?
Hacer eso es muy importante.
No entres en la cocina.
No lo expongas a la lluvia.
No te apoyes en la pared.
No te sueltes. Sujétate bien.
No desprecies al pobre.
No pierdas esta oportunidad.
No hables en clase.
No des la espalda a Tom.
¿No tiene novia?
¿No queréis una de éstas?
Los huevos se pueden ocupar como armas.
Cada trimestre tengo una paga extra.
Todos quieren ser felices.
Todos saben que Tom está mintiendo.
Todos tienen que saber esto.
Todo estaba en su sitio.
Discúlpame. ¿Cuál es tu nombre?
La familiaridad engendra desprecio.
Acábate lo que hay en tu plato.
¡Olvidate de eso inmediatamente!
El francés no es fácil de dominar.
¡Sal de aquí inmediatamente!
Dénselo a quienquiera que lo necesite.
Dame un poco más de agua.
Buenas noches y dulces sueños.
El trabajo duro nunca ha herido a nadie.
¿Pasó algo más?
¿Dije algo malo?
¿Contaste las toallas?
¿Habéis estado alguna vez en Tokio?
¿Has construido alguna vez una casa?
¿Has ordeñado alguna vez una cabra?
¿Has hecho una reserva?
¿No has cenado?
Él dominó rápidamente el ruso.
Me pidió que leyera 5 poemas.
Empezó a levantar la voz.
Él habla cinco lenguas.
Él limpió la nieve del camino.
No podía poner en marcha el motor.
No sabía adónde ir.
A él no le gustaba ella al principio.
No dijo ni siquiera una palabra.
Él desapareció entre la multitud.
A él le da lo mismo el dinero.
Él cavó un agujero en el jardín.
Él se quedó dormido en clase.
Él obtuvo un préstamo del banco.
Casi nunca abre un libro.
Lleva enfermo una semana.
Él se escondió detrás del auto negro.
Es un novelista y un artista.
Él casi siempre está en la casa.
Él está cavando su propia tumba.
Él añora la vida en la ciudad.
A menudo llega tarde al colegio.
Él tiene el título de médico.
Él entró al equipo contrincante.
Él dejó la caja desprotegida.
Vivía aquí hace diez años.
Él perdió todo cuanto poseía.
Me ha hecho quedar como un mentiroso.
Puede que él haya leído la carta.
Él hace enojar a la gente a menudo.
Él hizo como si no me conociera.
Él cría caballos y ganado.
Él rasgó el sobre.
Se sentó a leer una historia.
Él parecía haber sido rico.
Él sacudió miles de manos.
Él habló con los granjeros en Iowa.
De repente dejó de hablar.
Creía que era mi hermano.
Él juró que dejaría de fumar.
Él ignoraba el hecho.
Él estaba sentado en el suelo.
No estaba seguro qué hacer.
Estará en casa mañana.
Él trabajó todo el día ayer.
Ayer escribió una carta.
Él sabe hablar japonés.
Él está pidiendo que lo ayudes.
Él se va a unir a nuestro club.
Es el chico más guapo de la ciudad.
Su sueño es visitar París.
Aquí tienes un breve resumen.
Hola, ¿cómo estás hoy?
Le persiguen los acreedores.
Su jardín es una obra de arte.
Su mentira complicó la cosa.
Su historia es verdad en parte.
Sostén la pelota con ambas manos.
¿Qué te parece partir a trotar?
¿Cómo lo recupero?
¿Cómo puedes no tener corazón?
¿Cómo se produjo el accidente?
¿Qué tal te fue en el examen?
¿Cómo te introdujiste en mi casa?
¿Cómo mataste a los guardias?
¿Cómo llego al teatro?
¿Qué te parece mi nuevo traje?
¿Cómo te hace sentir eso?
Qué bochornoso para todos nosotros.
¿Cómo se pronuncia esa palabra?
¿Por cuánto tiempo es válida esta visa?
¿Cuántos libros te leíste?
¿Cuántas copias quieres?
¿Cuántas guitarras tienes?
¿Cuántas esposas has tenido?
¿Cuánto es eso en dólares?
¿Cuánto tiempo necesitas?
¿Cuántos años tiene la Torre Eiffel?
¿Cómo se ve tu horario?
Admiro la perseverancia de Tom.
Estoy de acuerdo con las observaciones de Tom.
Estoy completamente de acuerdo con vosotros.
Por poco no me da un infarto.
Intento siempre ser puntual.
Voy a comprar ahora.
Dejo los libros aquí.
Soy más guapo que vosotros.
Estoy orgulloso de trabajar con todos ustedes.
Pido disculpas por lo que dije.
Supuse que eras canadiense.
Creo que estoy en lo firme.
Me parece que te gusta tu trabajo.
Compré el libro ayer.
Llamé a Tom esta tarde.
Puedo sacarte de prisión.
Puedo demostrar que tengo la razón.
Puedo cruzar el río a nado.
No puedo creer que él hiciera eso.
Ni siquiera puedo pensar en eso.
No puedo fingir que me gusta.
No sé hablar nada de francés.
No puedo pensar en todo.
No puedo caminar en estos zapatos.
Me importas mucho.
Elegí entre las dos alternativas.
No pude controlar mis lágrimas.
No podía ir a ningún otro sitio.
Yo no asistí a su funeral.
Yo ni siquiera sabía que tú sabías.
No me abroché el cinturón.
No oí lo que dijiste.
No sabía que los perros hacían eso.
No sabía que estabas ocupado.
No planeé hacerlo.
No dije nada malo.
Espero que vengas de nuevo.
Yo no creo eso tampoco.
No cobro por horas extraordinarias.
No voy al colegio en bus.
Yo no tengo sofá en casa.
No tengo cosas que hacer.
No conozco a ninguno de los dos.
No sé lo que me espera.
No sé lo que piensas.
No sé por qué hice eso.
Yo no sé su verdadero nombre.
No me gusta para nada mi cabello.
Yo no necesito una explicación.
No leo los periódicos.
No veo parecido alguno.
No creo que yo vaya a estar solo.
No me entero de nada.
No quiero nada dulce.
No quiero molestarte.
No quiero ir contigo.
No me quiero bañar.
No quiero que hagas eso.
Gano, más o menos, como tú.
Hago ejercicio casi todos los días.
Me siento como un millón de dólares.
Yo sentí exactamente lo mismo.
Me olvidé las gafas en casa.
Se lo dí al niñito.
Voy a la iglesia cada domingo.
Recibí gratis este libro.
Supongo que deberíamos irnos ahora.
Tuve una experiencia terrible.
No tenía más opción que venir.
Tuve que ir al hospital.
Odio los insectos de cualquier tipo.
Me ducho cada noche.
Tengo una espina en el dedo.
Tengo una úlcera en la boca.
Tengo mil quinientas vacas.
No tengo más preguntas.
No tengo a nadie en quien pueda confiar.
Tengo una pregunta para vosotros.
La vi tres veces.
Debo admitir que tengo curiosidad.
Tengo que cerrar las ventanas.
Tengo que regar las flores.
Aún no he dicho nada.
Oí un golpe en la puerta.
Espero que Tom no se enferme.
Espero que viajes bien.
Les invité a la fiesta.
Tan solo no he tenido la oportunidad.
Me acabo de acordar de algo.
Yo sabía que podía contar contigo.
Sé que vi algo moverse.
Sé lo peligroso que es Tom.
Sé que no es culpa de Tom.
Sé lo que voy a hacer.
Sé a qué ponerle ojo.
Sé que tú hiciste todo el trabajo.
Sé que estarás de acuerdo conmigo.
El café me gusta más que el té.
Prefiero el arroz al pan.
Me gusta que las cosas tengan sentido.
Me gusta mucho tu piso.
Encontré la ciudad en el mapa.
Yo sola hice ese vestido.
Me encontré con el presidente en persona.
Añoro los días frescos del invierno.
Me debo preparar para el examen.
Necesito alguien con quien hablar.
Necesito contratar a un asistente.
Necesito hacer una llamada.
Tengo que buscar mi bolígrafo.
Necesito hablar con Tom a solas.
Nunca supe su nombre de pila.
Yo a menudo tengo el mismo sueño.
Yo pinté un cuadro para ti.
Planeo quedarme allí una semana.
Prefiero leer a escribir.
Yo prefiero escribir en francés.
Invertí mucho tiempo en ello.
Corrí lo más rápido que pude.
He recibido una buena oferta de trabajo.
Recuerdo haber leído sobre eso.
Dije que no fue tu culpa.
La he cagado, lo sé.
Debería estar allí el lunes.
No debí haber dicho eso.
Debería haberme quedado con Tom.
Dormí el resto del día.
Pasé muchas horas leyendo libros.
Empecé a navegar el año pasado.
Me quedé en la cama toda la mañana.
Aún tengo mucho que aprender.
Sí que espero que esto sea un sueño.
Creo que sé lo que es esto.
Creo que he perdido mi billete.
Yo creo que Tom va a ganar.
Creo que Tom puede que sea un genio.
Pienso que es un gran escritor.
Yo pienso en ustedes todo el tiempo.
Creo que algo se está quemando.
Creo que esto te pertenece.
Creo que ahora todos somos felices.
Creo que sólo estás celosa.
Creo que Tom lo hizo muy bien.
Pensé que Tom estaba en peligro.
Creí que Tom no vendría.
Pensaba que él estaba enojado.
Pensé que el espectáculo se había acabado.
Pensé que te gustaban las fiestas.
Pensé que no vendrías.
Le dije a Tom que no viniera aquí.
Te dije que no vinieras aquí.
Traté de pararme con la cabeza.
Yo tocaba el trombón.
Suelo dormir ocho horas.
Quiero a alguien con quien hablar.
Quiero cortar contigo.
Quiero comer pizza esta noche.
Quiero irme a casa a dormir.
Quiero conocer qué es el amor.
Quiero aprender a nadar.
Yo quiero ver a Tom jugar golf.
Quiero hablar con un abogado.
Quiero que me hagas un favor.
Quiero que vea algo.
Yo quería intentar continuar.
Me quedé sobrecogido ante el espectáculo.
Nací el 3 de abril de 1950.
Me entrevistaron para un empleo.
Estuve muy enfermo el lunes.
Intentaba hacer las paces.
Yo no esperaba visita.
Fui a Australia en dos mil trece.
Voy a hacer lo que quieras.
No asistiré a la fiesta.
Desearía poder hacer algo.
Quisiera ser un buen cantante.
Os deseo un feliz cumpleaños.
No seré capaz de arreglar eso.
No hablaré más con él.
Me pregunto qué está pensando ella.
Trabajo en una escuela de idiomas.
Haría cualquier cosa por usted.
Quisiera un visado de turista.
Escribí una carta en inglés.
Solo quisiera que me ignoraran.
Me gustaría llegar a ser sastre.
Querría salir con ella.
Querría decir unas palabras.
Prefiero morir a hacer eso.
Regresaré en tres horas.
Os llamaré en una semana.
Esta vez lo haré a mi manera.
Te encargo este trabajo.
Voy a ver si Tomás nos puede ayudar.
Te mostraré cómo se hace.
Le diré a Tom que dijiste eso.
Te diré lo que sucedió.
Esperaré a que termines.
Yo también tengo un poco de sed.
Me temo que no es tan fácil.
Soy actriz, no modelo.
Estoy comenzando a entender.
Tengo confianza en mi capacidad.
Estoy haciendo lo que quiero hacer.
Me alegra que lo haga feliz.
Voy de regreso a mi oficina.
Te voy a hacer un favor.
Voy a ir a hablar con Tom.
Voy a necesitarte más tarde.
Voy a nadar cada día.
Voy a esperar hasta las dos y media.
Estoy aquí para probar que estás equivocada.
Estoy aquí para probar que usted está equivocada.
Me interesan los computadores.
Solo estoy tratando de encontrar a Tom.
Soy más guapa que tú.
Soy más guapo que vosotros.
No soy mejor que un mendigo.
No soy tan parlanchín como tú.
No me avergüenzo de nada.
Hoy no voy a trabajar.
No estoy seguro de querer el empleo.
Ahora estoy ocupado escribiendo un libro.
Estoy orgulloso de ser médico.
La veré esta tarde.
Perdón pero mi padre no está en casa.
Estoy segura de que fue un accidente.
Estoy paseando por un parque.
Estoy muy contento de estar aquí.
Estoy bajo un montón de presión.
Espero respuesta de usted.
Estoy preocupada por todos.
Me han pedido que te ayude.
He estado esperando por horas.
He terminado mi tarea.
Tengo un poco de gripe.
Acabo de llegar a Boston.
Nunca he volado en avión.
He engordado últimamente.
No vi a nadie aparte de ti.
Islandia pertenecía a Dinamarca.
¡El que sabe, sabe!
En mi opinión, tú estás equivocado.
¿Se habla inglés en Canadá?
¿Es él un estudiante trabajador?
¿Esto está hecho de madera o de metal?
¿Es eso lo que quieres hacer?
¿Acaso el trabajo es demasiado para ti?
¿Hay un baño cerca de aquí?
¿Hay alguien más aquí?
¿Es esto lo mejor que puedes hacer?
En realidad no fue tan malo.
Eso no me costó mucho.
No me tiene sentido.
Ocurrió hace tres años.
Es una especie en peligro de extinción.
Eso es más de lo que puedo soportar.
Es algo como una pelota.
Simplemente no parece probable.
Parece que no haya nadie en casa.
Ayer llovió todo el día.
De repente se puso a llover.
Fue un fracaso estrepitoso.
Todo fue culpa de Tomás.
Para mí era incómodo.
No fue tan sencillo.
Es un gran logro.
Es un organismo unicelular.
Ya es temporada de tifones.
Estuvo nevando toda la noche.
Son las ocho de la noche.
Ser honesto es importante.
No es tan malo como parece.
Es algo que no necesito.
Es hora de que enfrentes la realidad.
Está calentito debajo de la sábana.
Anoche escribí una carta.
Deja los libros tal como están.
Déjame que juzgue eso yo.
Saltémonos la escuela mañana.
Esperemos buenos resultados.
No creamos lo contrario.
Sentémonos en la banca.
Lincoln liberó a los esclavos.
Poco se sabe sobre Plutón.
Afloja el vendaje un poco.
El hombre tiene la habilidad de hablar.
Pasaron muchas cosas injustas.
Mary no tiene marido.
Mary es la cuñada de Tom.
A Mary le gusta decorar tartas.
Mary fue a la escuela de danza.
¿Puedo llevar a mi familia?
Tal vez Tom simplemente se vaya.
Mamá está preparando la cena.
Mucha gente piensa que estoy loca.
Mi jefe me tiene en alta estima.
Mi papá no me deja manejar.
Mi padre vino a casa a las nueve.
Mi padre está en buen estado de salud.
Mi novia es actriz.
Mis abuelos son jubilados.
Mi pasatiempo es tomar fotografías.
Mis vaqueros se encogieron con el lavado.
Mi equipaje ha sido dañado.
Mi madre está en la cocina.
Mi hermano el mayor es soltero.
Mi hermana es una gran nadadora.
Mi tío me dio su coche.
Mi trabajo aún está incompleto.
Ninguna respuesta también es una respuesta.
Nadie sabe quién mató a Tom.
Nadie cambiará nada.
Nadie puede romper su récord.
Nadie sabe hacia dónde fue Tom.
Salvo yo, nadie tenía hambre.
Ahí has desbarrado, yo nunca dije eso.
Ahora escuchá con mucho cuidado.
Ogai es su autor favorito.
Solo una persona fue lastimada.
Nuestra aula se mantuvo limpia.
Nuestra profesora es una verdadera idiota.
Nuestro maestro es un perfecto idiota.
Presta atención a su consejo.
Puede que él conozca esta historia.
Acepte mis condolencias, por favor.
Por favor, no discuta con Tom.
Hagan el favor de no discutir con Tom.
Perdón por el retraso.
Ve a ver quién es, por favor.
Por favor, enjuáguese la boca.
Por favor cose estos botones.
Baja el volumen, por favor.
Las patatas son muy versátiles.
Poné todo en mi canasta.
¡Manos sobre la cabeza!
Recuerda que soy tu superior.
El arroz crece en climas cálidos.
¡Vete corriendo tan rápido como puedas!
Corran, que, si no, llegan tarde.
La escuela me mantiene bastante ocupado.
Siete policías fueron asesinados.
Ella aceptó nuestra invitación.
Ella le pidió una cita.
Ella le compró una cámara a su hijo.
Ella lo llamó por teléfono.
Ella me cocinó pescado.
Ella rechazó la invitación.
Ella ni siquiera intentó ayudarle.
Ella murió en un accidente de bicicleta.
Ella lo volvió a explicar.
Le dio un bonito regalo.
Ella lo tomó de la mano.
Lleva un bolso bajo el brazo.
Ella tiene flores en la mano.
Ella le golpeó una y otra vez.
Ella es una niña educada.
Ella seguro que pasa de los cuarenta.
Ella está entusiasmada tejiendo.
Ahora está escribiendo una carta.
Ella se dejó el billete en casa.
Ella perdió la paciencia conmigo.
Ella se casó con un rico comerciante.
Ella pintó las paredes de blanco.
Corrió tan rápido como podía.
Ella parecía haber estado enferma.
Ella sonrió y dijo adiós.
Ella lo trataba como a un rey.
Ella le visitaba una vez al año.
Tiene muchas ganas de un vestido nuevo.
La aceptaron en Harvard.
Ella fue mi primera polola.
Usaba sombrero negro.
Ella se fue a comprar a otro sitio.
Ella no volverá hasta las cinco.
Ella estará a cargo.
Ella es mucho más pesada que él.
El canto es su punto fuerte.
El sueño es necesario para la vida.
Fumar afecta a tu salud.
Los soldados están habituados al peligro.
Algunos de ellos son mis amigos.
Alguien tiene que pagar la factura.
Parece que hay alguien en casa.
Hay alguien en la puerta principal.
Algo anda muy mal aquí.
En México se habla español.
La guerra todavía no terminaba.
Deja de vacilar a Tom con eso.
Coja el que quiera.
Los adolescentes a menudo rompen las reglas.
Dime cuál elegir.
Muchas gracias, doctor.
Gracias por tu colaboración.
Ese chico es ideal para ti.
Eso depende del contexto.
La chica tiene una linda muñeca.
Esa casa parece abandonada.
No es eso lo que te pregunté.
Ese anciano murió de cáncer.
Ese estudiante es muy activo.
Esto es exactamente lo que necesitaba.
Esa es una hermosa pintura.
Eso es una medida exacta.
Eso no es asunto nuestro.
Eso es muy razonable.
Eso es lo que quería preguntar.
Eso es realmente lo que pasó.
Por eso no puedo ayudarte.
La dotación no es suficiente.
La abeja salió por la ventana.
El chico comenzó a hacer ruido.
El chico se sentó entre las chicas.
El bus estaba totalmente repleto.
No se ha resuelto el caso.
La ceremonia fue imponente.
El niño corrió con su madre.
El club cuenta con treinta miembros.
El país fue devastado por la guerra.
Los días se hacen más largos.
El perro persiguó a la ardilla.
El perro saltó sobre una silla.
La experiencia fue agotadora.
El fuego se apagó solo.
La niña está soplando burbujas.
Los productos llegaron ilesos.
El gatito quiere entrar.
El hombre se prendió fuego.
Las montañas son preciosas.
El ruido me pone nervioso.
El palacio tiene una alta torre.
El cuadro está colgado torcido.
El problema se le fue de las manos.
El camino está en mal estado.
La habitación fue limpiada por Tom.
El secretario fue cesado.
El cielo estaba totalmente oscuro.
La tienda ya está cerrada.
El estudiante levantó la mano.
El taxi espera fuera.
La temperatura está muy alta.
Los árboles pronto quedarán desnudos.
El pueblo necesita tu ayuda.
La guerra se había acabado oficialmente.
El testigo indicó su nombre.
El rendimiento del bono es del 6%.
Su trabajo me parece bueno.
Hay tres formas de ganar.
Hay un gato sobre la silla.
No hay aire en la Luna.
Hay una gran diferencia.
No quedó nada.
Hay un agujero en este calcetín.
Hay un piano en la habitación.
Hay una leve diferencia.
Va a haber una tormenta.
No hay clases en agosto.
No hay más que decir.
Estas son dos lindas fotos.
Estas dos hojas se parecen.
Ambos son buenos profesores.
Ellos no le temen a la muerte.
Ellas no podían dejar de reír.
Ellos no confían el uno en el otro.
Ellos incluso escuchaban música.
Encontraron a Tom entre la multitud.
Tienen una hermosa casa.
Se rieron de su error.
Se burlaron de mi ropa.
Ellos deben venir acá de inmediato.
Reemplazaron al carbón por el aceite.
Parecen ser fotografías.
Ellos molestaron al estudiante nuevo.
Andaron hacia la puerta.
Ayer se fueron de pesca.
Ellos iban a matar a Tom.
No nos contarán nada.
Son empleados a tiempo parcial.
Este bolso está hecho de cuero.
Este pan huele muy bien.
Esto no puede ser casualidad.
Esta silla es incómoda.
Esta comida es suficiente para dos.
Este es un bello país.
Ésta es una estación muy ajetreada.
Esta es por lejos la mejor manera.
Este no es un problema pequeño.
Esta es la llave de la caja.
Esto no está ocurriendo de verdad.
Esto provocó el enfado de mucha gente.
Esto tiene que estar hecho para el lunes.
Esta habitación está bien amueblada.
Esta canción está en clave de sol.
Esta morsa tiene grandes colmillos.
Todo esto ha sido para nada.
Esos plátanos son deliciosos.
Esos tacones son muy altos.
Tres canadienses fueron asesinados.
Hoy he venido a trabajar en coche.
Hoy tenemos mucha comida.
A Tomás casi lo atropella un auto.
Tom siempre habla francés.
Tom y yo hablamos francés.
Tomás y María adoptaron una niña.
Ambos, Tom y Mary, conocen a John.
Tom y Mary podrían terminar.
Tom hizo una pregunta estúpida.
Tom me preguntó si conocía a María.
Tom me preguntó por qué hice eso.
Tom comenzó a cabecear de nuevo.
Tom le compró flores a María.
Tom quemó su primera cena.
Tom puede hacerlo en diez minutos.
Tom eligió no conducir a la casa.
A Tom le serviría algo de ayuda.
Tom decidió renunciar a su trabajo.
Tom merece ser ascendido.
Tom hizo lo que le pidieron.
Tom lavó los platos por Mary.
Tom ni siquiera trató de ayudar.
Tom no se rio de mi broma.
Tom no parecía preocupado.
Tom no quería ser encontrado.
Tom no trae mucho efectivo.
Tom no tiene brazos velludos.
Tom no sabe qué hacer.
A Tom no le gustan mis amigos.
Tom no parece interesado.
Tomás desconfía de los extraños.
Tom no quiere estar aquí.
Tom no quiere irse a casa.
Tom se bebió un chupito de güisqui.
Tom esperaba que esto sucediera.
Tom se olvidó de firmar su nombre.
Tom me ha dado estas monedas antiguas.
Tom creció en un orfanato.
Tom tuvo un ataque de nervios.
A Tom no le quedaba nada de comer.
Tom tuvo que empezar todo de nuevo.
Tom casi nunca lee libros.
Tom es licenciado en biología.
Tom tiene una reunión a la que asistir.
Tom tiene una hermana llamada Mary.
Tom tiene una vívida imaginación.
Tom tiene unos preciosos ojos azules.
Tom no tiene más opción que ir.
Tom tiene que seguir nuestras reglas.
Tomás todavía no compró pan.
Tom insistió en ir solo.
Tom es el hermano mayor de Mary.
Tom es del tipo de gente decente.
Tom es un joven apuesto.
Tom es una estrella del rock and roll.
Tom es profesor adjunto.
Tom es una persona sin mácula.
Tom está totalmente aterrorizado.
Tom está solo en la cocina.
Tom es un banquero de inversiones.
A Tom se le da mal contar chistes.
Tom está cubierto de mugre pegajosa.
Tom está tomando jugo de manzana.
Tom es bueno en lo que hace.
Tom está de mal humor hoy día.
Tom es solo un loco anciano.
Tom está buscando la cuerda.
Tom es mucho mayor que Mary.
Tom está obviamente asustado.
Tom es bastante rico, ¿verdad?
Tom es tímido con los extraños.
Tom está hablando dormido.
Tom es el hombre de mis sueños.
Tom es la estrella del programa.
Tom es más joven que tú.
Tom trota tres veces a la semana.
Tom tan sólo no entiende.
Tomás sabía exactamente que hacer.
Tom sabe que cometió un error.
Tom sabe lo que tiene que hacer.
Tomás dejó su sombrero en el auto.
Tom le prestó su cámara a Mary.
A Tomás le gusta el helado de vainilla.
Parece que Tom está ligeramente confuso.
Tom se hizo un sándwich.
Tom me hace sentir hermosa.
Tomás mató a su propio padre.
Tom lo necesita más que yo.
Tom necesita escuchar a Mary.
Tom nunca se acuerda de mi nombre.
Tom le ofreció un trago a Mary.
Tom abrió la puerta sin hacer ruido.
Tom juega al golf todos los lunes.
Tom preparó almuerzo para Mary.
Tom puso algo de arroz en un tazón.
Tom corrió de regreso a la villa.
Tom se rehusó a perdonar a Mary.
Tom se negó a hablar con nadie.
Tom montó la montaña rusa.
Tom dijo que amaba a Mary.
Tom dice que soy su novia.
Tom parece sorprendentemente tranquilo.
Tom debería pagar lo que debe.
Tom me mostró la carta.
Tom habla francés a la perfección.
Tom volcó la tinta sobre el escritorio.
Tom todavía tiene una ligera cojera.
Tomás le enseñó muchas cosas a María.
Tom piensa que la respuesta es no.
Tom le dijo a Mary que estuviera callada.
Tom dio un paseo en el parque.
Tom lanzó la bola a Mary.
Tom instó a Mary a estudiar arte.
Tom encaminó a Mary a la puerta.
Tom quería que Mary guardara silencio.
Tom quería sorprender a Mary.
Tom quería que tengas esto.
Tom quiere su paraguas de vuelta.
Tom quiere hacerse rico rápido.
Tom quiere mudarse a Boston.
Tom quiere tomarse un día libre.
Tom ha estado estupendo.
Tom les ha dado tres vueltas.
Tom fue condenado el lunes.
Tom solo trataba de ayudar.
Tomás fue asesinado anoche.
Tom temblaba de frío.
Tom fue el primero en llegar.
Tom no estaba prestando atención.
Tom fue de compras con Mary.
Tom fue a la ciudad en bus.
Al final Tom se rendirá.
Tom triunfará finalmente.
Tom no tendrá ese problema.
Tom trabaja desde las nueve hasta las cinco.
Tom escribió una canción sobre Mary.
La familia de Tom también estaba allí.
Tom también está ocultando algo.
Los padres de Tom eran canadienses.
Mañana voy a ir a comprar.
Pruébese esta. Es de su talla.
Dos por siete es catorce.
Despiérteme a las ocho.
Todos vivimos en el planeta Tierra.
Apreciamos su paciencia.
Comimos un pastel que sabía a gloria.
Ambos queremos la misma cosa.
Ahora podemos tocarnos el uno al otro.
No podemos jugar al béisbol aquí.
No queríamos hacer enfadar a Tom.
No tenemos mucho tiempo.
Después de una larga espera pudimos entrar.
Tenemos mucho de que hablar.
Nos quedan menos de dos horas.
Tenemos algo en común.
Tenemos que esperar lo peor.
Esperamos que disfrutes la película.
Solo queremos estar juntos.
Sabemos quiénes son nuestros enemigos.
Debemos estar alerta a los peligros.
Se nos tiene que haber pasado algo.
A menudo almorzamos juntos.
Casi perdimos la esperanza.
Nos vemos a diario.
Deberíamos habernos quedado en casa.
Solíamos ser amigos cercanos.
Queremos que sea una sorpresa.
Nosotros fuimos forzados a trabajar duro.
Estuvimos paseando por la cubierta.
Nos gustaría una botella de vino rosado.
Hablaremos de esto más tarde.
Todos estamos rezando por Japón.
Estamos luchando contra el tiempo.
Tenemos suerte de que no sea lunes.
Se nos hizo un poco tarde.
Todos nos hemos hecho comunistas.
Llegamos un poco tarde.
Tenemos que ahorrar agua.
¿Estuviste en casa anoche?
Lo que dijo Tomás era la verdad.
¿Qué me podés aconsejar?
¿Para qué estás haciendo eso?
¿Qué va a tomar?
¿Qué estás pensando?
¿Qué intenta esconder?
¿Qué intentas ocultar?
¿Qué le traigo de beber?
¿Qué quieren que hagas?
¿A qué se dedica?
¿Qué opinas del reggae?
¿Qué quieres decirnos?
¿Para qué necesita Tomás esto?
¿Qué más podía haber hecho?
Lo que sube debe bajar.
¿Cuál es la capital de Iowa?
¿Qué más podría uno pedir?
¿A que hora viniste a casa?
¿A qué hora comienza la escuela?
¿Sobre qué estaban discutiendo?
¿Qué haría yo sin ti?
Lo que está hecho no puede deshacerse.
¿Qué te pasa en los ojos?
¿Cuál es tu animal favorito?
¿Cuál es tu eslogan favorito?
¿Cuándo compraste ese reloj?
¿Cuándo perdiste las llaves?
¿Cuándo desayuna Tom?
¿Cuándo nos vemos?
¿Dónde vas a vivir?
¿Dónde habré puesto las llaves del coche?
¿Dónde compraste este libro?
¿Dónde escondiste la comida?
¿Dónde estacionó su auto?
¿Dónde compras verduras?
¿Dónde hay un teléfono público?
¿Dónde está la estación de policías?
¿Dónde le gustaría sentarse?
¿A qué club perteneces?
¿En qué casa viven ellos?
¿Con quién están hablando?
¿Con quién quieres hablar?
¿Quién es el encargado?
¿Quién le ha enseñado a bailar?
¿Por quién fue escrito el libro?
¿Quién escribió estas dos cartas?
¿Quién es tu chef de televisión favorito?
¿Por qué te portas así?
¿Por qué sigues en Boston?
¿Por qué estás usando mi abrigo?
¿Por qué vino pronto a casa?
¿Por qué dejaste solo a Tom?
¿Por qué intentó usted huir?
¿Por qué no viniste más temprano?
¿Por qué la gente tiene hijos?
¿Por qué piensas que dijo eso?
¿Por qué quieres hacer daño a Tom?
¿Por qué nadie me ayuda?
¿Y si lo intentamos de nuevo?
¿Por qué no te cortas el pelo?
¿Por qué nos pasa esto a nosotros?
¿Por qué Tom te quiere muerto?
¿Lloverá esta tarde?
¿Volverá usted mañana?
¿Me vende su casa?
¿Quieren almorzar con nosotros?
¿Me acompañarías en el almuerzo?
¿Te gustaría oír más?
Escriba su nombre y dirección.
Siempre haces lo que quieres.
Hay teléfono para ti.
Puedes llamarnos a cualquier hora.
Pueden invitar a otras personas.
No me podés culpar por eso.
No puedes hacerlo solo.
No se puede confiar en los políticos.
Ni siquiera sabes mi nombre.
Sabes que no me engañas.
No tienes que hacerlo ahora.
No juegas al golf, ¿o sí?
Tú comes más que yo.
Tienes que ir a la fiesta.
Te has dejado encendidas las luces delanteras.
Te ves tan pálido como un fantasma.
Puede que tengas un poco de fiebre.
Usted debe ser la nueva maestra.
Tienes que haberlos visto allí.
Debes salir ahora mismo.
Realmente te ves impresionante.
Dijiste que era urgente.
Deberías comenzar inmediatamente.
Deberías ir a ver a un dentista.
No deberías escucharle.
Quieres hablar, ¿verdad?
No llegarás tarde, ¿verdad?
Tú al final me olvidarás.
Nunca estarás solo otra vez.
Estás actuando como un idiota.
Eres afortunado al no haber fallecido.
No eres más joven que yo.
No estás celoso, ¿o sí?
No estás casado, ¿no?
No fuiste tú el que murió.
Estás empezando a enfadarme.
Hiciste algo mal.
¡Tienes que estar de coña!
Tu abrigo es muy bonito.
Se ha cumplido tu profecía.
Tu repisa está llena de libros.
Tu mujer está en la oficina.
Una abeja salió volando por la ventana.
Un niño quemado le teme al fuego.
Un perro le ladrará a los extraños.
Mucha gente no es feliz.
A buen entendedor, pocas palabras bastan.
Después de la tormenta llegó la calma.
Todos los comienzos son difíciles.
Se han acabado las entradas.
Casi todos fueron invitados.
Quienquiera que diga eso es un mentiroso.
¿Son ellos japoneses o chinos?
¿Es usted buen tenista?
¿Vienes con nosotros?
¿Va a comprar el coche?
¿Estás enamorada de alguien?
¿Están ustedes enamorados de alguien?
¿Estás orgullosa de tu padre?
¿Está orgullosa de su padre?
¿Estás seguro de que Tom puede hacer eso?
¿No la estás pasando bien?
Por lo menos ellos me escucharon.
Mendigar está prohibido por la ley.
Mis dos hermanas son maestras.
Compre usted seis metros de esa tela.
¿Puedo tomar tu secador de pelo prestado?
¿Puedo devolverte el dinero el lunes?
¿Puedes responder a esta pregunta?
¿Puedes garantizar nuestra seguridad?
¿Puedes repetir lo que dijiste?
¿Puedes decirme qué es esto?
¿Tu hermano sabe conducir un coche?
Los niños corrieron por la habitación.
Límpiale el polvo a la repisa.
Ven aquí y te lo enseñaré.
Regresar fue una mala elección.
¿Me prestas tu radio?
¿Puede decirme mi saldo?
Las citas pueden ser muy estresantes.
¿Acaso Tom te dijo algo?
¿Fuiste a la última clase?
¿Hiciste novillos ayer?
¿Viste a ese pequeño ratón?
¿No te di algo de dinero?
¿Tengo que abrir la ventana?
Haz lo que te mande tu corazón.
¿Hoy se siente mejor?
¿Tienes uniforme escolar?
¿Le quedan entradas?
¿Usted ya tiene hijos?
¿Tienes planes para cenar?
¿Conocés a toda esta gente?
¿Sabes cómo cocinar carne?
¿Sabéis cómo hacer el nudo de una corbata?
¿Saben cómo anudar una corbata?
¿Sabes dónde está Tom ahora?
¿Vives con tu familia?
¿Soléis ir a ver obras de teatro?
¿Piensas que Tomás puede hacer eso?
¿Piensas que podemos ayudar a Tomás?
¿Quieres leche en tu té?
¿Quieres comprar leche?
¿Le gustaría comer algo?
¿Quieren tener hijos?
¿Quieres ver tu pieza?
¿Quieres ponerte un kimono?
¿Tus padres hablan francés?
¿Todos tienen un lápiz?
No le pidas ningún favor.
No sea tan dura consigo misma.
No lo sientas tanto por Tom.
No se olvide las gafas de sol.
No te apoyes contra esta pared.
No deje las ventanas abiertas.
No dejes que sepa la verdad.
¡No me haga volver aquí!
¡No te metas eso en la boca!
No le hables de esa forma.
No creas que no me gustas.
No apague su computador.
No te atrevas a hacer eso de nuevo.
¿No crees que esto es raro?
¿No quieres venir conmigo?
Cada persona es distinta.
Come tanta comida como quieras.
A los europeos les gusta beber vino.
Todo el mundo te está esperando.
Todos hablan bien de ella.
Todo el mundo se echó a reír.
Todos han dejado de trabajar.
Todo el mundo asintió de acuerdo.
Todo lo que él dijo era correcto.
Disculpe, tengo una pregunta.
La hambruna nos mira al rostro.
Descubre cuál es el problema.
Francamente hablando, lo odio.
Dame el informe el lunes.
Los perros guías ayudan a la gente ciega.
¿Ha llegado ya la remesa?
¿Ha habido consecuencias?
¿Desenterraron las papas?
¿Alguna vez has estado en Europa?
¿Alguna vez has reprobado un examen?
¿Has plantado un árbol alguna vez?
¿Has nadado alguna vez en un lago?
¿Recibiste la carta?
Admiraba el trabajo de su amigo.
Él y yo nos quedamos en el hotel.
Él le preguntó dónde vivía.
Él se cree cada palabra que digo.
Él trajo a su perro al colegio.
Él vino ayer desde Tokio.
Ayer vino a verte.
Él no puede haber ido a la escuela.
Él cambió de colegio el año pasado.
Lo hizo sin que yo lo supiera.
No apareció nada.
Él hizo lo que le dijeron.
Él no respondió a mi carta.
Murió de viejo el año pasado.
No se acuerda de nada.
Gana 300.000 yenes al mes.
Él sintió que había cumplido con su deber.
Él rechazó esa idea rotundamente.
Él me dio un consejo.
Él tuvo su oportunidad de triunfar.
Él tenía talento para la pintura.
Él tuvo el coraje de decirlo.
Él entregó su renuncia.
Es un hombre de una constitución muy fuerte.
Aprendió a ser paciente.
Él se dirigió al campo.
Él sabe tocar la flauta.
Él es alérgico al polvo del hogar.
Él es descuidado en todo.
Él se va a postular para alcalde.
Es perfecto para el puesto.
Él es más suertudo que astuto.
Él es nuestro profesor de inglés.
Él tiene algo de artista.
Él es el gerente de un hotel.
Él es lo que nosotros llamamos un pionero.
Él me besó en la frente.
Él sabe cómo hacer un radio.
Él lo dejó todo a la suerte.
Él vivía solo en el bosque.
Él me hizo cantar en el escenario.
Quizás él ha perdido el avión.
Él no fuma ni bebe.
Él pagó veinte dólares por el pintalabios.
Él prometió contárnoslo.
Él rara vez va al cine.
Él se parece a su abuelo.
Él se sentó con las piernas cruzadas.
Le lanzó una flecha al ciervo.
Habla inglés y francés.
Él se ciñe a su propia teoría.
¡Me dijo justo lo contrario!
Me dijo que no nadase allí.
Él viajó alrededor del mundo.
Quiere vivir en la ciudad.
Estaba en estado crítico.
Estaba orgulloso de su hija.
Le hirieron en la batalla.
Él lleva pajarita todos los días.
Él será un buen doctor.
Él trabajó hasta tarde en la noche.
Es un hombre muy antipático.
Él es demasiado joven para entender.
La salud es mejor que la riqueza.
Su hermano es un buen conductor.
Su piel es tan blanca como la nieve.
¡Eh, tú! ¿Qué haces?
Su bicicleta es mejor que la mía.
Su explicación no es clara.
Sus bromas nos hacían partirnos de risa.
Su nombre verdadero es Tom Jackson.
Sostén la caja con ambas manos.
¿Cómo puedo llegar a la estación?
¿Cómo pudo suceder esto?
¿Cómo acabaste en Boston?
¿Cómo sabes que Tom está ahí?
¿A qué distancia está el aeropuerto?
¿Por cuánto han vivido aquí?
¿Por cuánto se van a quedar?
¿Cuántos amigos tienes?
¿Cuántos lápices tienes?
¿Cuánto costó el viaje?
¿Cuánto os gastáis por semana?
¿Con qué frecuencia haces deporte?
¿Cuánto mide de alto la Torre Eiffel?
¿Cómo traducirías tú esto?
Concuerdo contigo al cien por cien.
Casi compré una de aquéllas.
También yo quería ver el mar.
Estoy familiarizada con su música.
No soy bueno en matemáticas.
Estoy agradecido por la tecnología.
Le pedí a ella que esperara un momento.
Supongo que vos sabés qué hacer.
No te guardo rencor.
Apuesto a que llego antes que usted.
Yo compré un pasaje de ida y vuelta.
Te traje helado.
Vine tan pronto como se me ordenó.
Puedo regresar en otra ocasión.
Puedo pagar esta factura mañana.
Yo te puedo enseñar a pelear.
No te puedo permitir hacer eso.
No puedo creer que Tom haya dicho sí.
No consigo abrir esta cerradura.
No puedo saltar sobre esa zanja.
No puedo registrarme en el sitio.
No me puedo quedar más tiempo aquí.
No puedo hablar bien mandarín.
Dejo a mi hijo a tu cuidado.
Me vendría bien una taza de té.
No me pude acordar de su nombre.
Decidí que no haría eso.
Lo hice en un par de días.
Ayer no comí.
No encontré absolutamente nada.
No sabía cómo responder.
No dejé la puerta abierta.
No se lo conté todo.
No quería que esto sucediera.
No quería que me odiaras.
Yo tiendo a farfullear en ocasiones.
No me gusta mucho el café.
Ni siquiera sé quien es Tom.
El lunes no voy a trabajar.
No tengo todas las respuestas.
No tengo dinero ahora mismo.
Todavía no sé con seguridad.
No sé que debo hacer después.
No sé cuándo vendrá.
No sé por qué pasó.
No me gusta la gente como Tomás.
No me gusta que me molesten.
No me gusta lo que estoy viendo.
No debo nada a nadie.
No me arrepiento de haber llegado tarde.
No creo que tenga tiempo.
No creo estar preparado.
Generalmente no como carne roja.
No quiero que Tom se lastime.
Yo no quiero nada de leche.
No quiero morir mañana.
No me quiero broncear.
No me quiero divorciar.
No me quiero ir a Boston.
No quiero irme de Boston.
No me quiero perder el bus.
No quiero comenzar rumores.
No quiero que salgas con Tom.
No quiero que le digas a Tom.
Me temo que podemos tener un problema.
Tengo ganas de dormir todo el día.
Me sentí un poco mal por Tom.
Creo que los idiomas son fascinantes.
Le seguí hasta su habitación.
Lo encontré tumbado sobre la cama.
Contemplé el mar durante horas.
Compré una chaqueta nueva ayer.
Te traje una cosita.
Anoche tuve un mal sueño.
Me divertí mucho haciendo eso.
Tuve exactamente la misma sensación.
Yo tenía dos copias del libro.
Tengo un fuerte dolor en la espalda.
Tengo una revista en mi pieza.
Tengo muchas cosas por hacer.
Le tengo mucho aprecio.
No tengo idea qué te refieres.
No tengo nada que ver con eso.
Tengo algunos regalos para ti.
Tengo una cosa que decirte.
Tengo que limpiar el aseo.
Tengo que huir de aquí.
Tengo que ir al hospital.
Tengo que enseñaros algo.
Me he esforzado mucho tiempo.
Todavía no he encontrado un médico.
Tengo noticias de él una vez al mes.
Oí un rumor interesante.
Espero que Tom no lea esto.
Espero que Tom se case con Mary.
Espero que tengamos lluvia pronto.
Espero que sepas qué es esto.
Pretendo irme derecho para la casa.
Solo esta mañana llegué aquí.
Solo necesito descansar un poco.
Acabo de disparar a alguien, creo.
Solo quiero decir buena suerte.
Solo quiero que asustes a Tom.
Solo quería decir adiós.
Yo sabía lo que Tom estaba pensando.
Sé que no tiene sentido.
Sé que Tom está conectado.
Sé que usted es profesor.
Sé lo que estás pensando.
Se por qué está haciendo eso Tom.
Conozco muy bien a tu padre.
Aprendí mucho este fin de semana.
Me dejé el pasaporte en alguna parte.
Me gustan más los perros que los gatos.
Me gusta sentarme en la ventana.
Viví diez años en el extranjero.
Me gusta ver partidos de fútbol.
Puede que haya herido sus sentimientos.
Esta mañana perdí el autobús.
Necesito un taxi que vaya al aeropuerto.
Necesito saber qué sucedió.
Necesito mostrarte una cosa.
Nunca le puse la mano encima.
Una vez conocí a alguien como tú.
Le visité ayer.
Prefiero viajar sola.
Corrí para llegar a tiempo.
Leí tu carta ayer.
Realmente necesito dinero urgentemente.
Recuerdo cómo era él.
Recuerdo haberte visto antes.
Vi el nombre de Tomás en la lista.
Veo a tu gato en el jardín.
Debería volver a mi asiento.
No debí haber vendido mi auto.
Hablé con ella una hora.
Estudio de las ocho a las once.
Le agradecí por haberme ayudado.
Creo que estoy enamorada de ella.
Pienso que Tom es irresponsable.
Pienso que ella es buena bailarina.
Creo que es demasiado caro.
Creo que necesitas comer más.
Pensé que iba a morir.
Pensé que Tom preguntaría eso.
Pensé que podría ser útil.
Creí ver un fantasma.
Creía que me conocías mejor.
Creía que hoy estabas libre.
Te dije que era una mala idea.
Intenté hacerlo ayer.
Entiendo el francés un poco.
Quiero una botella de Coca-Cola.
Quiero helado de postre.
Quiero la misma cosa que tú.
Quisiera pediros un favor.
Quiero ser tan feliz como Tom.
Quiero ingresar algo de dinero.
Quiero darle una cosa.
Quiero ir adondequiera que tú vayas.
Quiero saber si está cerca.
Quiero ver a Tom en una hora.
Quiero hablar con mi abogado.
Quiero hablar con el doctor.
Quiero viajar en avión.
Quiero que me lo traigas.
Quiero que tengas algo.
Quiero que nos dejen solos.
Quiero que me cantes una canción.
Quería que Tom confesara.
Estaba avergonzado de mi comportamiento.
Estaba feliz de verla de nuevo.
Justo el lunes pasado estuve allí.
Fui criada por Tom y Mary.
Me dijeron que eras de fiar.
No tenía mucha hambre.
Me fui a la cama a la una.
Me pondré en contacto contigo.
Mañana voy a hablar contigo.
Desearía poder hablar inglés.
Ojalá parase de llover.
Me gustaría que dejara de hacer eso.
Me pregunto cómo están hechos los embutidos.
Trabajé duro por este dinero.
No querría especular.
Haría cualquier cosa por ti, Tom.
Yo quisiera ser millonario.
Me gustaría oír tu consejo.
Quisiera verte mañana.
Preferiría no comer ahora mismo.
Llegaré el día de Navidad.
Estaré listo en diez minutos.
Te llamaré por la mañana.
Te lo daré mañana.
Yo también iré allí el lunes.
Me encontraré contigo en la estación.
Te veré cuando vuelva.
Reclamaré lo que me pertenece.
Te estaré esperando en mi cuarto.
Soy profesor, no soy estudiante.
Por desgracia, ese rumor es cierto.
Estoy rompiendo mis zapatos nuevos.
Estoy harta de su pereza.
¡Estoy hasta las narices de tus historias!
Me estoy poniendo muy viejo para esto.
Me voy a cambiar la camisa.
Lo voy a seguir haciendo.
Me alegro de estar con ustedes.
Solo estoy viendo la tele.
Ya no estoy casada con Tom.
Yo no les temo a los fantasmas.
No me interesa la botánica.
No estoy seguro de qué hacer a continuación.
Ya no soy tu marido.
Estoy satisfecho con mi sueldo.
Lamento haberte hecho llorar.
Estoy hablando con mi alumno.
Estoy segura de que lo lograrás.
Estoy cansado por falta de sueño.
Intento ponerme en forma.
Soy muy alérgico a los cacahuates.
Estoy muy decepcionada contigo.
Me alegro enormemente de verle.
Estoy esperando a que te vayas.
Ya he desayunado.
Siempre medio me ha gustado.
He estado por aquí mucho tiempo.
He fallado en todos los aspectos.
Tengo la garganta hecha polvo.
Yo lo conozco de hace diez años.
Nunca he ido a Australia.
No he visto nunca una ballena viva.
He dejado lo mejor para el final.
Traté de ser tu amigo.
Si cualquiera puede hacerlo, tú también puedes.
Si solo pudieras verme ahora.
Si no come, morirá.
Si quieres correr, corre.
En caso de lluvia no voy a ir.
¿Es inmoral comer carne?
¿Es eso absolutamente necesario?
¿Hay alguien en el cuarto?
¿Es tu socio un americano?
Al principio puede ser confuso.
Tiene cuatro centímetros de grueso.
Es un día realmente hermoso.
Parece que tenías razón.
Podría llevar un poco de tiempo.
Me suena muy raro.
Fue una intervención divina.
Ayer hizo mucho calor.
Ha sido un placer conocerle, señor.
No me llevará mucho tiempo.
Es un guion bastante asombroso.
¡Ya es hora de que llegues aquí!
Hace mucho calor este verano.
Está nublado, pero no está lloviendo.
Se prohíbe llevar armas.
Está rico. Deberías probarlo.
Nunca es demasiado tarde para empezar.
No es tan malo como parece.
Es tan fácil odiar a alguien.
Lo que importa es la intención.
Jackson no podía confiar en ellas.
Dame solo una oportunidad más.
Aprendé a caminar antes de correr.
Déjame ver tu receta médica.
Casémonos ahora mismo.
No lo hagamos nunca más.
Veamos si podemos ayudarle.
Vamos a hablar del problema.
Escucha lo que tengo que decir.
Por favor, mira esta foto.
Queda con él.
Mary y yo fuimos como hermanas.
Mary no mató a su marido.
Mary es la hermana pequeña de Tom.
Mary tendrá un bebé.
Mary es joven y atractiva.
Mary se echó demasiado perfume.
Mary me mostró la carta.
María llevaba una pollera roja.
Mary llevó un vestido con la espalda descubierta.
¿Me puedes prestar el diccionario?
¿Puedo hablar con el profesor?
Tal vez lo dejé sobre la mesa.
Quizá deberíamos dejarlo.
¡El dinero no cae del cielo!
Mi canasto está debajo de la mesa.
Mi hermano todavía está durmiendo.
Mi coche es más viejo que tú.
Mi vista está empeorando.
Mi padre acaba de volver a casa.
Mi padre es demasiado viejo para trabajar.
Mi amigo me llamó cobarde.
A mi abuelo le encanta leer.
Mi disco duro está casi lleno.
Mi pasatiempo es la filatelia.
Mi madre está en contra de fumar.
Pronto me quedaré sin ahorros.
Mi hermana no está estudiando ahora.
Mi tío me compró este libro.
La próxima vez lo haré yo mismo.
Ya nadie cree eso.
Ningún estudiante fue a la fiesta.
Nadie se percató de la ausencia de Tom.
Ninguna de las ventanas está abierta.
Todavía no hay nada decidido.
La obesidad es un problema serio.
Un minuto tiene sesenta segundos.
A veces una palabra basta.
Nuestro hijo todavía no sabe ni gatear.
Nuestro hijo murió en batalla.
Nuestro equipo todavía está invicto.
Los pandas son animales hermosos.
Los cerdos son animales inteligentes.
Por favor, haz algo al respecto.
Por favor, no cruce esta línea.
No abras la ventana, por favor.
Deme una taza de leche, por favor.
Por favor, dejá las ventanas abiertas.
Saca esas sillas por favor.
Por favor, muéstrame tu cuaderno.
Estira la lengua, por favor.
Cuídate, por favor.
Indíqueme su ubicación, por favor.
Por favor, espere aquí un momento.
Los precios parecen estar bajando.
Mete el pan en la tostadora.
Los días de lluvia me deprimen.
Recuerda ir a verlo mañana.
Las normas están hechas para romperlas.
Fíjate si el gas está cerrado.
Ella le acompañó a Japón.
Ella le preguntó dónde vivía.
Se comportó muy abominablemente.
Ella vino a Japón cuando era una niña.
Al principio no le gustaba.
Ella no tiene mucho dinero.
Ella gana 30 dólares al día.
Ella se casó en su adolescencia.
Ella tiene una flor en su mano.
Ella me ha mostrado su habitación.
Ella me invitó al ballet.
Casi es tan alta como tú.
Ella es amable con todo el mundo.
A ella se le da bien imitarlo.
Ella es especialmente atractiva.
Ella está trabajando de noche y día.
A ella le gusta escuchar música.
Ella necesita a alguien con quien hablar.
Ella vertió leche en la taza.
Ella se negó a hablar inglés.
Puso la mesa para la cena.
Ella paró de cantar la canción.
Ella participó en el concurso.
Ella solía vivir en Tel Aviv.
A ella la absorbió su trabajo.
Ella estaba ahí en la mañana.
Ella volverá dentro de poco.
Ha olvidado el modo de hacerlo.
¿Les debería decir la verdad?
Baja la velocidad para evitar accidentes.
Algunos no tienen paciencia.
Alguien debería decir algo.
Alguien tiene que haberlos sembrado.
A veces, se me acaba el dinero.
España es un país desarrollado.
Las estrellas brillan en el firmamento.
Déjate de andar con indirectas.
Se necesitaba un liderazgo fuerte.
El verano es la temporada más cálida.
Las lágrimas se deslizaron por sus mejillas.
Dime lo que piensas.
Gracias por hablar con Tom.
Gracias por haber traído a Tom a casa.
Eso me pudo haber pasado a mí.
Ese vestido le quedaba perfecto.
Esa es una muy buena pregunta.
No es así en Japón.
Ese hombre no es de fiar.
Esa tienda tiene muchos clientes.
Esa tienda cierra los lunes.
Ese era uno de nuestros problemas.
Eso es un enorme logro.
Eso es porque eres una chica.
Así es exactamente como lo quiero.
No es asunto tuyo.
Eso no es un gato, es un perro.
Eso no es por lo que estoy aquí.
A eso es a lo que me refería.
Los británicos escalaron la colina.
Los animales debían ser matados.
El intento terminó en fracaso.
El jefe va a enfadarse conmigo.
El chico se burló de la chica.
El cubo estaba lleno de agua.
El gato observa al pez.
La chimenea está hecha de ladrillo.
El concierto aún no ha comenzado.
El crimen fue casi perfecto.
El director regañó a Tom.
El perro estaba olfateando un palo.
El duque tiene muchas tierras.
La evidencia es irrebatible.
Los vuelos aún no han despegado.
La planta baja estaba inundada.
El hijo del rey fue secuestrado.
El niño pequeño está en el zoo.
El hombre se derrumbó sobre el suelo.
La medalla tenía una inscripción.
La misión fue un fracaso.
La deuda nacional está aumentando.
Las noticias nos tomaron por sorpresa.
Demolieron la vieja casa.
La dehesa está llena de mala hierba.
El plato está hecho de plástico.
El precio del aceite está aumentando.
La reina visitó el museo.
El camino va paralelo al río.
La misma cosa aplica para mi.
Ambas hermanas son rubias.
La ardilla se está comiendo una nuez.
El sol entrega luz y calor.
El profesor se sentó en la silla.
El tren viene atrasado 30 minutos.
Las gemelas se ven exactamente iguales.
La guerra con Francia había terminado.
El trabajo lo debe hacer Tom.
Hay agujeros en el suelo.
Hay una mesa en esta habitación.
No hay ningún reloj en mi habitación.
No hay nada como un paseo.
Aquí no había nadie aparte de mí.
Había 30 participantes en total.
Mañana hay prueba de matemáticas.
La calvicie no tiene cura.
No hace falta ser gentil.
No hay más agua en el pozo.
Todavía hay mucho por aprender.
Estos detalles son irrelevantes.
Ellos abandonaron su país.
Para mí, todas se ven iguales.
Ellos ahora están a bordo del barco.
Ellos empezaron a escalar la colina.
Vinieron a ayudarnos todos a la vez.
Ellas vienen de la misma ciudad.
Ellos hacen muchas cosas juntos.
Nos dieron una cálida bienvenida.
Tienen sus propios problemas.
Ellos viven en la planta de abajo.
Tienen que haber sufrido un accidente.
Se dice que es muy rico.
Ellos declararon sus objeciones.
Ellos me visitaban de vez en cuando.
Mantendrán su promesa.
Todos ellos son universitarios.
Ellos tampoco tenían dinero.
Esta cerveza no está bien fría.
Este pan es muy delicioso.
Esta tela parece terciopelo.
Este país es rico en carbón.
Este vestido me está perfecto.
Esta sala puede albergar a dos mil personas.
Esta casa tiene dos baños.
Este colchón es muy duro.
Este es un procedimiento ilegal.
Este es el sitio oficial.
Esto es totalmente inaceptable.
Esta carta no tiene firma.
Este problema parece difícil.
Esta frase tiene cinco palabras.
Este traje es demasiado bueno para mí.
A este lo llaman té verde.
Este reloj es una verdadera ganga.
Esos son los autos de nuestros profesores.
Hoy estoy un poco resfriado.
Tom actúa como si estuviera agotado.
Tom y Mary son inseparables.
Ambos, Tom y Mary, quieren ir.
Tom y Mary se conocen.
Tom y Mary jugaron a la pídola.
Tom y Mary no eran famosos.
Tom le pidió a Dios que lo protegiera.
Tom hizo muchas preguntas.
Tom le asignó el trabajo a Mary.
Tom se hizo amigo de Mary.
Tom vino poco después del mediodía.
Tom puede ir cuando quiera.
Tom se puede cuidar solo.
Tom abrió la caja con cuidado.
Tom alegó ser el hijo de Mary.
Tom no supo controlarse.
Tom no hizo nada más que quejarse.
Tom no tenía ganas de hablar.
Tom no llevaba sus zapatos puestos.
Tom no se veía para nada feliz.
Tom no necesitó más cirugía.
Tom no quería ir a la guerra.
Tom no hace mucho, ¿o sí?
Tom no sabe que yo sé.
A Tom no le gustan las controversias.
A Tom no le gusta comer pescado.
Tom no parece ser feliz.
Tom no me dice nada.
Tom no quiere que lo encuentren.
Tom se tiñó el pelo castaño oscuro.
Tom disfrutó trabajar para Mary.
Tom se quedó dormido en el volante.
Tom llenó la caja con comida.
Tom olvidó comprar dentífrico.
Tom nos dio una vuelta por Boston.
Tom nunca ha conducido un camión.
Tom tenía que cuidar de Mary.
Tom tiene una voz aguda.
Tom tiene acento australiano.
Tom ha cambiado su usuario.
Tom ha conocido a Mary por años.
Tom no ha ido nunca a Boston.
Tom nunca ha visto una jirafa.
Tom tiene unas ideas muy buenas.
Tom escribió tres novelas.
Tom no ha pintado por años.
Tom espera que a Mary le guste aquí.
Tom es el ex-esposo de Mary.
Tom habla bien francés.
Tom es mucho mayor que Mary.
Tom es un joven prometedor.
Tom es una persona muy extraña.
Tom es un escritor consolidado.
Tom es, según parece, canadiense.
Tom es completamente inconsecuente.
Tom está impaciente por ir a Boston.
Tom va bajando las escaleras.
Tom va a ir al festival.
Tom está imitando al profesor.
Tom es más famoso que Mary.
Tom está probablemente todavía escondido.
Tom se está recuperando lentamente.
Tom está tomando clases en línea.
Tomás es el único paciente que queda.
Tom tiene mucho miedo de las serpientes.
Tom está retirando su oferta.
Tom no es muy bueno bailando.
Tom no está celebrando, ¿verdad?
Tom no está jugando al tenis ahora.
Tom besó a Mary apasionadamente.
Tom sabía que Mary lo amaba.
Tom se reclinó en su silla.
Tom dejó la televisión encendida toda la noche.
Tom escuchó cantar a Mary.
Tom se ve más feliz de lo normal.
Tom adora escalar montañas.
Tom nos hizo esperar mucho tiempo.
Tom debe amar muchísimo a Mary.
Tom jamás habría dicho eso.
Tom ordenó una botella de vino.
Tom se estacionó en su lugar habitual.
Tom se sirvió algo de leche.
Tom puso el mapa sobre la mesa.
A Tom le gusta realmente su nuevo trabajo.
Tom me recuerda a su padre.
Tom dijo que yo parecía interesado.
Tom dijo que quería un coche nuevo.
Tom dijo que tenía sed.
Tomás dijo que podía arreglar todo.
Tomas movió su cabeza para decir que no.
Tom debería haberse ido antes.
Tom no debería haber dicho eso.
Tom vendió su casa en Boston.
Tom sigue en contacto con Mary.
Tom estudia francés todos los días.
Tom piensa que la respuesta es sí.
Tom lanzó una piedra al árbol.
Tom se sacó su dentadura postiza.
Tom encendió su linterna.
Tom suele comer demasiado rápido.
Tom cruzó la calle.
Tom quería mudarse a Boston.
Tom quiso mandar un mensaje.
Tom quiere ser un traductor.
Tom quiere estudiar en Boston.
Tom fue arrestado el lunes pasado.
Tom esperaba conseguir un beso.
Tom estaba profundamente deprimido.
Tom no estaba totalmente sorprendido.
Tom salió en una cita con Mary.
Tom impartirá el juramento.
Tom seguro se sentirá asqueado.
Tom no le dirá nada a María.
Tom no le haría eso a Mary.
Tom le escribió a Mary sobre John.
La familia de Tom vive en Boston.
Dejaron de llegar cartas de Tom.
La respuesta de Tom fue inmediata.
La billetera de Tom está casi pelada.
La verdadera amistad es invaluable.
Desafortunadamente, ella está ausente.
Caminar es el mejor ejercicio.
Todas sabemos por qué hiciste eso.
Todas sabemos por qué hicisteis eso.
Todos nosotros sabemos por qué lo hicisteis.
No estamos aquí para deteneros.
Nos podemos comunicar en francés.
No podemos vivir sin oxígeno.
No tenemos más pan.
No entendimos nada.
Encontramos al niño durmiendo profundamente.
Él tuvo que cancelar la deuda.
Apenas tenemos algo de agua.
Nosotros tenemos otros lugares a donde ir.
Debemos movernos muy rápido.
Importamos café de Brasil.
Tenemos claro lo que queremos.
Nos reunimos de nuevo en tres horas.
Tenemos que ver cuándo empezamos.
Necesitamos dinero para hacer cualquier cosa.
Tenemos que regar las flores.
Quitamos el amueblado viejo.
Vimos otro barco en la lejanía.
Todos deberíamos quedarnos juntos.
Empezamos las clases el lunes que viene.
Viajamos en Sudamérica.
Fuimos juntos de picnic.
Estábamos jugando en la playa.
Trabajamos todos los días excepto el domingo.
Aceptaremos sus condiciones.
Nos vamos mañana por la mañana.
Nunca lo superaremos.
Nos hemos vuelto demasiado vanidosos.
Vamos a empezar a las dos y media.
No estamos aquí para deteneros.
Nosotros somos alumnos, no profesores.
Hemos estado hablando sobre ti.
Hemos tenido un invierno muy crudo.
Lo que quiero ahora es helado.
Que individuo más repugnante.
¿Qué te vas a poner esta noche?
¿Qué te contó el médico?
¿Qué hiciste con mi libro?
¿Qué quería decirme?
¿Qué tenés en contra de Tom?
¿Qué opinas de eso?
¿Qué le quieres regalar a Tom?
¿Qué más le dijiste a Tom?
Lo que sucedió después fue desagradable.
¿Qué habéis hecho esta semana?
¿Cuál es tu animal favorito?
¿Qué otras opciones tengo?
¿A qué hora cenas?
¿A qué hora sale el bus?
¿Qué traerá el nuevo año?
¿Qué desea ordenar?
¿Qué pasa en esta ciudad?
¿Qué es tan extraño acerca de eso?
¿Cuál es el nombre de tu barco?
¿Qué está haciendo esta silla aquí?
¿Cuál es tu perfume preferido?
¿Cuándo te puedo ver de nuevo?
¿Cuándo puedo devolver el libro?
Al acabar, sal afuera.
¿Dónde podré reunirme con usted?
¿Dónde compraste esa falda?
¿Dónde encontraste esto, Tom?
¿Dónde viste a esta mujer?
¿Dónde está tu mantel nuevo?
¿Dónde está la parada de autobús más cercana?
Adondequiera que vayas, te seguiré.
¿Quién de ustedes llegó primero?
¿Qué tren vas a coger?
¿Quién terminó pagando la cuenta?
¿Quién necesita ese viejo mueble?
¿Quién quiere chocolate caliente?
¿Quién juega hockey esta noche?
¿Por qué las niñas son tan complicadas?
¿Por qué te estás secando el pelo?
¿Por qué él nunca puede hacer nada?
¿Por qué tenías que decir eso?
¿Por qué abrieron las ventanas?
¿Por qué tengo que hablar con Tom?
¿Por qué tienes tantos gatos?
¿Por qué quieres saber eso?
¿Por qué no tengo novio?
¿Por qué no vamos por las escaleras?
¿Por qué no duermes un poco?
¿Por qué no lo piensas?
¿Por qué alguien secuestraría a Tom?
¿Irás a la boda de Tom?
El viento del mar es húmedo.
¿Puedes venir un momento?
¿Me podría prestar algo de dinero?
¿Quieres algo más?
¿Te gustaría verlo ahora?
Ayer terminé el trabajo.
Ya no eres ningún niño.
Podéis ser lo que queráis.
Podéis ir donde queráis.
No podéis controlarlo todo.
No podéis vivir sin agua.
No puede estacionar su auto aquí.
No sabes nadar bien, ¿verdad?
No oíste esto de mi parte.
No tienes que creerme.
No os parecéis a vuestro padre.
No hace falta que trabajes hoy.
No pesas más que yo.
Tienes derecho a ser feliz.
Te quedan treinta segundos.
Tú no me has dado nada todavía.
Te ves completamente preciosa.
Luces muy encantador hoy.
Debes tener los ojos abiertos.
Debéis respetar a vuestros mayores.
Es obligatorio llevar traje en el trabajo.
Allí es necesario llevar corbata.
Realmente te ves hermosa.
¿Se acuerdan de eso, verdad?
Deberías seguir su consejo.
Deberías cortarte el pelo.
Deberías obedecer a tus padres.
Debiste haberme escuchado.
No deberías comer caracoles crudos.
Ustedes no deberían haberlo dicho.
No encontrarás nada aquí.
Serás una madre maravillosa.
No tendrás ningún problema más.
Tú eres un testigo poco fidedigno.
Eres de Australia, ¿verdad?
Tienes suerte de que Tom no haya venido.
No estás diciendo la verdad.
Sigues enfadada, ¿no?
Debe usted hacerlo por mí.
Tu conducta es imperdonable.
Tu caligrafía es terrible.
Vuestra fama os precede.
Estoy de acuerdo con él. Yo también.
"Gracias." "No hay de qué."
Se cayó un libro de la estantería.
Un perro fue atropellado por un camión.
Un vaso de vino blanco, por favor.
Se me asignó un nuevo dormitorio.
Un monociclo tiene una sola rueda.
Sume usted esta columna de cifras.
Todos nuestros intentos fueron en vano.
Y esas fueron sus últimas palabras.
¿Hay mensajes para mí?
¿Eres un estudiante de instituto?
¿Me ayudáis o qué?
¿Estás buscando alguna cosa?
¿Está seguro de que me conoce?
¿Estás esperando algo?
Como estaba cansado, me fui a la cama.
Según lo que siembras, así será la cosecha.
Los bebés gatean antes de caminar.
Ten cuidado con lo que comes.
Ten cuidado para no despertar a Tom.
Los dos hermanos siguen vivos.
Por cierto, ¿dónde vives?
¿Puedo traerle algo más?
¿Puedo usar tu servicio, por favor?
¿Puede alguno de vosotros, chicos, resolver el enigma?
¿Puede probar las imputaciones?
¿Puedes recomendar una buena obra de teatro?
¿Pueden hablar un poco más despacio?
¿Puedes distinguir lobos de perros?
No se debería malcriar a los niños.
Ándale, te daré un aventón.
¿Nos puede dar una mesa afuera?
¿Podría darme cambio?
¿Me puedes llevar a casa por favor?
¿Puedes apagar la luz?
¿Derramó Tom algo de nuevo?
¿Compraste un lavarropa?
¿Has comprado una lavadora?
¿Has dejado la ventana abierta?
¿Te pusiste bloqueador solar?
¿Caminaste todo el camino hasta acá?
¿Debo hacerlo de nuevo?
¿Te recuerdo realmente a Tom?
Haz lo que te parezca bien.
¿Crees que comenzará la guerra?
¿Sabes siquiera qué es esto?
¿Tienes licencia de caza?
¿Tienes algún consejo para mí?
¿Tiene alguna cerveza extranjera?
¿Tiene usted seguro médico?
¿Tenés algo que ocultar?
¿Conocés a alguien en Boston?
¿Sabes cuándo vendrá?
¿Saben dónde están mis llaves?
¿Sabes de quién es este carro?
¿Necesitas que te lleven a casa luego?
¿De verdad quieres hacerlo?
¿Crees que todavía la quiero?
¿Crees que hoy lloverá?
¿Usas tecnología moderna?
¿Queréis que haga algo?
¿Quieres que bailemos juntos?
¿Quieres ver algo de magia?
¿Te gustaría mostrar tus orejas?
¿Tom tiene problemas mentales?
¿Le duele cuando respira?
¿Este autobús va a la playa?
No hagas preguntas tan difíciles.
No compres lo que no necesitas.
No hagas dos cosas al mismo tiempo.
No me dejes sola con Tom.
No profundices demasiado en esta lectura.
No pienses demasiado al respecto.
¿No creés en milagros?
No me digas lo que tengo que decir.
Manejar es muy divertido.
Uno de nosotros tendrá que ir.
Todo el mundo admiraba su coraje.
Todo mundo estaba buscando a Tom.
Todos excepto Tom parecen asustados.
Todo lo que ella dice es falso.
Perdone, ¿dónde están los huevos?
Poca gente vive en la isla.
Francia estaba en guerra con Rusia.
Desde ahora eres una de las nuestras.
¡Levantate temprano mañana a la mañana!
Dame otra taza de café.
Denme tiempo para pensarlo.
Sigue recto esta calle.
La mitad de los estudiantes estaban ausentes.
¿Ella ya terminó su trabajo?
¿Ya me has olvidado?
¿Has alimentado a un cocodrilo alguna vez?
¿Se te ha ido la olla?
Él admitió que estaba equivocado.
Él hizo una muy buena pregunta.
Él empezó a desayunar.
Él vino a eso de las cuatro.
Llegó a eso de las cuatro.
Vino corriendo a la habitación.
Él no se puede cuidar solo.
Se contiene admirablemente.
Merece saber la verdad.
No lo hizo una sola vez, sino dos.
Él no reveló su identidad.
Él desapareció entre la multitud.
Todavía no sabe la verdad.
Se durmió en clase de historia.
Él se quedó dormido bajo el árbol.
Él le dio un consejo.
Salió de debajo del coche.
Él conoce a mucha gente.
Él tiene complejo de inferioridad.
Acaba de comprarse un coche de segunda mano.
Él tiene un récord en natación.
Él es un pionero en este campo.
Él tiene miedo de enfermarse.
Él es atractivo de cualquier manera.
Él carece de sentimientos humanos.
Él se opone al nuevo plan.
Él es el capitán del equipo.
Él me hizo esperar a propósito.
Él sabe cómo comprar autos usados.
A él le gusta coleccionar monedas viejas.
Él se parece a su madre.
Él se casó con una muchacha muy linda.
A menudo llega tarde al colegio.
Él falleció repentinamente.
Él toca muy bien el violín.
Alcanzó el diccionario.
Permaneció pobre toda su vida.
Él estrechó las manos con el alcalde.
Se quedó en casa de su tía.
Él se baña todas las mañanas.
Él tiró una piedra en el estanque.
Cogió un taxi para ir a la estación.
Ella visitó a su tía ayer.
Quiere ser candidato a presidente.
Él estaba consciente de estar siendo observado.
Lo pillaron robando manzanas.
Él estaba buscando un buen trabajo.
Él estuvo callado por mucho tiempo.
Él le susurró algo.
No siguió mi consejo.
Él es un amigo de mi hermano.
Él es tan sólo un estudiante normal.
Él no es rico, pero es feliz.
Es más bajo que su hermano.
Tiene muchos celos de su mujer.
Su auto se averió en el camino.
Su nombre es conocido por todos.
Su consejo no nos sirvió de nada.
Su carro resultó con graves daños.
Su abuela luce saludable.
Su tío murió hace cinco años.
Hitler invadió Polonia en 1939.
¿Cómo vamos a llegar allí?
¿Cómo entraste a mi casa?
¿Cómo supisteis que estábamos aquí?
¿Cómo pretendéis arreglar esto?
¿Cuánto tiempo puedo tener este libro?
¿Cuánto tiempo llevamos casadas?
¿Cuántos hermanos tenés?
¿Cuántas hamburguesas hay?
¿Cuánto costaron los lentes?
¿Cuánto le das de comer a tu perro?
¿Con qué frecuencia hablas francés?
El ser humano no puede vivir sin aire.
Yo lo acompañé en el viaje.
Le aconsejé que no fumara.
Ya sé cómo hacerlo.
Yo soy un estudiante de este colegio.
Estoy feliz de oír tu voz.
Estoy buscando a mi hermano.
Estoy muy satisfecho con mi trabajo.
Le pedí a Tom que cerrara la puerta.
Supongo que usted es canadiense.
Asumí que eras feliz.
Cuando desperté, era famoso.
Apuesto a que hoy tenemos prueba.
Compré un bolígrafo, pero lo perdí.
Me cepillo los dientes después de comer.
Yo solo puedo pelear mis batallas.
Puedo responder a su pregunta.
No me puedo permitir pagar tanto.
No puedo hacer más que esto.
Ahora mismo no puedo ir a clase.
No puedo prestarle este libro.
No puedo soportar ese ruido.
Sin gafas no puedo leer.
Ayer pesqué tres peces.
Cerré el trato hace una hora.
Apenas podía entenderle.
No pude despertar a Tom.
Decidí no ir a Europa.
No me anduve por las ramas.
Yo no le di nada a Tom.
No sabía que ella estuviera casada.
No sabía qué hacer entonces.
No sabía que trabajabas aquí.
No pretendía asustarte.
No he visto ni oído nada.
No quise decir nada.
Lo hago todo por mi familia.
No apruebo su decisión.
No me importa con quién hable Tom.
Ni sé qué decir.
No me siento enfermo ni nada.
No tengo un hermano mayor.
No tengo nada que ponerme.
No tengo tiempo para ayudar a Tom.
No conozco a nadie en Boston.
No sé como puedo agradecértelo.
No sé si ella vendrá.
No sé qué hacer primero.
No me gusta ser controlada.
No me gusta estudiar gramática.
No necesito una clase de historia.
No creo que Tom sea canadiense.
Creo que no me gustáis.
No creo que te llames Tom.
No quiero una fiesta de cumpleaños.
No quiero que nos vea nadie.
Ya no quiero hacerlo.
No quiero reprobar mis exámenes.
No quiero interrumpir a Tomás.
No quiero vivir contigo.
No quiero dejar este trabajo.
No quiero volver a veros.
Dudo que Tom se sorprenda.
Bebo leche prácticamente todos los días.
Espero que él nos ayude.
No conseguí llegar a tiempo.
Siento que debería ayudarle.
Volé de Boston a Chicago.
Estoy completamente de acuerdo con todos ustedes.
Todos los días paso por esa iglesia.
Voy todas las semanas al cine.
Yo obtuve alguna ayuda de un amigo.
Supongo que necesitarás algo de ayuda.
Me tuve que esconder de la policía.
Tengo 39 de fiebre.
Tengo un dolor persistente aquí.
Tengo todo el derecho de estar aquí.
He vivido aquí mucho tiempo.
No tengo ningún amigo con quien hablar.
Apenas tengo 5,000 yenes.
Tengo que ir aunque llueva.
Debo venderlas todas hoy.
Todavía no desayuné.
No he comido en tres días.
No me he decidido todavía.
No he entendido nada.
Oí que estabas de regreso en el pueblo.
Espero poder hacerlo mañana.
Espero que ella me escuche.
Espero que podamos ser buenos amigos.
Sencillamente no sé qué decir.
Solo necesito dormir un poco.
Sólo quiero volverme a la cama.
Sigo obteniendo mensajes de error.
Sabía que eran amigos tuyos.
Sé que hice algo horrible.
Sé que diste lo mejor.
Sé de qué pie cojean.
Yo sé cuándo me están mintiendo.
Sé que estás enamorado de mí.
Sé que usted está enamorada de mí.
Aprendí a vivir sin ella.
Me gusta beber cerveza y vino.
Vivo a una hora del trabajo.
Le quiero a pesar de sus defectos.
Bajé mis porciones de carne.
Me la encontré de camino a la escuela.
Debo llevar mi reloj a reparación.
Necesito un lugar tranquilo para pensar.
Tengo que ir al hospital.
Necesito verte de inmediato.
Nunca me corto las uñas por la noche.
No quiero volver a verte nunca.
A menudo recibo una carta de él.
Una vez trabajé en un restaurante.
Pinté el tejado de azul claro.
Prefiero que me llames Tom.
Le pongo crema a mi café.
Comprendí lo que estaba pasando.
Verdaderamente disfruté tu compañía.
Realmente necesito golpear a alguien.
Recuerdo haberte conocido antes.
Miré a Tom entrar a la cueva.
La vi cruzar la calle.
Veo un futuro brillante para ti.
Debería haber escuchado a Tomás.
No digo nada más que la verdad.
Le dije que fuera mejor sola.
Yo cuido a mi abuelo.
Te agradezco de todo corazón.
Creo que me gustaría vivir aquí.
Creo que Tom es de Australia.
Creo que su vida está en peligro.
Creo que te va muy bien.
Creo que deberíamos hacerlo hoy.
Creo que me debes algo de dinero.
Creo que eres mi mejor amigo.
Yo pensé que vi a alguien allí.
Pensaba que Tom tenía el día libre.
Pensé que Tom estuvo extraordinario.
Me pareció muy divertido.
Pensé que teníamos un trato.
Pensé que eras canadiense.
Le dije a Tom que esperara por allí.
Cuidé de mi hermana enferma.
Lo intenté, pero no pude hacerlo.
Solía leer en la biblioteca.
Caminé tanto que me duelen los pies.
Quiero algo caliente para beber.
Quiero ser una persona honesta.
Quiero ser político.
Quiero zambullirme en el río.
Quiero llegar allá en metro.
Quiero saber dónde están.
Quiero volver a ver la película.
Quiero hablar con todos ellos.
Quiero decirte todo.
Quiero que te quedes justo aquí.
Estuve ausente de la reunión.
Justamente estaba pensando en ti.
Me sorprendió ver un león.
Estuve esperando mucho rato.
Fui allí por curiosidad.
La próxima vez vendré más temprano.
Te mostraré algunas fotos.
Ahora mismo me gustaría estar allí.
Me gustaría ir a Egipto algún día.
No sostendré eso en tu contra.
Me pregunto quién puede nadar más rápido.
No me gustaría ser juez.
Será mejor que te diga la verdad.
Quisiera un poco de ayuda.
Me gustaría comprar esta computadora.
Me gustaría hacer una llamada.
Me gustaría sentarme en la ventana.
Sólo responderé a una pregunta.
Estaré pensando en ti hoy.
Te llamaré esta noche.
Si no me siento, creo que me caigo.
Hoy iré al hospital.
Le haré saber cuanto oiga.
Yo pagaré tu almuerzo hoy.
Te enseñaré la ciudad.
Me ocuparé de ello mañana.
Os voy a decir lo que eso significa.
Le diré lo que eso significa.
Soy miembro del coro.
Siempre estoy aprendiendo algo.
Le pido que lo reconsidere.
Estoy convencido de que Tom es inocente.
Estoy bebiendo una cerveza.
Mañana vuelo a Boston.
Te lo doy gratis.
Voy a ir al cine.
Iré a verla mañana.
Estoy aquí porque quiero.
Estoy estudiando francés por mi cuenta.
Yo no soy creativa como Tom.
No voy a traducirlo.
No estoy seguro de lo que debería hacer.
No estoy demasiado preocupado por Tom.
Cuento con usted para que nos ayude.
Estoy tan feliz de verte de nuevo.
Lo siento, dejé caer mi cuchillo.
Estoy seguro de que Tom no te odia.
Me estoy duchando.
Estoy cansado de todo este fastidio.
Estoy acostumbrado a este clima frío.
Estoy muy orgullosa de nuestra compañía.
Estoy esperando a mi novia.
Ya he terminado mis deberes.
Ya he escrito una carta.
He contestado a las preguntas de Tom.
He estado intentando eludir a Tom.
Tengo la agenda muy llena.
Tengo que volver al trabajo.
He vivido aquí mi vida entera.
Nunca se lo había dicho a nadie.
Lo he visto con mis propios ojos.
He esperado demasiado tiempo por esto.
Si no hago trampa, no ganaré.
Si alguien puede hacerlo, ese es Tom.
Si necesitas algo, llámame.
De todos modos, quiero verlo.
¿Tom es consciente de lo que hizo Alicia?
¿Es el cumpleaños de Tom mañana?
¿Es eso lo que tienes en mente?
¿Hay alguien en casa?
¡Acaso no es magnífico este clima!
No parecía tan importante.
Duele verte así.
Está claro que es culpable.
Nunca es tarde para aprender.
Es todo un logro.
No es fácil hacer amigos.
Parece que Tom ha estado ocupado.
Llovió por horas y horas.
Me recuerda a mi niñez.
Era una noche oscura y sin luna.
Era más barato de lo que pensaba.
Ha sido agradable charlar contigo.
No fui yo quien te insultó.
Las vacaciones de verano llegarán pronto.
Tom es el que necesita que lo convenzan.
Casi es hora de irse a la cama.
Es aún peor de lo que parece.
Ahora es imposible salir.
No es tan fácil como creéis.
El mundo no se hundirá por eso.
Está nevando bastante ahí fuera.
Es hora de que vayamos a la cama.
Es demasiado temprano para hacer eso.
Japón no es tan grande como Canadá.
Simplemente ponte en mi lugar.
El domingo pasado me he relajado en casa.
Deja al perro afuera un rato.
Libera tu imaginación.
Averigüemos quién mató a Tom.
Vamos a dar una vuelta en mi coche.
Salgamos a pasear un poco.
Sigamos en contacto por e-mail.
Juguemos al tenis el lunes próximo.
Descansemos un rato.
Apaguemos la tele.
Cierra la puerta con llave al salir.
Afortunadamente, él encontró un buen asiento.
Muchos estudiantes han comprado este libro.
Mary es una niña muy linda.
A Mary le gusta Japón, ¿no?
Mary se recogió el pelo en un moño.
Mary quiere barrer la casa.
Mary bajó a la cocina.
¿Me permite presentarme?
A lo mejor deberías ir con un doctor.
La música es un idioma universal.
Mi hermano se hizo ingeniero.
Mi canario fue matado por un gato.
Todos los camaradas dormían.
Mi padre siempre se pone nervioso.
A mi papá le gusta el café fuerte.
Mi vuelo llegó a las dos y media.
Mi abuela se ha hecho mayor.
Mi casa está cerca del parque.
Se me durmió el pie izquierdo.
Mi mamá me llevó al parque.
Mi opinión difiere de la tuya.
Mis padres me mandaron una postal.
Mi hermana es muy inteligente.
Mi tío me regaló un reloj de arena.
Toda mi familia está bien.
Napoleón fue finalmente derrotado.
Nadie creyó lo que dijiste.
No está permitido que nadie vaya allá.
Nadie se acordó de mi cumpleaños.
Ninguno quiere hablar de ello.
Nadie en el mundo quiere guerra.
Nadie comentó sobre la película.
No todas las crías de animales son bonitas.
De vez en cuando ella juega tenis.
Nunca se es demasiado viejo para aprender.
Solo mi madre me entiende.
Nuestro bebé está aprendiendo a hablar.
Nuestra escuela tiene cincuenta años.
Nuestro equipo lleva cinco puntos de ventaja.
Los lápices se venden por docena.
La gente dice que él está demente.
Quizá cometiste un error.
Por favor, cambia la puntuación.
Por favor, no me arruines esto.
Por favor, dame un vaso de agua.
Por favor dame el diccionario.
Por favor, dejá las ventanas abiertas.
Despeja estos vasos, por favor.
Por favor, siéntese en esta silla.
Por favor, ¡sáquenme de aquí!
Por favor, prende la televisión.
Por favor, prende la televisión.
Probablemente mañana nevará.
Repite cada frase después de mí.
El colegio empieza a las 8 y media.
Siete menos cuatro son tres.
Aparentemente ella había sido rica.
Ella puede hablar tres lenguas.
Ella no me mandó ninguna carta.
Ella finalmente llegó al hotel.
Ella regaló todos los vestidos.
Ella se subió a un bus hacia Harajuku.
Ella no tiene absolutamente ningún enemigo.
Nunca ha bailado con él.
Todavía no ha oído la noticia.
Ella es buena para jugar tenis.
Ella es más alta que su hermana.
Ella se rió para esconder su miedo.
Ella hizo café para todos nosotros.
Quizás ella supiera la respuesta.
Ella me dio una palmada en el hombro.
Ella lo sacó del lodo.
No lee más que novelas.
Ella nos reveló su secreto.
Envió a su hijo a por un médico.
Ella se quedó sola en la casa.
Ella cuida de mis hijos.
Me dijo que me amaba.
Ella lo instó a estudiar más.
Ella fue siempre muy reservada.
El mes pasado ella estuvo en Estados Unidos.
Ella fue muy amable con todos.
Ella fue a México por sí sola.
Ella escribe música para vivir.
Le gusta tomar fotografías.
Ella es seis años mayor que yo.
Es el típico adicto al trabajo.
Muéstrame lo que tienes en el bolsillo.
Por favor, muéstreme su pasaporte.
Siéntate derecho en la silla.
Aquí está prohibido fumar.
Les llevaron algo de comida.
Alguien ha roto este plato.
Alguien tiene que haber visto esto.
Me acaba de ocurrir algo.
España gobernaba Cuba en ese tiempo.
Pegue una estampilla en el sobre.
Llévale las llaves a tu hermano.
Dime que he hecho lo correcto.
Contadme más de vosotras.
Dime qué tienes en mente.
Díganme cuándo vuelve Tom.
Gracias por todo lo que has hecho.
Te agradezco tu colaboración.
Gracias por vuestra comprensión.
Ese vestido te está ideal.
Ese lago se ve como un océano.
Eso podría empeorar las cosas.
Ese coche rojo golpeó a la furgoneta azul.
El empleo de esa palabra no es común.
Así es como lo queremos escrito.
Esa no es la respuesta correcta.
Los almendros están floridos.
El banco quiere recuperar su dinero.
La cuenta está exacta, gracias.
El edificio no tiene salida de incendios.
No merece la pena reparar ese coche.
La caballería cargó sobre el enemigo.
Los niños pronto se quedaron dormidos.
La guerra civil en Grecia terminó.
Ha quebrado la empresa.
Los delegados votaron seis veces.
Puede que el doctor haya dicho eso.
El vestido te sienta requetebién.
El hecho es que yo no puedo nadar.
El juego fue bastante interesante.
La chica se parecía a su madre.
Su tío dirige el hotel.
El rey siempre usa una corona.
El rey se quitó sus ropas.
El discurso fue realmente aburrido.
El gerente aprobó nuestro plan.
La luna está detrás de las nubes.
A la mañana siguiente, se había ido.
El viejo reloj aún sigue en uso.
La anciana se bajó del bus.
El enfermo está en el hospital.
Las posibilidades son infinitas.
La lluvia arrastró el suelo.
Todavía queda por ver el resultado.
Lo mismo me pasó a mí.
Los sirvientes trabajaban como hormigas.
El cortocircuito fundió el fusible.
La nieve se acabó fundida en un día.
La historia termina con su muerte.
El sol brilla en mi cara.
El teléfono sonó repetidamente.
El tren viene con diez minutos de retraso.
El agua inundó las calles.
Toda la ciudad está al corriente.
Hay 31 días en diciembre.
Hay mucha gente en Asia.
Hay una mosca en el techo.
No hay otra explicación.
Ahora hay poca luz solar disponible.
Había una foca en la costa.
Había algunas flores allí.
Hay un gran riesgo implicado.
Hay una revista en mi habitación.
Ha habido otro accidente.
De ninguna manera voy a hacer eso.
No hay nada más para beber.
Hay nieve en las montañas.
Estas galletas tienen forma de estrella.
Estas tijeras no cortan bien.
Estos consejos podrían salvarte la vida.
Ellos confirmaron su inocencia.
Ellos comieron sándwiches de almuerzo.
No tenían dinero suficiente.
Ya no nos hablan.
Ellos me forzaron a cantar una canción.
Ellos mantuvieron su amor en secreto.
Vivieron felices y comieron perdices.
Se dice que es muy rico.
Se quedaron en un hotel de lujo.
Ellos siempre estaban bromeando.
Estaban viendo la televisión.
Ellos son capaces de hablar español.
Posiblemente todos ellos estén muertos ahora.
Éramos pocos y parió la abuela.
Este libro tiene diversos autores.
Esta cámara es la favorita de Tom.
Esta copia está llena de errores.
Esta puerta da al jardín.
Esto tiene que hacerse para el lunes.
Esto es un termómetro digital.
Este es un caso muy difícil.
Esto es absolutamente aterrador.
Esto es completamente irrelevante.
Esto no va a acabar bien.
Esto es lo que puedo hacer por ti.
Esta medicina sabe horrible.
Este periódico es de ayer.
Este producto es hecho en Italia.
La cuerda es fuerte, ¿no?
Esta sopa está muy salada como para comerla.
Esta corbata va con tu camisa.
Este vino embriaga muy fácilmente.
Esos zapatos están pasados de moda.
Hoy ella cumple diez primaveras.
Tom le puso azúcar a su café.
Tom siempre piensa primero en sí mismo.
Tom y yo no trabajamos juntos.
Tom y Mary tienen la misma edad.
Tom y Mary no tienen hijos.
Tom le pidió direcciones a Mary.
Tom me pidió que comprara una cuerda.
Tom comió demasiado algodón de azúcar.
Tom compró una cámara ayer.
Tom también trajo un diccionario.
Tom volvió a casa después de que oscureciese.
Se puede contactar con Tom por teléfono.
Tom está impaciente por casarse.
Tom aseguró que había visto un OVNI.
Tom no pudo dormir anoche.
Tom desprecia a la gente que fuma.
Tom hizo eso con la ayuda de Mary.
Tom no tenía un cómplice.
Tom no me dijo nada.
Tom no se quitó su reloj.
Tom no entendió una cosa.
Tom se deshizo del arma homicida.
Tom no tiene un televisor en casa.
Tom no tiene hijos.
Tom no tiene que ayudar a Mary.
Tom no sabe bailar.
A Tom no le gusta el café irlandés.
Tom no recuerda nada.
Tom no quiere perder a Mary.
Tom conduce un coche negro, ¿no?
Tom explicó por qué había llegado tarde.
Tom coqueteó con la mesera.
Tom encontró divertido conversar con Mary.
Tom se lleva bien con Mary.
Tom va a la escuela en bicicleta.
Tom se lastimó jugando al fútbol americano.
Tom tuvo una charla agradable con Mary.
A Tom no le quedaba nada de beber.
Tom tiene buen sentido del humor.
Tom tiene acento transatlántico.
Tom ha estado llorando toda la noche.
Tomás tiene muchos amigos poderosos.
Tom nunca ha viajado al extranjero.
Tom tiene algo en su mano.
Tom tiene que pagar por todo.
Tom no ha aprendido la lección.
Tom escuchó a alguien llamarlo.
Tom tiene el rango de capitán.
Tom es un amigo cercano mío.
Tom es un profesor muy hábil.
Tom casi siempre es alegre.
Tom es ingeniero eléctrico.
Tom está ansioso por comprarse un coche nuevo.
Tom es generoso con su tiempo.
Tom está escondido debajo de la mesa.
Tom se mudará de vuelta con nosotros.
Tom obviamente está malnutrido.
Tom está fuera arrancando malas hierbas.
Tom está leyendo un libro de historia.
Tom no suele llegar tarde a la escuela.
Tom es el hombre indicado para Mary.
Tom está muy ocupado en este momento.
Tom te está esperando adentro.
Tom no es capaz de hacerlo.
Tom saltó sobre la gran zanja.
Tom sabía cuál era el problema.
Tom le dejó la casa a su hijo.
A Tom le gusta contar chistes verdes.
Tom me parece bastante normal.
Tom se preparó una taza de té.
Tom no podía esperar más.
Tom casi se cayó de su silla.
Tom tiene que quedarse donde está.
Tom nunca se queda fuera toda la noche
Tom ahora trabaja como paseador de perros.
Tom abrió la ventana un tris.
Tom juega béisbol como un profesional.
Tom fingió ser mi amigo.
Tom puso su iPad sobre la mesa.
Tom puso las flores en un florero.
Tom dijo que Mary estaba resfriada.
Tom se sentó junto a Mary en clases.
Tom vio algo detrás de Mary.
Tomás compartió su comida con María.
Tom debía haber esperado a Mary.
Tom a veces canta en francés.
Tom apuñaló a Mary con una lanza.
Tom le robó todo su dinero a Mary.
Tom me dijo que él hizo eso mal.
Tom llevó a María al hospital.
Tom trataba a Mary como a una esclava.
Tom entiende tu postura.
Tom quería convertirse en abogado.
Tom quiere que me una a su equipo.
Tom quiere convertirse en bombero.
Tom estaba solo el viernes por la noche.
Tom estaba en el asiento del pasajero.
Tom estaba haciendo mucho ruido.
Tom estaba al borde de las lágrimas.
Tom era el alma de la fiesta.
Tom era incapaz de concentrarse.
Tom no estaba en situación de trabajar hoy.
Tom podrá nadar pronto.
Tom hablará con nosotros el lunes.
A Tom no le gustará verte.
Tom se preocupa mucho por el dinero.
Tom escribió esa canción con Mary.
Al abuelo de Tom era un esclavo.
Los padres de Tom estaban desconsolados.
El punto de vista de Tom ha cambiado.
Vayamos todos a bailar esta noche.
Intenta hacerlo mejor la próxima vez.
Cada año llegan tifones a Japón.
Despiertame cuando Tom llegue a casa.
¿Acaso esta era la idea de otro?
El agua es importante para las personas.
A todos nos gusta ser apreciados.
Volvimos a través de Boston.
Mañana podríamos estar todos muertos.
No tenemos una piscina.
No queremos ignorar hechos.
Seguimos las pistas dejadas por el venado.
Llegamos al mismo tiempo.
Tuvimos que aplazar la reunión.
En este momento tenemos un buen equipo.
Tenemos tiempo suficiente para comer.
Tenemos que obedecer las normas de tráfico.
Nos conocemos muy bien.
Debemos estar preparados para cualquier cosa.
No debemos romper nuestra promesa.
Debemos mostrarte algo.
Reportamos su desaparición.
Deberíamos salir de aquí ahora.
A veces nadamos en el lago.
Nosotros guardamos el heno en el granero.
Visitamos la tumba de nuestro padre.
Lo queríamos hacer en seguida.
Teníamos dieciocho en aquel entonces.
Le deseamos un agradable vuelo.
Lo haremos cuando tengamos tiempo.
Hablaremos cuando vuelvas.
Contamos con su ayuda.
Nos vamos a divertir mucho.
No podemos estar aquí.
Somos los únicos canadienses aquí.
Acabamos de terminar de desayunar.
Bueno, ¿qué estamos esperando?
¿Qué te apasiona?
¿Qué puedo hacer para convencerte?
¿Qué dijo el cardiólogo?
¿Qué hiciste con mi bolsa?
¿Para qué quiero este dinero?
¿Qué esperás encontrar aquí?
¿Qué te crees que estaba haciendo?
¿Qué quiere Tom que haga Mary?
¿Qué formas necesitamos nosotros archivar?
¿Qué sucedió la otra noche?
¿Y si algo se rompe?
¿Qué es ese edificio grande y nuevo?
¿Qué tipo de libro quieres?
¿Qué tipo de comida comiste?
¿Qué tipo de trabajo te gusta?
¿Qué número crees que llevo?
¿A qué hora paseas al perro?
¿A qué hora empieza el examen?
¿A qué hora abren la tienda?
¿A qué hora empezará el juego?
¿Qué haría usted en mi lugar?
¿Cómo se llama el restaurante?
¿Cómo se titula este libro?
¿Cuál es tu sinfonía preferida?
¿Cuándo rompió ella esa ventana?
¿Cuándo acaba la actuación?
¿Cuándo darán ellos un concierto?
¿De dónde son tus ancestros?
¿Dónde podemos comprar las cosas que necesitamos?
¿Dónde compraste esos zapatos?
¿Dónde viste a esas mujeres?
¿Dónde has estado esta semana?
¿Dónde está Tom cuando se le necesita?
¿Para qué compañía trabajas?
¿Cuál es mejor, éste o ése?
¿Cuál es el archivo correcto?
¿Con quién quieres que vaya?
¿Quién es tu compositor favorito?
¿Cuál es tu famoso preferido?
¿Por qué te muerdes las uñas?
¿Por qué no venís con nosotros?
¿Por qué llegaste a casa tan tarde?
¿Por qué no lo dijiste antes?
¿Por qué llegas siempre tarde?
¿Por qué Tom no quiere ver a Mary?
¿Por qué no intentamos llevarnos bien?
¿Por qué no cierras la ventana?
¿Por qué todo va mal?
¿Por qué no me hablas, Tom?
¿Por qué querrías ayudarme?
¿Tendré que dar una clase?
¿Irás a pie o en autobús?
¿Me enseñarás a nadar?
La primera guerra mundial estalló el año 1914.
¿Quiere usted medio pollo?
¿Quiere leche y azúcar?
¿Le gustaría azúcar y leche?
¿Te importaría no hacerlo?
Ayer compré un auto rojo.
Él y tú sois ambos muy amables.
Puedes ir a la estación de buses.
Puedes decir todo lo que quieras.
¿Acaso te lo podrías imaginar?
Supongo que puedes tener razón.
No hacía falta que me despertaras.
No sabes francés, ¿verdad?
No entiendes nada.
Se le cayó su pañuelo.
Tienes una familia en la que pensar.
Tienes que pagar por los servicios.
Tú sabes algo, ¿verdad?
Sales bien en esta foto.
Puedes sentarte donde quieras.
Debes ser amiga de Tom.
Debes compensar la pérdida.
No debes decirle nada a Tom.
No era necesario que tomaras un taxi.
De verdad, no quieres saberlo.
Deberías mandar a reparar tu auto.
Hoy deberías quedarte en casa.
Deberían quitarse su abrigo.
Deberías haber probado la tarta.
No deberías haber ido allí.
No deberías desperdiciar tu tiempo.
Quieres el divorcio, ¿no es así?
No tendrás una segunda oportunidad.
¡Mejor que cerrés el pico!
Es mejor que te lleves un paraguas.
Come con nosotros, ¿verdad?
Nunca me alcanzarás.
Tú eres un escritor muy talentoso.
Es divertido tocar música contigo.
Es divertido tocar música con ustedes.
Vas a estropear esto.
Nunca se es demasiado viejo para aprender.
No estás intentando lo suficiente.
Se suponía que estuvieras trabajando
Habéis sido tan atentos conmigo.
Tienes que parar de hacer eso.
Su respuesta difiere de la mía.
Tu bicicleta es mejor que la mía.
Tu padre no confía en ti.
Vuestra casa es más bonita que la mía.
Tu sarcasmo es inapropiado.
«¿Es verdad que me quieres?» «Sí.»
Un ladrón entró a su casa.
Un gato estaba sentado en la silla.
Un perro feroz atacó a la niña.
Una molécula está formada por átomos.
Un tifón se acerca a Japón.
De hecho Tomás es su verdadero nombre.
Todos los estudiantes estudian inglés.
Un elefante es un animal fuerte.
¿Todos los libros están sobre la mesa?
¿Eres un profesor o un estudiante?
¿Saldrás fuera este verano?
¿Vas al gimnasio hoy?
¿Eres uno de los parientes de Tom?
¿Estás diciendo que soy una mentirosa?
¿Todavía trabajas con Tom?
¿Estás seguro de que quieres hacer esto?
¿No se avergüenza?
Hasta donde yo sé, él es honesto.
Pregúntale cuándo volverá.
Al fin, ellos se encontraron cara a cara.
Cuidado, es un toro bravo.
Una picadura de abeja puede ser muy dolorosa.
Poco después salió la luna.
Tanto Tom como María estaban entusiasmados.
Brasil fue visitado por el Papa.
Por favor, tráeme el periódico de hoy.
¿Puedo ayudarte en algo?
¿Me das la llave ahora?
¿Puedo usar mi seguro médico?
¿Puedes venir el domingo por la noche?
¿Me puedes dar una explicación?
¿Tienes unos minutos?
¿Puedes pensar en alguna otra cosa?
Comprueba si todo está correcto.
Elegí amigos en los que puedas confiar.
El trébol es un buen cultivo de cobertura.
Ven aquí a más tardar a las diez.
Compare su respuesta con la de Tom.
¿Puedes enseñarme esa corbata?
¿Podría bajar el volumen?
Nubes oscuras son señal de lluvia.
¿Vino en autobús o en tren?
¿Le tomaste la temperatura a Tom?
¿Viven pingüinos en el Ártico?
Haz lo que quieras, no me importa.
¿Os queda leche?
¿Tienen sellos extranjeros?
¿Tenés la última versión?
¿Te sabes el número de Tom?
¿Tú puedes conducir?
¿Sabes lo que acaba de pasar?
¿Sabes de quién es esta bicicleta?
¿Te gusta con mayo?
¿De verdad piensas que Tom es apuesto?
¿Estás segura de que todavía quieres ir?
¿Tu crees que yo quiero hacer esto?
¿Creéis que os temo?
¿Entendéis cómo funciona?
¿Querés una pera o una manzana?
¿Quieres que te diga por qué?
¿Quieres hacerlo ahora mismo?
¿Quieres probar otro?
¿Alguien quiere más tarta?
¿El fin justifica los medios?
No seas tan descuidado en tu trabajo.
No me llames tan tarde de noche.
No olvides que Tom es ciego.
Que no se te olvide entrar al perro.
No vayas a la jungla solo.
No solo te quejes, haz algo.
No dejes que lo haga solo.
No indagues en mi vida privada.
No os quedéis al sol mucho tiempo.
No tire esta revista.
¿No te gusta jugar conmigo?
Pasa a mi oficina esta noche.
Se habla inglés en el país de Singapur.
Incluso el alcalde respira dioxina.
Todos los demás están tomando cerveza.
Todos saben que yo tomo fotografías.
Todo el mundo cree que somos pareja.
Todo va muy mal.
Disculpe, ¿puede ayudarme?
Poca gente vino a la conferencia.
Termínalo antes de ir a dormir.
El viernes es cuando estoy menos ocupado.
Hazlo y no te reprimas.
¿Se ha hecho esto alguna vez?
¿Estás poniendo atención?
¿Alguna vez has cocinado hongos?
¿Ya has terminado el trabajo?
¿Ya te has lavado las manos?
Acusó al hombre de haber robado.
Nos aconsejó que no lo hiciéramos.
Llegó lo más pronto que pudo.
Obró de una manera inaudita.
Estuvo a punto de perder un ojo.
Él puede hacerlo mejor que yo.
Él los pilló robando manzanas.
Él cortó la cuerda con sus dientes.
Él no acabó el maratón.
Desapareció sin dejar huella.
Él ya no me recuerda.
Le regaló una pulsera de brillantes.
Él se metió deprisa en el coche.
Él llevaba la camisa del revés.
Tiene muchos sellos extranjeros.
Él no tiene más opción que renunciar.
Escuchó la noticia en la radio.
Él se golpeó la cabeza con una roca.
Es científico y músico.
Él está actuando en nombre propio.
Él está ansioso por leer el libro.
Él es justo el hombre para el trabajo.
Él falta a clase a menudo.
Él es exitoso en todo.
Él tiene la culpa del fracaso.
Él trabaja en investigación de SIDA.
Me tuvo una hora esperando.
Él sabe como abrir esta puerta.
Le gusta tanto la música como el deporte.
Le gusta viajar. A mí me gusta también.
Vive en un mundo de fantasía.
Él se decidió de inmediato.
Extraña mucho a su familia.
Él nunca cedió a la tentación.
Prefirió estudiar por la noche.
El leyó el poema con monotonía.
Dijo que irá a Estados Unidos.
Él sonríe cada vez que le veo.
Él le enseñó ruso a sus hijos.
Él le dijo que tenía razón.
Él se hizo cargo de los gastos.
Entendió que no podría ganar.
Quiere trabajar en un hospital.
Él fue un pionero en este campo.
Se crio en Australia.
Él fue exiliado de su país.
Él no era solo un padre para mí.
Era la envidia de sus amigos.
Le hirieron en el hombro.
Él fue allí para aprender inglés.
Él volverá en diez minutos.
Él trabaja conmigo en la oficina.
Hoy irá al hospital.
Él es casi de tu misma edad.
Siempre está en casa los lunes.
Él no es doctor, sino enfermero.
Él está sentado en una mesa vacía.
Él es tres años mayor que yo.
Su hija tiene dolor de estómago.
Su casa está cerca del parque.
Aquí tienes tu porción de pastel.
Su vehículo ha sido reparado recién.
En las sienes tiene el pelo muy claro.
Su nueva película es decepcionante.
Su predicción quizás podría ser acertada.
Su esposa viene de California.
¿Cómo mataste a la cucaracha?
¿Cómo te gustan preparados los huevos?
¿Cómo va la investigación?
¿Cuánto tiempo lleváis prometidos?
¿Cuántos empleados tienes?
¿Cuánta gente murió ayer?
¿Cuánto cuesta ese queso?
¿Cuánto dinero adicional necesitamos?
¿Con qué frecuencia bebe alcohol?
¿Cómo fue tu viaje a Australia?
Estoy de acuerdo con él en ese punto.
Casi nunca me acuerdo de mis sueños.
Siempre trato de decir la verdad.
Estoy al límite de mi paciencia.
Yo voy a América en avión.
Estoy seguro de que se equivoca.
Soy la persona más perezosa que conozco.
Le consulté acerca de su nuevo libro.
Asumí que tenían hambre.
Creo que sabes a qué me refiero.
Compré un nuevo sombrero en el centro comercial.
He traído a algunos amigos.
Se nota que estás inquieta.
No puedo creer que te acordaste.
No consigo sacarla de mi mente.
No puedo vivir así.
No lo puedo explicar bien.
No hablo muy bien el francés.
No puedo soportar este dolor de estómago.
No te puedo decir lo que pasó.
Me he pillado el dedo con la puerta.
No podía soportar verla.
No podía soportar mirarlo.
Hice el trabajo en contra de mi voluntad.
No hice nada distinto.
No entendí que esto ocurriese.
No sabía qué hacer primero.
No sabía que eras casada.
Este libro no me ha gustado mucho.
Detesto su manera de hablar.
Creo que no es abogado.
No le culpo a Tom de nada.
Yo ni sé bailar.
Hoy no tengo ganas de comer.
No tengo lavadora.
No tengo dinero para una casa.
No sé si iré, o no.
No sé qué quiero hacer.
No sé cuándo volveré.
No sé dónde ponerlos.
Ya no me gusta la Navidad.
No me gusta cometer errores.
No necesito nada de vosotros.
No me echo azúcar en el café.
No creo que Tom sea bilingüe.
No creo que venga hoy.
No creo que dijera eso.
No creo que estés mala.
No creo que tú entenderías.
No quiero que Tom vaya a la cárcel.
Yo tampoco quiero estar aquí.
No quiero meterme en un lío.
No quiero vivir en Boston.
No quiero correr el riesgo de perderlo.
No quiero esperar tanto tiempo.
No quiero que ustedes trabajen allí.
Alenté a Tom a ser él mismo.
Le expliqué el procedimiento.
He sentido cómo mi corazón latía violentamente.
Olvidé tu número de teléfono.
Se me olvidó abrocharme el cinturón.
Me encontré un dólar en la calle.
Le di algunos consejos útiles.
Hoy recibí malas noticias de casa.
Me levanté a las 7 de la mañana.
Te garantizo que te encontraré un trabajo.
Supongo que a Tom se le olvidó decirte.
Me lo pasé bien jugando al golf.
Anoche tuve un sueño extraño.
Yo no tuve oportunidad de relajarme ahí.
Tuve que cuidar a su bebé.
Tengo un perro negro y otro blanco.
Tengo un montón de tarea por hacer.
Tomo el desayuno cada mañana.
Tengo que escribir unas cartas.
No tengo ningún motivo para mentirte.
No tengo nada que ver con ellos.
Tengo tres maletas.
Tengo que encontrar un trabajo de medio tiempo.
Me tengo que ir ya a la oficina.
Tengo que sacar la basura.
Oí que mi tío murió de cáncer.
Oí un ruido en la habitación.
Ayudé a Tom a bajarse del caballo.
Espero que esta vez funcione.
Espero que seas feliz por siempre.
Tan solo no quiero casarme contigo.
Solo necesito saber quién es Tom.
Sólo deseaba ir a la universidad.
Sólo quería que me aceptaras.
Sabía que tenía un duro trabajo por delante.
Conocí a todos aquellos muchachos.
Sabía que no estaba realmente muerto.
Sé que Tom está un poco preocupado.
Sé que es algo difícil de hacer.
Sé que soy un buen profesor.
Sé que no se repetirá.
Sé muy poco aparte de eso.
Sé lo que ellos quieren que haga.
Sé dónde guardas tu pistola.
Sé que está usted contento por eso.
Aprendí eso hace mucho tiempo.
Me gusta una pluma fina.
Me gusta oír buena música.
Me gusta más la primavera que el otoño.
Viví en el extranjero durante diez años.
Me encanta caminar por el río.
Pude llegar allá a tiempo.
Me encontré con su padre en la calle.
Debo preparar sus desayunos.
Necesito un poco de estímulo mental.
Necesito cargar mi celular.
Debo alimentar las gallinas.
Necesito saber por qué estás aquí.
Ya no pienso en ello.
Suelo levantarme a las 6.
A menudo veo la tele antes de cenar.
Planeo llegar hasta los cien años.
Yo prefiero pasar tiempo dentro de casa.
Comprendo que es difícil de creer.
Me gustan mucho los huevos muy cocidos.
Lamento no poder ayudarte.
Yo repetí sus palabras exactas.
Lo vi arrestado por la policía.
Veo que ustedes dos ya se conocieron.
Mostré mi ticket en la puerta.
Pasé una semana en el hospital.
Aún tengo por hacer.
Paré de fumar y de beber.
Me tragué el chicle por accidente.
Hablé con nuestro personal de ventas.
Creo que he encontrado el problema.
Creo que Tom sigue en Boston.
Paso todo el tiempo pensando en él.
Creo que no lloverá mañana.
Creo que está ocultando algo.
Creo que es la mejor opción.
Creo que esto es irrelevante ahora.
Yo creo que deberíamos dejarlo.
Me parece que tu falda es muy corta.
Pensé que Tom podría estar en la cárcel.
Pensé que Tom entendería.
Yo pensaba que él era un doctor.
Pensé que íbamos a ganar.
Pensé que querías la verdad.
Pensé que estarías orgulloso de mí.
Saqué esa foto hace una semana.
He entendido casi todo.
Todos los días me paseo por el bosque.
Quiero ser un jugador de baseball.
Quiero beber algo frío.
Quiero saber qué es tan gracioso.
Quiero jugar al tenis contigo.
Quiero hablar con el gerente.
Quiero que me tengas al tanto.
Quiero que te quedes más tiempo.
Quería hacer lo correcto.
Me pidieron que arreglara la bicicleta.
Nací con doce dedos.
Me hicieron trabajar el domingo.
Ahora mismo iba a llamar a un taxi.
Yo estaba anonadado por lo que pasó.
Me dijeron que aguardara un momento.
Peso bastante más de lo que tú pesas.
Le voy a dar otra oportunidad.
Mañana voy a hablar contigo.
Me gustaría estar en París en este momento.
Ojalá pudiera volar como un pájaro.
Ojalá no estuviera siempre tan ocupado.
Desearía que ella hubiera venido anoche.
No voy a hacer más preguntas.
Me pregunto por qué el tren viene retrasado.
Yo jamás diría una cosa así.
Le escribía una carta cada día.
Me gustaría comprar una heladera.
Me gustaría quedarme por una noche.
Me gustaría retirar algún dinero en efectivo.
Preferiría sentarme en la fila de atrás.
Voy a llegar a casa en un rato.
Te llamaré tan pronto como pueda.
Encontraré a Tom y se lo haré saber.
Te ayudaré tanto como pueda.
Yo me iré cuando ella regrese.
Voy a extrañarte cuando te vayas.
Nunca olvidaré lo que hiciste.
Tomaré una copa de champaña.
Trataré de no derramar nada.
Esperaré aquí hasta que ella venga.
Estoy acostumbrado al tiempo frío.
Estoy en contra de la pena capital.
Soy más guapo que Tom.
Estoy confusa. ¿Ahora qué hago?
Estoy hasta el gorro de todo este ruido.
Regalo mis pertenencias.
Me alegra que estemos de acuerdo en algo.
Voy a volver a Boston.
Voy a echar de menos tus platos.
Voy a ver una película de terror.
Estoy invitado a una fiesta esta noche.
Estoy buscando un sitio para comer.
No voy a necesitar ayuda.
Ya no me asustan los perros.
No estoy seguro de que haya un problema.
No me sorprende oír eso.
Estoy un paso más cerca de mi meta.
Estoy contento con mi nueva chaqueta.
Yo estoy ahorrando para comprarme un nuevo carro.
Lamento no haberte creído.
Perdón por haberte molestado.
Lo siento Tom, me tengo que ir.
Estoy estudiando varios idiomas.
Estoy seguro de que Tom hará eso.
Estoy sorprendido de que te acuerdes de Tom.
Cumplo treinta el próximo lunes.
Estoy esperando mi oportunidad.
Siempre he querido conocerle.
Ya he estado aquí por tres semanas.
Ha hecho una cosa verdaderamente estúpida.
Me ha salido una calentura en el labio.
Yo ya tengo una como esa.
Tengo que hacer mi tarea ahora.
Nunca he sido un buen nadador.
Nunca me he despertado tan temprano.
Llevo toda la mañana en la cola.
Si fuera tú, trabajaría más diligentemente.
Si vamos a pie tardaremos mucho.
Si quieres, te pues quedar aquí.
Al final, no confesamos.
¿Es verdad que Tom no sabe nadar?
¿Hay un gato debajo de la mesa?
¿Es que existe vida en otros planetas?
Pudo haber sido cualquier de nosotros.
No importa si me mojo.
Había estado nevando durante una semana.
No me sorprende que fracasara.
Es de mala educación mirar fijamente a alguien.
Llovió durante tres días seguidos.
Tiene que haber sido un golpe para ti.
A mí me parece obviamente falso.
Construirlo tomó muchos años.
Fue un descubrimiento fascinante.
Fue divertido jugar en el parque.
Fue ahora una carrera contra reloj.
Costará unos 10.000 yenes.
Se sabrá más tarde o más temprano.
Bonito día, ¿verdad?
Hace ya treinta años.
Ha sido un año duro para Tom.
Se está calentando cada vez más.
No pide algo imposible.
No es tarde para retroceder.
Todavía es muy temprano para levantarse.
Debería nevar mañana.
Es la voz de una vieja.
Ya es muy tarde para pedir disculpas.
Recuerda que debes morir.
Kioto no es tan grande como Osaka.
Déjame ver lo que has escrito.
Hagamos juntos los deberes.
Vamos derecho a la playa.
Esperemos que Tom no entre.
Escuchemos algo de Beethoven.
¡No des tantos rodeos!
Cantemos esa canción en inglés.
Hagamos un viaje a Australia.
Escucha atentamente lo que digo.
Mira lo que he encontrado en el bosque.
Muchos estadounidenses apoyaron a Nixon.
Mary y Alice son muy lindas.
Mary se está haciendo las uñas.
Mary es la mujer de mis sueños.
Mary tiene un aspecto impactante.
María fue al salón de bronceado.
¿Puedo ir al cine esta noche?
Quizás alguien más pueda ayudarnos.
El monte Fuji estaba cubierto de nieve.
Mi hermano se ha hecho cura.
A mi gato no le gusta mojarse.
Mis niños no me quieren escuchar.
Mi padre arregló una silla rota.
El trabajo de mi padre es interesante.
Mi amiga quiere hablar contigo.
Mi afición es escuchar música.
Mi hogar está muy cerca del parque.
Mi madre no hizo nada sino llorar.
Mi color de pelo natural es rubio.
Mi plan fue finalmente aprobado.
Mi hijo cree en Papá Noel.
Ayer me robaron mi billetera.
Ni Tom ni Mary tenían un trabajo.
La próxima vez tomo el tren.
Nadie quería hablar de eso.
A nadie le gustan los vendedores groseros.
Nada es tan valioso como el amor.
Ahora debemos ser muy cuidadosos.
Un día serás capaz de caminar.
Solo tú contestaste la pregunta.
Dispense usted que le interrumpa.
Uno no debe abusar de los animales.
Quizás ella venga mañana.
Acepta este pequeño obsequio, por favor.
Por favor, llame a su primer testigo.
Por favor, obedezcan las reglas del colegio.
Por favor, consígueme un trocito de papel.
Por favor, que alguien más lo haga.
Por favor, envía esta carta.
Por favor, salúdale por mí.
Llévame al hospital, por favor.
Por favor, dile a Tom que es importante.
La contaminación es un problema creciente.
Echa algo más de leña al fuego.
Pon un huevo en agua hirviendo.
Dilo claramente en voz alta.
Mándame fotos de vosotros.
Sirva usted el pescado en esa fuente.
Ella le aconsejó que no lo hiciera.
Parece que ella tiene dolor de cabeza.
Ella lo compró en la carnicería.
Ella vino desde Canadá para verme.
Ella cargó un bebé en su espalda.
Ella no pudo ir a la boda.
Al final no llamó.
Todavía no sabe la verdad.
Llenó el vaso de agua.
Ella se levantó para contestar al teléfono.
Ella lo ignoró casi todo el día.
Es la mejor de su clase.
Ella lleva puesto un anillo valioso.
Ella no está capacitada para hacer esa tarea.
Ella dejó sus guantes en el auto.
Vivió allí muchos años.
Ella se ve rara con esa ropa.
Ella lo estimuló a laburar con más empeño.
Dijo que tenía un leve resfriado.
Ella envió la carta por correo aéreo.
Ella me agradeció por el obsequio.
Ella rechazó su invitación.
Ella quiere que él sea su amigo.
Ella fue arrestada por la policía.
La dejaron sola en la sala.
Ella le miraba hacer un dibujo.
Ella se reportará directamente conmigo.
Ella depende de su marido.
Ella es dos años mayor que tú.
¿Debo rellenar este formulario ahora?
Fumar es malo para la salud.
Algunas chicas estaban jugando al tenis.
Alguien me agarró por detrás.
Perdón por llamarte tan temprano.
Deja de posponer buscar un empleo.
De repente pararon de hablar.
Tómate esta medicina dos veces al día.
Decime exactamente lo que escuchaste.
Dinos que has encontrado algo.
Gracias por venir esta noche.
Todo eso pasó antes del almuerzo.
Ese niño sabe contar hasta veinte.
Eso pasa mucho, ¿no es cierto?
Eso no es lo que quise decir.
Aquella montaña es fácil de escalar.
¡Eso tiene que quedar entre nosotros!
Eso era una pregunta retórica.
Eso no cambiará nada.
No es un gato. Es un perro.
Eso es todo un logro.
Ese es el hombre cuya esposa murió.
Esto es lo que tenían previsto.
El ataque llegó después de medianoche.
La temporada de béisbol ha empezado.
La caja estaba hecha de madera de sándalo.
El chico hizo el ridículo.
Los niños han estropeado el radio.
El carro se detuvo en seco.
El cofre contenía monedas de oro.
Las cenizas todavía humeaban.
Nos sobresaltó el chasquido.
El ciervo fue abatido por cazadores.
El médico no está disponible.
El perro siguió ladrando toda la noche.
Los efectos son irreversibles.
La evidencia habla por sí misma.
El fuego quemó diez casas.
Los bomberos ubicaron el fuego.
El chisme hirió su reputación.
Los niños de repente se callaron.
El lago tiene tres millas de ancho.
Los honorarios del abogado eran muy elevados.
Los lugareños son muy hospitalarios.
El alcalde no está disponible ahora.
El mes se acerca a su fin.
La música se detuvo por un minuto.
La enfermera me puso una inyección.
El palacio estaba cautelosamente resguardado.
El avión llegará a las tres.
La policía lo ha detenido.
La prensa confirmó los rumores.
La lluvia me pilló por sorpresa.
El río inundó una extensa área.
La escuela parece una prisión.
Los calcetines y las zapatillas son nuevos.
La tormenta ha amainado gradualmente.
El sol no brilla de noche.
Un teléfono es algo conveniente.
La torre va a derrumbarse.
La trucha es un pez de agua dulce.
Las paredes de mi cuarto son verdes.
La viuda estaba vestida de negro.
El mundo es un lugar maravilloso.
Su avión despegará pronto.
Hay muchas personas aquí.
Hay muchos tipos de café.
Hay serpientes en el Amazonas.
En nuestra ciudad hay una biblioteca.
No hay vida en la isla.
Nada es imposible para Dios.
Solía haber un puente aquí.
Había una desviación en el camino.
Habrá leche y galletas.
Hay un teléfono público allí.
Ha habido un cambio de planes.
No hay ningún correo en el buzón.
Este salero no tiene sal.
Dentro de este armario no hay nada.
Hay algo que necesito hacer.
Estos accidentes siguen ocurriendo.
Estos cubos de hielo se derretirán pronto.
Esos zapatos son muy caros.
Ellos no tienen idea del reglamento.
Estudian para el examen.
Nos alcanzaron muy pronto.
Ellos no mantuvieron su promesa.
Ellos han soportado muchas dificultades.
Ellos tienen diferentes prioridades.
Ellos saben qué significa "vitamina".
Ellos inventaron una historia inverosímil.
Dicen que es una buena cocinera.
Ellos lo enviaron a Norteamérica.
Ellos conversaron toda la noche.
Ellos no hablaban español.
Ellos trabajaban duro día y noche.
Han aumentado los sueldos.
Este libro era muy interesante.
Esto te llegó esta mañana.
No vale la pena reparar este auto.
Este escritorio está hecho de madera densa.
Esto no soluciona el problema.
Esta linterna se está poniendo tenue.
Esta casa tiene tres baños.
Esta es una fotografía de mi madre.
Este es un vecindario violento.
Esto es difícil para ti, ¿verdad?
Este es el chico que me ayudó.
Este es tu problema, no el mío.
Este cuchillo se usa para cortar carne.
Este material se estira fácilmente.
Esta leche tiene un sabor peculiar.
Este lugar me da escalofríos.
Esta oración no está en francés.
Esta mesa está hecha de madera.
Esta incertidumbre es insoportable.
Esta palabra no se usa comúnmente.
Esos dos están peleándose de nuevo.
La venta de billetes comenzará el lunes.
Hoy dormiré en el sillón.
Tom admitió que estaba equivocado.
Tom siempre reza antes de comer.
Tom y Mary son íntimos amigos.
Tom y Mary están jugando poker.
Tom y Mary se abrazaron.
Tom le apreció a Mary su honestidad.
Tom le pidió a Mary su opinión.
Tom me preguntó si me gustó Boston.
Tom comió panqueques de desayuno.
Tom le compró a Mary un lindo regalo.
Tom compró un teléfono remanufacturado.
Tom me llamó para decir gracias.
Tom vino a pedirnos que le ayudáramos.
Tom no puede responder tu pregunta.
Tom no puede quedarse aquí solo.
Tom tiene una voz agradable, definitivamente.
Tom se queja de todo.
Tom no podía contener su rabia.
Tom no podía contener su sonrisa.
Tom decidió quedarse hasta las 2:30.
Tom no le pidió ayuda a Mary.
Tom no sabía a quién creerle.
Tom no vio a Mary en el autobús.
Tomo no entendió nada.
Tom murió hace algunos años.
Tom no bebe cerveza en casa.
Tom todavía no sabe la verdad.
Tom no sabe dónde está Mary.
Ahora Tom no necesita dinero.
Tom no entiende nada de nada.
Tom no quiere hablar conmigo.
Tom come pizza siempre que puede.
Tom cayó y se hizo daño.
Tom acabó con todos los helados.
Tom se olvidó de cortar el gas.
Tom recibió un trozo pequeño de pastel.
Tom tuvo un problema con su coche.
Tom le dio la foto a Mary.
Tom tiene un gran sentido del humor.
Tom tiene un fuerte sentido del deber.
Tom lleva toda la semana estornudando.
Tom ha realizado un trabajo excepcional.
Tomás tiene más dinero que sesos.
Tom tiene algo que decirle a Mary.
Tom ha esperado por tres horas.
Tomás no ha dormido por tres días.
Tom escuchó a Mary gritándole a John.
Tom espera que hables con Mary.
Tom es un conocido agente de narcóticos.
Tom es un extraño en esta ciudad.
Tom es un chaval muy mono.
Tom está fuera en un viaje de negocios.
Tom está impaciente por vivir en Boston.
Tom va a ver a Mary hoy.
Tom está en su oficina con Mary.
Tom es más talentoso que yo.
Tom no puede conducir un coche.
Tom solo tiene trece años.
Tom está sentado junto a la fogata.
Tom sospecha de los europeos.
Tom tiene la misma edad que Mary.
Tom está muy ocupado con su trabajo.
Tom está realmente preocupado por Mary.
Tom no está concentrándose, ¿verdad?
Tom tampoco te saca demasiada altura.
Tom no se está bañando, ¿verdad?
Tomás simplemente no quería verme.
Tom besó a Mary y se disculpó.
Tom sabía lo que Mary tenía en mente.
Tom sabe mantener un secreto.
A Tom le gusta acampar en la playa.
Tom vive a una manzana de nosotros.
Tom miró a Mary con odio.
Tom se ve absolutamente aterrorizado.
Tom parece preocupado y confundido.
Puede que Tom ya lo haya hecho.
Tom escapó del golpe por los pelos.
Tom necesita altiro la plata.
Tom nunca ayuda en la cocina.
Tom ofreció conducir a Mary a casa.
Tom estacionó su auto y se bajó.
Tom fingió no tener miedo.
Tomás leyó en voz alta el documento.
Tom dijo que María tenía sed.
Tom vio a Mary cruzando la calle.
Tom dice que no quiere ir.
Tom parece estar en buena forma.
Tom cambió al modo de conducción.
Tom debería haber bailado con Mary.
Tom sonrió pero no respondió.
Tom miró fijamente a Mary con odio.
Tom habló con Mary toda la noche.
Tom lanzó el ancla por la borda.
Tom llevó a su familia al zoológico.
Tom habitualmente cumple sus citas.
Tom quería lustrarse los zapatos.
Tom quiere parecerse más a Mary.
Tom se calentó con el fuego.
Tom estaba postrado en cama en ese período.
Tom fue hallado muerto en su habitación.
Mataron a Tom con un picahielos.
Tom fue fusilado por un pelotón de fusilamiento.
Tom estaba levantado cuando Mary llegó a casa.
Tom continuó con el plan.
Tom volverá el lunes.
Tom no será capaz de ganar hoy.
El francés de Tom es casi perfecto.
El perro de Tom tenía que salir.
La casa de Tom tiene tres habitaciones.
El tren de Tom aún no ha llegado.
Procure usted hacerlo mejor en el futuro.
Dos problemas seguían sin resolver.
Camina dos cuadras y dobla a la izquierda.
Todos nosotros ayudamos con la cosecha.
Lamentamos no poder ayudarle.
Aún podemos llegar a tiempo.
Hicimos lo que pudimos para proteger a Tom.
Esa vez esquivamos la bala.
No creemos que Tom haya matado a María.
Encontramos que la puerta principal estaba cerrada.
Ayer tuvimos visitas.
No tenemos más opción que hacer eso.
Hay que proteger a los animales.
Aún no nos han presentado.
Sólo tenemos que mantenernos unidos.
Vivimos en un país muy seguro.
Hacemos panquecillos calientes para desayunar.
Nos mudamos a Nueva York el otoño pasado.
Debemos proteger la selva tropical.
Necesitamos practicar nuestro francés.
Nosotros nos sentamos sobre un banco a conversar.
Hablamos con casi todo el mundo.
El viernes pasado nos fuimos a un baile.
Estuvimos estudiando toda la tarde.
Estaremos en la cumbre al mediodía.
Todos somos iguales ante la ley.
No estamos pidiendo una donación.
Estamos a la espera de saber de Tom.
Tenemos mal tiempo últimamente.
La leña mojada no arde bien.
¿Qué vamos a tomar de postre?
¿Para qué te estás preparando?
¿Cuáles son tus responsabilidades?
¿Qué hizo Tom con el dinero?
¿Qué comiste para desayunar?
¿Qué hicisteis ayer?
¿De qué te sientes más orgulloso?
¿Tú qué crees que es la felicidad?
¿Qué quiere de desayuno?
¿De qué queréis hablar?
¿Qué opina Tom de esto?
¿Qué más sabes de mí?
¿Qué es mejor que la amistad?
¿Qué tipo de libros les gustan?
¿Qué tipo de música tocáis?
¿Qué remedio recomienda usted?
¿Qué deberíamos hacer para celebrar?
¿A qué hora salimos mañana?
¿A qué hora va a llegar Tom?
¿Cómo estuvo el tiempo ayer?
Lo que propones es imposible.
¿Qué te impide ir?
¿Cuánto cuesta esta radio?
¿Cual es tu serie de televisión favorita?
¿Cuál es tu postura de yoga favorita?
¿Cuándo plantaste estos árboles?
¿Cuándo abre la oficina de correos?
¿Cuándo vamos a llegar al aeropuerto?
¿Dónde vamos a conseguir el dinero?
¿Dónde encontraste esta cartera?
¿Dónde aprendiste a hacer eso?
¿Dónde dormiste anoche?
¿Dónde está la pareja de este calcetín?
¿Qué dirección elegirá?
¿Cuál vas a utilizar?
¿A quién quieres que busque?
¿Quién escribió este libro?
¿Quién dijo que sería fácil?
¿Con quién quisiera hablar?
¿Quién atiende este asunto?
¿Quién es la chica de la foto?
Quien llegue primero, ganará.
¿Por qué no estás comiendo algo?
¿Por qué dejaste que ocurriera?
¿Por qué no viniste conmigo?
¿Por qué las abejas mueren después de picar?
¿Por qué necesitas un paraguas nuevo?
¿Por qué tardas tanto en comer?
¿Por qué va Tom a esa escuela?
¿Por qué no consultás con un abogado?
¿Por qué no lo haces tú mismo?
¿Por qué has abierto la ventana?
¿Por qué querrías lastimar a Tom?
¿Estarás en casa para Navidad?
¿Alguien quiere más café?
¿Te gustaría una copa de vino?
¿Quieres que me vaya?
¿Quieres jugar con nosotros?
Ayer se me ocurrió una buena idea.
Ustedes saben cuál es su obligación.
Tú puedes conducir un auto, ¿o no?
Ustedes todavía pueden cambiar de idea.
No puedes pedirnos que hagamos nada.
No puede cambiar su nombre de usuario.
No puedes tomar sopa con tenedor.
No puedes parar en un túnel.
Ni siquiera sabes lo que es.
No tenéis que trabajar tanto.
Te has olvidado tirar de la cadena.
No tienes ninguna razón para quejarte.
Aquí debes hablar bajito.
Conoces el resto de la historia.
Usted vive aquí solo, ¿verdad?
Puedes invitar a quien quieras.
Siempre debes decir la verdad.
Debes prepararte para lo peor.
No debes quedarte fuera tan tarde.
Necesitas una llave para abrir la caja.
Nunca cesas de sorprenderme.
Dijiste que eso nunca sucedería.
Debes masticar bien tu comida.
Deberías hacer hincapié en ese hecho.
Deberías aprender a ser paciente.
Ustedes dos son ridículamente tontos.
Más te vale no volver a hacerlo.
Un día me olvidarás.
Le estás preguntando a la persona equivocada.
Te va a encantar este libro.
No eres la que buscamos.
Eres bastante rica, ¿verdad?
Usted es bastante rica, ¿verdad?
Tú eres el nuevo chico, ¿verdad?
Estás viejo y terco.
Tus brazos son más largos que los míos.
Su desvergüenza es infinita.
Tu despacho es más bonito que el mío.
Tu sacrificio no fue en vano.
"¿Le gusta el pastel?" "Sí, me gusta."
"¿Quién es?" "Es tu madre."
Algunos estudiantes se quedaron atrás.
Un par de guantes es un buen regalo.
Un virus infectó el computador de Tom.
Los cerdos hormigueros son excelentes excavadores.
No basta con decirlo: hay que demostrarlo.
Alejandro fue un gran conquistador.
Todos nuestros esfuerzos terminaron en fracaso.
Todas las chicas se ayudaron unas a otras.
Casi nadie llegó a tiempo.
Se le pidió consejo a un experto.
Por favor, otro sobre de azúcar.
¿Realmente serán amigos Tom y Mary?
¿Le tienes miedo a una niñita?
¿Estás ocupado mañana por la tarde?
¿Se siente usted bien hoy?
¿Estás feliz con tu apariencia?
¿Te interesan las lenguas?
¿Habla usted de mi amiga?
En el parque había soldados armados.
Pregúntale cuándo va a volver.
Finalmente, ella resolvió el problema.
Australia exporta mucha lana.
Tenga cuidado, no deje caer la bandeja.
Las personas grandes no siempre son fuertes.
Ahora mis padres están en casa.
Trae almuerzo para los niños.
¿Puedo hacer compras libres de impuestos acá?
¿Puedo quedarme con una de tus fotos?
¿Pueden ambos comprender francés?
¿Puedes resolver este problema?
¿Me puede ayudar a salir de aquí?
¿Puedes cerrar la ventana, por favor?
¿Puedes contactar con Tom?
Los niños odian a los profesores fastidiosos.
Elige cualquiera de estos.
El café es el principal producto brasilero.
Venid a mi casa esta tarde.
¿Me puede dar una bolsa por favor?
¿Podría hablar algo más alto?
A mi padre le gusta contar cosas graciosas.
¿Has comprado un billete de ida y vuelta?
¿Jugaste béisbol ayer?
¿Se acordó de comprar velas?
¿Viste el capítulo de ayer?
¿Entendiste lo que él dijo?
Repartan la torta entre ustedes tres.
¿Los trenes funcionan con gasoil?
¿Comen arroz en tu país?
¿Tienes ganas de ir a nadar?
¿Tenés un diccionario de francés?
¿Tienes alguna queja?
¿Tiene algo para el resfriado?
¿Sabes algo acerca de esto?
¿Sabes cómo se llaman?
¿Sabes por qué el cielo es azul?
¿Preferís vino rojo o vino blanco?
¿Recuerdas lo que te dije?
¿Creés que Tom nos esté mintiendo?
¿Tú crees que los peces oyen?
¿Quieres que te lleve a casa?
¿Quiere usted ser mi aprendiz?
¿Quieres quedarte en mi casa?
¿Acaso sabe Tom lo que estáis haciendo?
¿Alguien aquí habla japonés?
¿Te molesta si hago esto?
¿Esto significa algo para vos?
No creas nada de lo que dice Tom.
No me distraigas de estudiar.
No esperes que otros te ayuden.
No te olvides de tomarte tus pastillas.
No dejes el fuego desatendido.
No dejes que pulse este botón.
No deje que pulse este botón.
No le eches mucha sal al mío.
¿Ellos no cuidan al perro?
No te preocupes, no estoy enfadado contigo.
¿No te das cuenta que estás equivocada?
Los dragones son criaturas fabulosas.
Finalmente, él cambió su idea.
Cada vecindario es diferente.
Todos saben que Tom lo hizo.
Todas están preocupadas por ti.
Todo sucedió de repente.
Todo está cubierto de nieve.
Todo parece estar en orden.
La existencia determina la conciencia.
Los granjeros siembran semillas en la primavera.
Afortunadamente, no hubo ningún herido.
El francés no es mi idioma nativo.
Los pandas gigantes sólo viven en China.
Deme algo con lo que escribir.
La mitad de estas manzanas está podrida.
¿Te he llamado en mal momento?
¿Se te informó cuándo debes venir?
¿Has hecho todas tus tareas?
¿Alguna vez lo has visto nadar?
¿Ha viajado alguna vez en avión?
¿Has terminado tu tarea alguna vez?
¿Ya leíste el diario de hoy?
¿Todavía no has terminado de comer?
De postre siempre tomaba fruta.
Me preguntó si me gustan las matemáticas.
Regresó a casa casi a medianoche.
Él no sabe distinguir el bien del mal.
Hoy vuelve de Sídney.
Negó que conociera a aquel hombre.
Él se disfrazó de mujer.
Él no parece alegrarse de verme.
Dejó caer la copa y se rompió.
Llenó las copas de vino.
Él sale a pescar día por medio.
Él tenía que alimentar a su numerosa familia.
La distingue de un modo especial.
Él lleva esperando una hora.
Él se aferró a la rama firmemente.
Tiene acciones en esta compañía.
Él invirtió su dinero en acciones.
Él le teme a su abuelo.
También es muy popular en Japón.
Él está mejorando día tras día.
Él no se avergüenza de ser pobre.
Él es el mejor para este proyecto.
No ha vuelto de la montaña.
Sabe cómo limpiar su rifle.
Él partió hacia Nueva York hace una semana.
A él le gusta cocinar para su familia.
Él vive en el bosque solo.
Él miró hacia atrás y me sonrió.
Parece que él nunca siente frío.
Me ordenó que barriera la habitación.
Él prefiere no hablar de ello.
Él recibió ovaciones y aplausos.
Él dijo que teníamos que guardar el secreto.
El parece haber vivido en España.
El resolvió el problema difícil.
Se paró al final de la línea.
Él dio un paseo antes del desayuno.
Él intentó librarse de las hormigas.
Fue soldado durante la guerra.
Él fue enterrado en este cementerio.
Lo mataron en un accidente de tráfico.
Casi lo atropella un coche.
Él era bienvenido a dondequiera que iba.
Él fue a Nueva York por negocios.
Él nos vendrá a ver algún día.
Él viajará al extranjero el próximo año.
Él llevaba una bata encima de su pijama.
Él es un excelente jugador de tenis.
Ha vivido aquí toda su vida.
Helen Keller era sorda y ciega.
Su hijo lo era todo para ella.
Aquí tienes una toalla que puedes usar.
No me convencen sus argumentos.
Su perro estaba corriendo por el patio.
Su casa está allí a la derecha.
Su madre era maestra.
Su hijo se convirtió en un famoso pianista.
Su esposa es nuestra profesora de italiano.
¿Cómo voy a comprar esto?
¿Cómo lo podemos poner en práctica?
¿Cómo pasaste las vacaciones?
¿Cómo evalúas a tus estudiantes?
¿Qué tal se vive jubilado?
¿Cuánto tiempo piensas estar aquí?
¿Cuánto tiempo estuviste en Japón?
¿Desde cuándo has tenido este dolor?
¡Qué afortunado soy al encontrarte aquí!
¿Cuántas lenguas hablas tú?
¿Cuántos coches patrulla ves?
¿Cuánto costaron estos vasos?
¿A cuánto asciende mi deuda?
Apresúrate, o perderás el tren.
Casi me atrapan un par de veces.
Estoy acostumbrado al tiempo frío.
Estoy familiarizado con la costumbre.
Estoy convencido de su inocencia.
Estoy aliviado de que estés a salvo.
Anticipé que eso ocurriría.
Le pregunté si me ayudaría.
La semana pasada comí pizza todos los días.
Yo pienso que él es de fiar.
Compré champú y dentífrico.
Construí esta cucha yo solo.
Sólo te puedo decir lo que sé.
Ya veo que estás de buen humor.
Aún lo puedo hacer razonablemente bien.
No puedo respirar por la nariz.
No me puedo quitar eso de la cabeza.
No puedo quedarme mucho. Tengo planes.
No te lo puedo decir. Es un secreto.
Ciertamente deseo que suceda eso.
Apenas podía ver quién era quién.
No encontré nada mejor.
Hice algo estúpido anoche.
No dudé de ti ni por un segundo.
No fui a la escuela ayer.
No sabía que eso sucedería.
No sabía que pudieras hacer eso.
Entonces no me gustaba la cerveza.
No me importaba sentarme solo.
Realmente no quería hacerlo.
Yo no pensé que tú me creerías.
No quise engañar a nadie.
No tengo que estudiar japonés.
Yo no respondo preguntas estúpidas.
No te culpo por odiarme.
Ya no me siento más como un hombre.
No me llevo bien con ese tipo.
No tengo habitaciones para alquilar.
No sé qué tan viejo es Tom ahora.
No sé conducir carro.
No sé si Tom puede ayudarnos.
No sé qué es esa cosa.
No sé cómo llamas a esto.
No sé hacia dónde se fue Tom.
No sé dónde está tu libro.
No sé. ¿Tú qué piensas?
No me gusta acostarme pronto.
No me gustan unas vacaciones demasiado largas.
No creo haber quebrado ninguna norma.
No creo que sea raro en absoluto.
No creo que estés preparada.
No creo que esto sea un problema.
No entiendo cómo hacerlo.
No quiero que mi madre se preocupe.
No quiero comprar esta alfombra.
No quiero hacer más eso.
No quiero terminar en la corte.
No quiero salir con Tom.
No quiero perder mi depósito.
No quiero hablar de ella.
No quiero que hables con Tom.
Yo dudo de la veracidad de ese informe.
Siento como si no fuese lo suficientemente bueno.
Me imaginé que algo estaba pasando.
Se me olvidó decirte qué hacer.
Se me hace a menudo esa pregunta.
Voy al cine una vez al mes.
Tuve pésimas notas este semestre.
Imagino que no soy tan listo como tú.
Imagino que no soy tan lista como vosotras.
Supongo que Tom está buscando a Mary.
Ayer me robaron mi reloj.
Aborrezco estar solo en Navidad.
Tengo una camiseta en mi maleta.
Tengo una casa en las montañas.
Tengo un ligero dolor en mi costado.
Tengo un impulso de comprar algo.
Tengo montones de amigos canadienses.
No tengo otra opción que hacerlo.
Esta noche no tengo dónde dormir.
Tengo algo para darte.
Tengo que llevar a arreglar mi reloj.
No me he sentido muy bien.
Lo escuché cantando en el concierto.
Oí esa canción cantada en francés.
Espero no ponerme nerviosa.
Espero que tus deseos se hagan realidad.
Me acaban de expulsar del colegio.
Vengo de entregar mi solicitud.
Sabía que Tom era de Boston.
Sé que aprenderé mucho.
Sé que no es asunto mío.
Sé que todos ustedes son unos cobardes.
Ya sé qué vais a decir.
Sé que estás preocupado por Tom.
Sé que estáis preocupados por Tom.
Aprendí a no ignorar mi dolor.
Me gusta formar parte de este grupo.
Me gustan más los trenes que los autobuses.
Vivo en mitad de ninguna parte.
Te quiero más que a ella.
Te extraño cuando no estás acá.
Tengo que aprenderme de memoria este poema.
Necesito descubrir quién hizo esto.
Necesito saber de qué me perdí.
Nunca prometí proteger a Tom.
A menudo suelo jugar fútbol después de clases.
Solo quiero lo mejor para ti.
Pagué 2.000 yenes por este atlas.
Planeo emigrar a Australia.
Me hice el dormido.
Realmente debí haber sabido eso.
La reconocí a primera vista.
Recuerdo haberla visto en alguna parte.
Descansé bajo la sombra de un árbol.
Me senté y abrí mi láptop.
Vi una cabaña a lo lejos.
Vi su cara bajo una tenue luz.
Rara vez lo hago por la mañana.
No debí haber desperdiciado mi tiempo.
Ayer me quedé en su casa.
Estudio por muchas horas durante la noche.
Te recomiendo que me cuentes la verdad.
Creo que Tom y Mary están saliendo.
Creo que Tom hará eso por nosotros.
Creo que es una búsqueda inútil.
Creo que es imposible para Tom.
Creo que es una idea malísima.
Creo que esto es verdaderamente excitante.
Creo que realmente hacemos un trabajo muy bueno.
Pienso que vamos en la dirección correcta.
Creo que estás cometiendo un error.
Me pareció haber visto tu coche.
Pensé que Tom estaría agradecido.
Creía que lo entenderías.
Pensé que no nos quedaba café.
Pensé que habías dicho que Tom había muerto.
Pensé que estabas en tu habitación.
Les dije que no se movieran.
Hago lo que puedo por mostrarme atento.
Comprendo que eso no es justo.
Solía ir al colegio con él.
La visité el domingo en la mañana.
Quiero que Tom se aleje de mí.
Quiero estar en el otro grupo.
Deseo comprar unos lentes oscuros.
Quiero emigrar a Australia.
Quiero volver donde mis amigos.
Quiero saber cómo le va a Tom.
Quiero asegurarme de que Tom esté a salvo.
Quiero hablar con el gerente.
Quiero contarte quién hizo esto.
Quiero que me haga una promesa.
Quiero que me hables acerca de Tom.
Nací y crecí en Boston.
La semana pasada estaba en el hospital.
No encontraba las palabras para expresarme.
Yo era joven e ingenuo en esa época.
No estaba allí cuando pasó.
Yo pasé por muchos problemas.
Continuaré con mis esfuerzos.
Te mostraré la ciudad.
Ojalá hubiera estado con ella entonces.
Deseo que mi sueño se hiciera realidad.
Te deseo éxito en tu trabajo.
No me rebajaré a su nivel.
Me pregunto qué pasará.
Me pregunto por qué no me llamó Tom.
Me gustaría conocer a su padre.
No quisiera que resultaras herido.
Me gustaría ser más inteligente que tú.
Quisiera saber la hora exacta.
Me gustaría escuchar música pop.
Quisiera ponerme algo de ropa.
Quisiera dos helados de vainilla.
Un vestido así, yo no lo compraría jamás.
Preferiría caminar a coger el autobús.
Estaré con vosotros en diez minutos.
Te llamaré en cuanto lo sepa.
Adondequiera que vayas, te seguiré.
En un momento te la doy.
Le acompaño a la estación.
Te dejaré esa decisión a ti.
No estaré en casa el domingo que viene.
Te mostraré cómo atrapar peces.
Te diré en cuanto lleguemos ahí.
Me temo que pueda llover mañana.
Soy alérgica al humo de cigarro.
Llevo un cuchillo en mi mochila.
Estoy familiarizado con la situación.
Me voy a Australia por trabajo.
Voy a cancelar la reunión.
Hoy me quedaré en casa.
Voy a desenvolver el paquete.
Ahora estoy un poco ocupado, Tom.
Estoy buscando una casa para alquilar.
No soy médico, sino profesor.
No estoy en una posición para contestar.
No digo que su música sea mala.
No estoy seguro que esté preparado para esto.
Estoy satisfecho con su progreso.
Lo siento, mi papá no está en casa.
Estoy seguro de que Tom querrá ayudarte.
Yo soy quien tiene que hacer eso.
Estoy cansado y tengo dolor de cabeza.
Estoy demasiado cansado para salir a correr.
Espero una llamada de Tom.
Yo ya he prometido hacer eso.
Llevo horas llamándote.
Me han pedido que te ayude.
Tuve mucha paciencia con vos.
Yo he disfrutado el leer esta novela.
Yo también tengo algo para ti.
Ya te lo he mencionado antes.
Nunca he volado en avión.
He comenzado a ocultar mis llamadas.
Si tuviera tiempo, te ayudaría.
Si alguien tiene la culpa, eres tú.
Si disminuye el viento, iremos.
Si me quiere despedir, despídame.
La vida no es fácil.
¿Cookie es un hámster o un jerbo?
¿Es una buena idea comer menos carne?
¿Es difícil aprender francés?
¿Hay algo que te moleste, Tom?
¿Hay un punto de información?
¿Es esta la que buscáis?
No se puede quitar. Está fijo.
Parece como si algo estuviera mal.
Ya pasa de las cinco.
Va haciendo más calor día a día.
Está sujeto a la interpretación.
No es difícil de calcular.
En Japón llueve mucho en junio.
Nevó desde el lunes hasta el viernes.
Fue Tom quien rompió la ventana.
Fue más corto de lo que él esperaba.
No fue en Boston donde nos encontramos.
Sería agradable casarse.
Es un riesgo que debemos correr.
Es una pena que no puedas venir.
Ya casi es hora de comenzar.
Esta tarde va a llover.
Es como estar en una tienda de golosinas.
No es nada menos que un milagro.
Son las dos de la mañana.
Es muy amable de usted decir eso.
Sólo dile a Tom lo que descubrimos.
Anoche soñé contigo.
La llave se deja en recepción.
Deja que te explique algo.
En cuanto llegue, avísenme.
Dígame lo que quiere hacer.
Permítame tomarle la presión.
Déjenme aclararlo más.
Pasemos al siguiente tema.
Veamos el lado positivo.
Comencemos en cuanto él llegue.
Esperemos los resultados del test.
La vida sin ti no tiene sentido.
Mira el cuadro en la pared.
Ponga usted la carta en limpio.
Mary llamó a su primer hijo Tom.
María se ve estupenda para su edad.
Mary trabaja como enfermera a tiempo parcial.
¿Puedo ver su pasaporte, por favor?
La miseria y el dolor acompañan la guerra.
La música es el idioma universal.
Mi tía es mayor que mi madre.
Mi papá murió cuando yo tenía trece años.
Mi perro me hizo jirones las camisas.
Mi padre no me entiende.
Mi padre es un hombre de pocas palabras.
Mi papá me enseñó a nadar.
Mis amigos me invitaron a cenar.
Mi abuelo nació en 1920.
Mi idea es distinta a la tuya.
Mi madre no está siempre en casa.
Mis padres me llaman todos los días.
Mi hermana es muy buena mecanógrafa.
Mi éxito se debió a tu ayuda.
Ninguno de mis padres está vivo.
Nadie nos aclaró nada.
No había nadie en la piscina.
A nadie le importa nuestras problemas.
No todos los libros valen la pena leer.
Nada te va a pasar, Tom.
Ahora es tiempo para empezar a estudiar.
El petróleo abunda en ese país.
Las naranjas son ricas en vitamina C.
El japonés es nuestra lengua materna.
Disculpame, pero esa es mi raqueta.
Por favor, ven a mi fiesta de cumpleaños.
Por favor, comprá un dentífrico.
Por favor no hagáis tanto ruido.
Por favor perdóneme por ser grosero.
Dame un vaso de agua, por favor.
Por favor, golpeá la puerta antes de entrar.
Ponte en mi lugar, por favor.
Por favor, cierre la puerta tras de usted.
Por favor, apunta lo que dice Tom.
Apenas queda tinta para imprimir.
Pon tus cosas en tu mochila.
En estos días han disminuido las ventas.
Te veré mañana en la biblioteca.
Ella alcanzó resultados excepcionales.
Le aconsejó que estudiara más.
Ella le pidió que le llamara más tarde.
Ella ayer compró verduras.
Ella limpió su habitación con prisa.
Ella no vive más ahí.
Ella sintió a su corazón latir rápidamente.
Le dio un cachete.
Ella me dio un regalo maravilloso.
Ella cultiva muchos tipos de flores.
Ella lleva una bufanda alrededor del cuello.
Ella le contrató de intérprete.
Ella es experta en matemáticas.
Ella espera un bebé para junio.
Ella está a dieta para adelgazar.
Ella se preocupa por su seguridad.
Le gustaba hablar sobre sí misma.
Ella lo miró directamente a los ojos.
Ella debe haber estudiado muy duro.
Ella vertió agua en la jofaina.
Ella prometió no decirle a nadie.
Ella se fue sola descontenta.
Ella nos cantó una canción japonesa.
Ella los vio junto a tu tienda.
Ella me guió por el campus.
Ella gastó más dinero de lo común.
Ella pensaba que yo era doctora.
Ella me dijo que conocía a mi hermano.
Ella le tocó el hombro.
Ella trató en vano de complacerlo.
Ella quiere trabajar en un hospital.
Ella nació en un pequeño pueblo.
Ella fue a verlo de mala gana.
Ella tendrá diecisiete años en febrero.
Ella está pidiendo lo imposible.
Ella tiene dos años más que yo.
Como estaba cansado me eché una siesta.
Siéntate aquí y caliéntate.
El olfato es uno de los cinco sentidos.
Alguien se tiró un pedo en el ascensor.
Alguien está llamando afuera.
Golpean la puerta.
Algo terrible ha sucedido.
Los deportes son buenos para tu salud.
Relájate un poco, lo necesitas.
Dile a Tom que no es mi culpa.
Decidme cómo llegar a la playa.
Dile a tu madre acerca del viaje.
¡Muchas gracias por su ayuda!
Eso casi nos pasa también a nosotros.
Ese niño no le tiene miedo al agua.
Eso no ocurre en mi mundo.
Ese caballero debe de ser un médico.
No es exactamente lo que yo quería.
La ley está llena de ambigüedades.
Eso va en contra de mis principios.
Ese traje parece caro.
Esa es una afirmación sin fundamento.
El accidente ocurrió el viernes.
El artista siempre pintaba solo.
La pelota rodó hasta el arroyo.
El libro tiene algunas ilustraciones.
El chico huyó cuando me vio.
El coche que él conduce no es suyo.
El gato metió el hocico en el puchero.
Los niños trabajan bien en conjunto.
La compañía sufrió grandes pérdidas.
Los delegados votaron inmediatamente.
Al perro le gusta esta clase de comida.
La puerta estaba cerrada desde adentro.
Se acerca el fin del mundo.
El incendio destruyó tres casas.
El vidrio se hizo trizas.
Hay que entregar los deberes el lunes.
La mancha de tinta no se sale.
La dama se mudó aquí hace un mes.
El último tren ya se ha ido.
La biblioteca está en el cuarto piso.
La pérdida ascendió a los 2.000.000 $.
El hombre responde a la descripción.
El señor caminó doblando la esquina.
La leche se heló y se solidificó.
Los mosquitos han desaparecido.
La noticia la llenó de angustia.
El hombre mayor se apoyó en su bastón.
El estuche está sobre la mesa.
El avión estaba a punto de despegar.
El presidente abolió la esclavitud.
El problema era demasiado para mí.
Nunca se concluyó el proyecto.
El restaurante siempre está lleno.
La habitación es grande. Es casi demasiado grande.
El barco está navegando hacia el oeste.
Los soldados protegían el puente.
Los alumnos almuerzan juntos.
El profesor me dijo que me levantase.
Los tigres escaparon del zoológico.
El tren parte en diez minutos.
Las dos empresas planean fusionarse.
El jarrón que rompió es de mi tía.
Ahora la mujer está bebiendo agua.
Hay muchas ratas en el barco.
En tu sótano hay ratones.
Hay una banca debajo del árbol.
Hay una naranja sobre la mesa.
El camino al éxito no conoce atajos.
Puede que haya algo de verdad.
No había nadie en la biblioteca.
No hubo dinero para comer.
Mañana hay un partido de fútbol.
Ha habido un gran malentendido.
No hace falta seguir buscando.
Ya no me queda nada.
No hay ningún lugar para que te escondas.
Hay algo debajo de la cama.
Estas flores vienen de Holanda.
Ellos abandonaron el barco que se hundía.
Ellos dejarán Japón mañana.
Se armaron con pistolas.
Ellos vienen del mismo país.
Ellos murieron intentando salvar a otros.
Ellos pasaron un tiempo maravilloso juntos.
A ellos les gusta llevar colores brillantes.
Dijeron que era importante.
Me dijeron que permaneciera en el coche.
Ellos esperaron en fila el bus.
Ellos fueron a la estación en auto.
Es poco probable que se casen.
Esta caja pesa tres quilogramos.
Esto no parece tener sentido.
Este es un libro interesante.
Es así como suelo cocinar el pescado.
Aquí es donde Tom quiere vivir.
Este asunto no me importa.
Esta frase me parece correcta.
Esta canción me recuerda a alguien.
Este sistema tiene defectos obvios.
Esto le dará una idea aproximada.
El tiempo se ha terminado. Entreguen sus hojas.
Hoy hay elecciones en Polonia.
Tom acumuló una gran fortuna.
Tomás dejó que María se retirara temprano.
Tom casi nunca come pepinos.
Tom y yo no estamos haciendo nada.
Tanto Tom como Mary están agotados.
Tom y María no nos quieren aquí.
Tom y Mary se subieron a sus carros.
Tom y Mary se ven bien juntos.
Tom parece estar un poco nervioso.
Tom le preguntó a Mary cómo cocinar pescado.
Tom se comió las sobras para desayunar.
Tom rogó por algo de comer.
Tom compró esta camioneta en Boston.
Tom se quemó en la cocina.
Tom no puede continuar trabajando acá.
Tom hizo trampa en el examen de geología.
Tom viene aquí casi todos los días.
Tom convenció a Mary de emplear a John.
Tom no pudo contener su rabia.
Tom decidió no ir a Boston.
Tom lo hizo sencillamente por el dinero.
Tom no se atrevió a mirar a Mary.
Tom no tenía nada que decir.
Tom no quería herir a nadie.
Tom no quería hacer eso acá.
Tom desapareció sin dejar rastro.
Tom no se merece un ascenso.
Tom no va al colegio en autobús.
Tom no debe ir a ningún lado.
Tom no sabe ni la mitad.
Tom no sabe por donde empezar.
Tom no parece estar chismorreando.
Tom no se quiere ir a dormir.
Tom bebió directo de la lata.
Tom llenó su vaso con agua.
Tom regresó junto a Mary.
Tom no tenía nada que hacer ayer.
Tom tiene una hermana como de tu edad.
Tom ha sido invitado a una fiesta.
Tom ha estado viajando todo el año.
Tom ha decidido estudiar fuera.
Tom no tiene nada que ver con esto.
Tom tiene algo que decirte.
Tom tiene tres valijas.
Tom me ha hablado mucho de ti.
Tom aún no ha abierto su tienda.
Tom mantuvo su final del acuerdo.
Tom se dañó el codo al caer.
Tom es la media naranja de Mary.
Tom es mucho más fuerte que Mary.
Tom siempre está tratando de ser genial.
Tom está claramente escondiendo algo.
Tom tiene confianza en su capacidad.
Tom va a echar de menos hacer esto.
Tom está buscando las llaves de su coche.
Tom está orgulloso de sus buenas notas.
Tom está ahorrando dinero para la universidad.
Tom tiene mucho talento, pero Mary no tanto.
Tom es el único amigo que tiene Mary.
Tomás es muy joven como para casarse.
Tomás está muy entusiasmado de conocerte.
Tomás no es tan inteligente como vos.
Tom no está aquí ahora, pero María sí.
Tom solo quiero algo para comer.
Tom sabía que Mary estaba mintiendo a John.
Tom supo que Mary era inocente.
Tom sabe montar en bicicleta.
Tom se fue sin decir adiós.
Tom se veía como siempre.
Tom puede estar desesperado por hacer eso.
Tom necesita dos boletos a Boston.
Tom falleció tres años atrás.
Tom planea ver a Mary el lunes.
Tom empujó a Mary por las escaleras.
Tom metió la llave en su bolsillo.
Tom me recomendó este libro.
Tom dijo que no quería un trago.
Tom dijo que Mary estaba nostálgica.
Tom dijo que estaba muy aburrido.
Tom vio cómo María se le acercaba.
Tomás comparte su oficina con María.
Tom le mostró las fotos a Mary.
Tom habla francés tan bien como yo.
Tom estuvo tres semanas en Boston.
Tom todavía vive con su madre.
Tom estaba como gallina en corral ajeno.
Tom estaba como chancho en misa.
Tomás habló con María por teléfono.
Tom cree entender a las mujeres.
Tom le dijo a Mary que era feliz.
Tom trató de disolver la pelea.
Tom quería que le hiciera un favor.
Tom quiere preguntarle algo a Mary.
Tom te quiere ver abajo.
Tom quiere que le hagas una gauchada.
Tom creció en Australia.
Tom sujetaba un pequeño paquete.
Tom salió en televisión la semana pasada.
Tom se ofreció voluntario rápidamente.
Tom no era el único que sonreía.
Tom entró en un shock hipovolémico.
Tom le susurró algo a Mary.
Tom nunca me volverá a creer.
Tom nunca rompería una promesa.
La familia de Tomás vive en Australia.
Los padres de Tom viven en una mansión.
Tom, quiero que vengas conmigo.
Intenta brincar tan alto como puedas.
En aquella casa viven dos familias.
No solían quedarse mucho.
Todos tenemos diferentes capacidades.
Vinimos aquí para divertirnos.
No teníamos televisor en aquellos días.
No queremos ahuyentar a Tom.
Nosotros encontramos una tortuga en el jardín.
Almorzamos temprano en el colegio.
Tenemos reserva del papel higiénico.
Los tenemos que comprar desde el extranjero.
Nosotros hicimos la hora jugando cartas.
Hoy hemos progresado mucho.
Necesitamos que alguien haga algo.
Necesitamos modernizar nuestro sistema.
Nos vimos en la calle.
Deberíamos ofrecerles ayuda.
Pasamos mucho tiempo juntos.
Tomamos un breve descanso en el camino.
Queremos una casa con vistas al mar.
Éramos pobres, pero felices.
Trabajamos todos los días excepto el domingo.
Estaremos pronto en contacto contigo.
Pronto habrá un concurso musical.
Despegaremos dentro de pocos minutos.
Estamos celebrando nuestros éxitos.
Nosotros estamos trabajando tan rápido como podemos.
¿Había estrellas en el cielo?
¡Qué sorpresa verlo aquí!
¿Qué estas haciendo a estas horas?
¿Por qué les estás castigando?
¿Qué ciudad es la más peligrosa?
¿Qué hiciste en la escuela hoy?
¿Qué estudiaste en Australia?
¿En qué basas tu teoría?
¿Qué opina del arte contemporáneo?
¿Qué quieres comprarle?
¿Qué has averiguado acerca de Tom?
¿Cuál es el motivo para aquella mentira?
¿Qué tipo de películas te gustan?
¿Qué le impidió trabajar?
¿A qué hora llegas al trabajo?
¿A qué hora ves las noticias?
¿Qué hora es en tu país?
¿Qué me darás a cambio?
¿Cuál es la capital de Australia?
¿Qué hay ahí de comer? Tengo hambre.
¿Cuál es tu bebida fría favorita?
¿Cuál es tu letra de una canción favorita?
Tom empalideció al verme.
¿Cuándo comenzó el hombre a usar herramientas?
¿A qué hora empieza la función?
¿Cuándo podrás verlo?
¿Dónde sacaste estas fotos?
¿Dónde exactamente encontraste eso?
¿Dónde está la galería de arte más cercana?
¿Cuál de los dos es el más pesado?
¿Cuál editor de texto prefieres?
¿De parte de quién oíste esta noticia?
¿Quién más puede contestar a mi pregunta?
¿Quién quiere otra porción de torta?
¿Quién es tu cantante de jazz preferido?
¿Por qué me dices todo esto?
¿Por qué cometiste un error así?
¿Por qué no se me ocurriría a mí?
¿Por qué siempre me haces eso?
¿Por qué quieres venir conmigo?
¿Por qué no me escucha nadie?
¿Por qué no hacemos un grupo de estudio?
¿Por qué no te haces candidato a presidente?
¿Por qué Tom querría lastimar a María?
¿Me cambiarás el sitio?
¿Podrías enseñarme el camino, por favor?
Con tu ayuda atraparemos a Tom.
¿No hablarás con Tom al respecto?
No hay palabras que describran este lugar.
¿Quiere beicon o salchichas?
¿Os gustaría intentarlo?
¿Te gustaría decir algo?
¿Podrías venir aquí?
Mi tío compró un perro ayer.
Estás en graves apuros.
Puedes comprarlo en cualquier venta de libros.
Puedes comer cuanto quieras.
Puede irse cuando quiera.
Puedes arrendar un bote por horas.
Puedes pasar la noche con nosotras.
No puedes esperar más que eso.
Sin agua podrías no vivir.
No tenías para qué decirme todo eso.
Tú no sabes lo preocupado que estoy.
Son menos rápidos que yo.
No tienes nada de qué preocuparte.
Tienes que responder a esta carta.
Sabes lo que quiero que digas.
Te ves hermosa esta noche.
Debes responder a estas preguntas.
No debes llegar tarde a la escuela.
Debes escribir tu nombre con tinta.
Usted debe haber hecho mucho dinero.
Tenés que dejar de boludear.
Tú jamás cediste a la tentación.
Vosotros nunca cedisteis a la tentación.
Nunca cedieron a la tentación.
Deberías hacerlo inmediatamente.
La verdad es que eres alto, ¿eh?
Debe ajustarse a las reglas.
Deberías ir a la peluquería.
Deberías quedarte aquí por algunos días.
Deberías haberme contado la verdad.
No vas a llegar al colegio a tiempo.
Sería mejor no regresar allá.
Lo entenderéis en seguida.
Aquí siempre serás bien recibido, Tom.
Estás simplemente afirmando lo obvio.
Eres suficientemente viejo para entender.
Estáis dando muchas cosas por sentado.
Eres el único canadiense que conozco.
Ya habrás comido almuerzo, ¿cierto?
Tu currículo realmente me ha impresionado.
Tu guitarra es mejor que la mía.
Tus besos saben a canela.
Tu problema es parecido al mío.
Tu camisa ha perdido un botón.
"Kioto" es un anagrama de "Tokio".
Una gran ola volcó su canoa.
Un conductor estaba durmiendo en el coche.
Hay un camino nuevo en construcción.
Un río corre a través del valle.
Una llave es una herramienta habitual.
Todo lo que quiero es algo de compañía.
Todos estos dispositivos no son de fiar.
¿Y qué vais a hacer ahora?
¿Te están tratando bien?
¿Te vas a comer esas papas fritas?
¿Estás escondiendo algo de mí?
¿Estás seguro de que no quieres esto?
¿Están ustedes seguros de que quieren hacerlo?
¿No se supone que debemos tomarnos las manos?
Los asiáticos generalmente tienen pelo oscuro.
Australia es un lindo país.
Él no puede venir porque está enfermo.
El televisor en blanco y negro está obsoleto.
Tanto Tom como Mary trabajan de modelos.
Cepíllate los dientes después de cada comida.
¿Puede una persona marcar la diferencia?
¿Puedes darme tu número de celular?
¿Puedes imaginarme preparando una torta?
El cartón es más fuerte que el papel.
El café estará listo en un minuto.
¿Puedo verte por un minuto, por favor?
¿Podría tomarse una foto con nosotros?
¿Hice algo para ofenderte?
¿Comiste algo anoche?
¿De verdad esperabas que ganara Tom?
¿No te he enseñado mi nuevo Mustang?
¿No le escribiste una carta?
¿No tienen algún café de verdad?
¿Tiene caramelos de menta?
¿Tiene algo muy caliente?
¿Conoces a alguno de los amigos de Tom?
¿Sabes dónde puedo conseguir ayuda?
¿Sabe de dónde vienen?
¿Os queréis mucho?
¿Le importaría esperar un minuto?
¿De verdad quieres que haga esto?
¿Te acuerdas de tu abuelo?
¿Piensas que estoy perdiendo mi tiempo?
¿Te parece interesante?
¿Quieres que él lo sepa?
¿Quieres que te diga la verdad?
¿Quieres volver a Boston?
¿Quieres saber quién hizo esto?
¿Quieren conversar en mi oficina?
¿Alguien más tiene algún consejo?
¿No hay nada mejor que eso?
Los delfines y las ballenas no son peces.
No te dejes engañar por las apariencias.
No me compares a una estrella de cine.
No olvides que yo he estado en Boston.
No olvidéis apagar el fuego.
No olvides despachar esa carta.
No dejes las cosas a medias.
No tomes riesgos innecesarios.
No te preocupes. Puedes contar conmigo.
¿No quieres que te compre uno?
El polvo se acumuló en el escritorio.
La epilepsia puede tener distintas causas.
Hasta los idiotas te pueden dar buenos consejos.
En la ciudad, todos conocen su nombre.
Toda la gente lleva paraguas.
Todo el mundo parecía tener prisa.
Disculpe. ¿Usted habla inglés?
Calcule usted a cuánto sale.
Por mi parte no tengo objeción.
La amistad exige confianza mutua.
Dame un vaso de agua, por favor.
Buenos hábitos en el comer son esenciales.
¿Han convocado ya la reunión?
¿Has copiado en una prueba alguna vez?
¿Alguna vez has sufrido un ataque cardíaco?
¿Has tratado de bucear alguna vez?
¿Entregaste tu tarea?
¿Ya te has tomado tu remedio?
Él siempre hace la misma pregunta.
Él me pidió que hablara más despacio.
Compró dos caballos en la feria.
Cambió de actitud de repente.
Describió la escena en detalles.
Él no intentó responderle.
Se murió de viejo hace dos años.
No le gustan las cosas dulces.
Él explicó detalladamente las reglas.
Se vio en un aprieto.
Él dejó de fumar hace dos años.
Él no tenía más opción que huir.
Él tiene un típico acento escocés.
Ha estado hablando por una hora.
Él tiene un hijo y dos hijas.
Él ha escrito cinco libros hasta ahora.
Él es un estudiante de secundaria.
Él está comenzando a perder cabello.
Él está en buena condición física.
Él no es médico, es profesor.
Él no es nada más que un cobarde.
Está leyendo un libro en su habitación.
Él pesa el doble que su mujer.
Él sigue cometiendo el mismo error.
A él le gusta salir a pescar solo.
Miró por encima del hombro.
Él hace buen uso de sus talentos.
Huyó por poco de la muerte.
Él predijo que llovería.
Él corrió desnudo por las calles.
Él rehusó firmar los documentos.
Él dijo: "quiero ser médico".
Él solucionó el problema solo.
Se apartó para que pasara ella.
Él le clavó su cuchillo al árbol.
Él me dijo que no condujera demasiado rápido.
Él comúnmente va al colegio en bus.
Él fue desterrado del reino.
Estuvo completamente resentido hasta ese momento.
Era un travieso cuando era niño.
Él estaba atrapado en un empleo sin futuro.
Él fue a la India pasando por Japón.
Él regresará a Japón algún día.
Él me escribía de vez en cuando.
Él jugará al golf incluso si llueve.
Se está volviendo blando ahora que es mayor.
Ayúdame con mi tarea, por favor.
Sírvanse un trozo de pastel.
Su padre murió la semana pasada.
Su madre seguirá trabajando.
¡Eh! ¡Vosotros dos! ¿Qué estáis haciendo?
Su objetivo en la vida es ahorrar dinero.
Su padre murió el año pasado.
Su madre es profesora de inglés.
¿Qué le parece si comemos juntos?
¿Cómo supiste que estaba aquí?
¿Cómo se dice "hello" en francés?
¿Cuánto tiempo tenemos que esperar aquí?
¿Hace cuánto que está usted en Boston?
¿Cuántos países hay en Europa?
¿A cuánta gente conoce bien?
¿Cuánto cuesta un paquete de cigarrillos?
¿Qué tan a menudo llueve en Boston?
La verdad es que intenté hacerlo una vez.
Acepté ayudarle con su trabajo.
Yo siempre me llevo bien con él.
Soy cuatro años menor que él.
No soy médico, soy profesor.
Estoy tan cansado que no puedo estudiar.
Estoy muy feliz de encontrarte hoy.
Parece que debería haberlo hecho yo.
Le pedí que fuera allá mañana.
Me pensé que eras canadiense.
Yo creo que la historia es verdadera.
Me compré la misma camisa que tú.
He venido a hacerte una oferta.
Puedo oír un saxofón sonando en alguna parte.
Puedo acordarme de cómo se sentía.
Yo reconozco cuando alguien miente.
Chicos, no puedo hacerlo sin vosotros.
No puedo ir a Australia con usted.
No puedo ocultar mis sentimientos por ti.
No me puedo acordar de todos sus nombres.
No recuerdo cómo ir ahí.
Ya no aguanto más este dolor.
No puedo decirle dónde vive Tom.
No puedo comprender lo que ella está diciendo.
No puedo entender lo que usted dice.
Limpio mi cuarto casi todos los días.
Podría intentar hacerlo yo mismo.
No pude dormir bien anoche.
Decidí continuar haciéndolo.
Seguro que no lo volveré a hacer.
El mes pasado no fui al colegio.
No sabía qué decirle.
No noté nada fuera de lo común.
Anoche no dormí nada.
No pensaba que fuese para tanto.
No me preocupé demasiado por eso.
No me gusta que me mientan.
No quiero que eso cambie nunca.
No tengo ganas de ir de compras.
Esta tarde no tengo tiempo.
No sé pronunciarlo.
No sé qué hacer al respecto.
No sé dónde están tus llaves.
No me gusta cuando hacés eso.
No me gustan nada tus amigos.
Ya no recuerdo las palabras exactas.
Ya no creo que importe.
No creo que esté solo.
No entiendo nada de francés.
No entiendo tu pregunta.
No quiero que Tom se pierda el autobús.
No te quiero pedir nada.
Yo no quiero romper mi promesa.
No quiero terminar en prisión.
No quiero oír ninguna excusa.
No quiero parecer insensible.
No quiero pensar en esto.
No quiero que me veas desnuda.
Espero que él esté aquí a las tres.
Temo por el futuro del género humano.
Sentí que le debía a Tom una explicación.
Finalmente tengo todo lo que necesito.
He olvidado dónde puse el paraguas.
Le di los libros a este estudiante.
Hoy se rieron de mí en el colegio.
Aprecio mucho su consejo.
Tuve una pesadilla sobre vampiros.
Ayer me arreglaron la bicicleta.
Odio a la gente que habla así.
Presiento que va a llover.
Tengo coraje y fuerza de voluntad.
No tengo nada de qué quejarme.
Tengo el mejor trabajo del mundo.
Tengo que ir allá por mi padre.
Todavía no he acabado de desayunar.
Oí que su padre está en otro país.
Oí a la chica gritar por ayuda.
Espero estar haciendo lo correcto.
Espero que no llueva el lunes.
Espero que la economía se levante pronto.
Simplemente supuse que no te importaría.
Sencillamente no quiero hablar contigo.
Espero no haber dicho ninguna estupidez.
Solo quería dejar eso claro.
Sé exactamente qué pretende Tom.
Sé que Tom es milmillonario.
Sé quién está usando sus influencias.
Me gusta mucho el cine americano.
Me gusta mojar las galletas en la leche.
Me gustó tu idea y la adopté.
Amo a otro. Supéralo.
Me encanta ir de viaje con mis amigos.
Cometí un serio error en la prueba.
Necesito ayuda para resolver este problema.
Necesito cargar mi celular.
Necesito saber cómo sucedió esto.
Nunca dudé de ti ni por un momento.
Ya no quiero visitar Boston.
Yo solo sé que Tom no es feliz.
Yo aprobé el examen, y Tom también.
Prometo que te mantendré segura.
Leí muchos libros en inglés.
Realmente siento que es una cortina de humo.
Recibí su carta ayer.
Me recuerdo de haberte conocido en algún sitio.
Debería haberlo terminado antes.
Me dormí durante toda la película.
Ayer me gasté un montón de dinero.
Hablé con el director en persona.
Creo que Australia es fascinante.
Creo haber olvidado algo.
Creo que Tom estaba ocultando algo.
Creo que merezco una respuesta.
Creo que deberíamos volver a intentarlo.
Creo que hemos esperado el tiempo suficiente.
Creo que deberías decírselo a Tom.
Pienso que tu teoría es incorrecta.
Creía que Tom sería diferente.
Pensé que era solo una metáfora.
Pensé que tenías planes con Tom.
Creí que dijiste que era urgente.
Pensé que estarías feliz por Tom.
Recuerdo que te lo conté todo.
Intenté persuadirle pero no me hizo caso.
Comprendía el punto de vista de Tom.
Comúnmente me despierto a las seis en punto.
Quiero encontrar algo como aquello.
Quiero pedirte un último favor.
Quiero ir a alguna parte de Europa.
Quiero saber cómo sabes eso.
Quiero saber por qué pasó esto.
Quiero pasar mi vida con Tom.
Quiero que seas mi amigo de nuevo.
Quiero que le des un recado a Tom.
Quiero que tomes algo de tiempo libre.
Quería presentarte a Tom.
Recurrieron a mí en la clase de inglés.
Solo intentaba impresionar a Tom.
Me criaron comiendo comida mejicana.
Estaba pensando en lo mismo.
No podía seguir parado.
En invierno me pongo un abrigo.
Me fui a dormir sobre las diez.
Estaré en tu casa a las ocho.
Te contaré más acerca de Japón.
Ojalá hubiera estado ahí contigo.
Ojalá me hubieras dicho la verdad.
Me pregunto si Tom está todavía desorientado.
Trabajo todos los días, menos sábados.
Quisiera pedir un sándwich.
No lo haría ni aunque pudiese.
No quisiera que nadie nos viera.
Quisiera un tiempo a solas, por favor.
Quisiera conversar contigo.
Quisiera hacer unas cuantas pruebas más.
Quisiera que vinieras a trabajar para mí.
Yo preferiría tomar un taxi que caminar.
Estaré contigo dentro de cinco minutos.
Te llamo mañana desde el trabajo.
Lo repartiré tan pronto como pueda.
Me bajaré en la última estación.
Te veré en el sitio habitual.
No volveré a dejaros solos.
Nunca permitiré que eso ocurra de nuevo.
Me quedaré aquí hasta que vuelvas.
Estoy a punto de decirte la solución.
Tengo frío. ¿Puedo cerrar la ventana?
Estoy inquieto por ver lo que hace Tom.
Me estoy acostumbrando a comer solo.
Me alegra oír de tu éxito.
Me voy a comprar un nuevo saxofón.
Voy a comprar un saxo nuevo.
Me voy a comprar un nuevo saxo.
Voy a contártelo todo.
Busco un sitio para dormir.
Estoy esperando la fiesta con ilusión.
No tengo permitido beber alcohol.
No voy a necesitar hacer eso.
No le abriré la puerta a Tom.
No estoy segura de que pueda ayudarte.
Tengo edad suficiente para vivir por mi cuenta.
Soy responsable de la seguridad de Tom.
Estoy harto de hamburguesas.
A veces falto a la escuela.
Perdón, ¿dijiste algo?
Sigo sin tener claro qué estudiar.
Estoy seguro de que Tom podrá ganar.
Soy el último en salir de la oficina.
Estoy cansado de ver televisión.
Estoy intentando remediar el problema.
Me preocupa mucho mi peso.
Ya he sacado la basura.
He estado callado durante mucho tiempo.
Terminé de escribir la carta.
He oído mucho acerca de ti.
Jamás había oído tal cosa.
He intentado nadar en el río.
¡Si solo hubiera sido un poco más alto!
Si quieres que ayudemos, solo pregunta.
En ese sentido, estoy de acuerdo contigo.
¿Es más caro comer saludable?
¿Es seguro nadar en este río?
¿Hay algún supermercado cerca de aquí?
¿Este es el autobús hacia Boston?
¿No es eso lo que ha de hacerse?
No significa nada.
Ha estado frío desde ayer.
Es interesante jugar al fútbol.
Sigue en la fase de prueba.
Vale la pena visitar ese museo.
Parece que nevará.
Llovió fuerte en la mañana.
Me parece que te equivocas.
Eso suena extraño, pero es la verdad.
Estaba frío y oscuro en la habitación.
Estaba lloviendo cuando llegaron.
Estuvo inusualmente frío anoche.
Costará al menos cinco dólares.
Es una impresión imborrable.
Es fácil de hacer y barato.
Es descortés mirar fijamente a las personas.
Es obvio que mentiste.
Es la regla, no la excepción.
Es muy amable de su parte ayudarme.
¡Quédense quietos! El bebé está durmiendo.
Déjame explicártelo con un diagrama.
Déjame ayudarte a ponerte la chaqueta.
Deja que te enhebre la aguja.
Consideremos mi plan alterno.
Vayamos juntos al teatro.
Pongamos las cartas sobre la mesa.
Démonos la mano y seamos amigos.
Hablemos de por qué está aquí.
Miren todos hacia el pizarrón.
Muchas garzas viven en el pantano.
Muchas canciones para la campaña fueron escritas.
Mucha gente concurrió a la sesión.
Mary compró un bolso de Gucci falso.
Mary rompió con su novio.
Mary es la típica canadiense.
María dijo que quería casarse conmigo.
¿Me puedes prestar un minuto de tu tiempo?
Tal vez no debí haber hecho eso.
Quizás no querés recordar.
Mamá me dijo que limpiara la habitación.
Mi piso no está lejos de aquí.
Mi jefe me hizo trabajar el domingo pasado.
Mi cuñado es policía.
Esta mañana, me sangraba el oído.
Papá me ha traído en coche.
Mi padre es un poco anticuado.
Mi campo de estudio es lingüística.
Mi amigo solo come comida orgánica.
Mis amigas no saben dónde estoy.
Supongo que lloverá pronto.
Mi casa está lejos de aquí.
Mi hermano pequeño está viendo la televisión.
Mi madre está ocupada cocinando la cena.
Me llamo Tom y soy adicto.
Mi hermana siempre se burla de mí.
Mis hermanos gemelos son muy crédulos.
Mi esposa no se levanta antes que yo.
No tengas vacilaciones al decir la verdad.
Ninguno pudo responder mis preguntas.
Nadie me hace sentir como tú lo haces.
Nadie más que tú puede hacerme feliz.
Nadie dice que no podés ir a pescar.
Nada es tan simple como parece.
Sin riesgo, no hay beneficio.
¡Oh, no! ¡Nos estamos quedando sin gasolina!
Uno es nuevo y el otro es viejo.
Siempre se debe decir la verdad.
Abra la puerta y deje entrar al perro.
Nuestro equipo de béisbol es muy fuerte.
Nuestro vuelo llegó con una hora de retraso.
Nuestro director dio un largo discurso.
Nuestro equipo llevaba camisetas rojas.
Presten atención en lo que estoy diciendo.
Por favor, cierre la puerta tras de usted.
Por favor, perdóneme por llegar tarde.
Haga el favor de apresurarse; ya llegamos tarde.
Ponga el libro en el estante, por favor.
Por favor dile a Tom que Mary llamó.
Baja un poco la música por favor.
Pon el libro en la estantería de abajo.
El colegio empieza a las 8 y media.
Ella lo acompañó en el piano.
Ella le aconsejó que se fuera más temprano.
Ella siempre tiene un interés personal.
Ella le pidió que abriera la ventana.
Ella vino a verme el otro día.
Ella consiguió sacarle una sonrisa al bebé.
Ella hizo todo lo que pudo para convencerle.
A ella no le gusta ir al colegio.
Ella parió un bebé sano.
Ella se casó con diecisiete años.
Ella echó a perder el tostador otra vez.
Ella colgó la jaula del alero.
Es casi tan alta como vos.
Ella es menos inteligente que tú.
Ahora está practicando violín.
Ella tejió un jersey para su padre.
A ella le gusta cocinar para su familia.
Ella lo miró justo a los ojos.
Ella asintió con su cabeza el acuerdo.
Ella prometió no salir sola.
Ella resolvió el problema con facilidad.
Ella logró abrir la caja.
Me contó una historia interesante.
Ella lo instó a conducir con cuidado.
Ella lo esperó por dos horas.
Ella casi fue atropellada por un auto.
Era pobre, pero honesta.
Ella fue en taxi al hospital.
Ella pagará un máximo de cincuenta dólares.
Ella está completamente loca por él.
¿Le ponemos un poco más de sal?
La nieve cubrió la ciudad por completo.
Algunos de nosotros estaremos en tu fiesta.
Algún día deberías darle una oportunidad.
Algo anda mal con mi reloj.
Hable usted con el director de la empresa.
Para. Estás haciendo el ridículo.
De repente, él aceleró el coche.
Es muy divertido nadar en el mar.
Cuidado de no botar ese vaso.
Llévale una taza de café a tu padre.
Dime lo que piensas de Tom.
Dime que no intentarás hacerlo.
Gracias a todos por venir esta noche.
Gracias por este regalo maravilloso.
Gracias a él, yo conseguí trabajo.
Ese puente es todo menos seguro.
Eso no suena tan peligroso.
Ese hotel está muy cerca del lago.
Eso no es muy probable que pase.
Eso te hace feliz, ¿no?
Ese seudónimo le queda perfecto.
Esa falda es demasiado corta, ¿no?
Fue el mejor día de mi vida.
Siete dólares, por favor.
Eso es una pérdida de tiempo y dinero.
Así no es como deletreas mi nombre.
Eso no es lo mismo en realidad.
Eso es lo último que recuerdo.
Los americanos rechazaron la oferta.
El aire acondicionado no sirve.
La atmósfera está siendo contaminada.
Los pájaros volaban en bandada.
El chico reconoció haber mentido.
La bala atravesó su cuerpo.
El carnicero está pesando la carne.
El gato está durmiendo sobre la mesa.
El cello es un instrumento de cuerda.
Los niños jugaban con los imanes.
Los detalles del plan fueron revelados.
El conductor ignoró el semáforo.
El festival fue un gran éxito.
La comida estaba para chuparse los dedos.
El juego terminó en un zafarrancho.
La chica era consciente del peligro.
La clase de historia comienza a las nueve.
El cazador estaba despellejando al ciervo.
Le multó el juez con cinco dólares.
El lago tiene aproximadamente 25 metros de profundidad.
El correo es repartido una vez al día.
El dedo del medio es el más largo.
Los nativos se están poniendo intranquilos.
La enfermera me tomó la presión.
Ya nacieron las cebollas.
La fiesta fue pospuesta una semana.
El paciente ya está fuera de peligro.
El lugar está completamente desierto.
La obra se basa en hechos reales.
La policía necesita a alguien a quien culpar.
El prisionero escapó de prisión.
Los prototipos todavía no están listos.
La regla sigue siendo válida en este caso.
El tiroteo empezó alrededor del mediodía.
Con el viento, el humo se desvaneció.
La ardilla saltó de una rama.
La tormenta causó numerosos daños.
La mesa no ocupa mucho espacio.
El tenor ha cantado muy bien esta noche.
El tiempo pasó muy rápido.
El tren estaba repleto de pasajeros.
Ambas respuestas son correctas.
La pared se ha pintado de amarillo.
El trabajo está prácticamente terminado.
Hay extraterrestres infiltrados entre nosotros.
Hay muchas culturas en la Tierra.
Hay muchos problemas para resolver.
Hay una televisión en mi habitación.
No es necesario que nos apuremos.
Hay algo que tenés que saber.
Había una ligera lluvia ayer.
Había dos filas de soldados.
Detrás de los árboles hay una casa.
Hay helado en el freezer.
Hay un asunto más que discutir.
Hay algo que tengo que hacer.
Estos colores entonan muy bien.
Estos zapatos son muy cómodos.
Ellos están acostumbrados al trabajo duro.
Ellos ni siquiera sabían qué hacer.
Ellos habían sido derrotados en batalla.
Lo confundieron con su hermano.
¡Dicen que nos va a llover!
Fueron recibidos con una calurosa bienvenida.
Ellos van a un evento de caridad.
Este balón es el tesoro de ese niño.
Este libro es único en muchos sentidos.
Este café está muy fuerte para mí.
Esta costumbre es peculiar de Japón.
Esta muñeca es un regalo de mi tía.
Esta casa es muy grande, ¿no?
Este es un problema de matemáticas difícil.
Así es como resolví el problema.
Ésta es la única cámara que tengo.
Esta llave no entra en la cerradura.
La vida de esta paciente está en peligro.
Este problema es un verdadero desafío.
Este secreto tiene que quedar entre nosotros.
Este verano es más frío de lo normal.
Este árbol es más viejo que ese auto.
Aquel lote de caballos es mío.
Para ser sinceros, él estaba solo.
Hoy tenemos que dormir afuera.
A Tom también le gusta tocar la flauta.
Tom y yo no tenemos nada en común.
Tom y Mary son muy cercanos.
Tom y Mary aún están en Boston.
Tom y Mary tienen, ambos, el pelo oscuro.
Tom y María decidieron terminar.
Tom y Mary finalmente rompieron.
Tom y Mary se ayudan mutuamente.
Tomás y María quieren hablar contigo.
Tom llegó a Boston anoche.
Tom me pidió mi número de teléfono.
Tom apenas salió vivo.
Tom le compró a Mary algo para comer.
Tom rompió con su novia.
Tom habla francés e inglés.
Tom no puede ocultar más la verdad.
Tom alcanzó a Mary y John.
Tom pudo decirme la verdad.
Tom no pudo contener las lágrimas.
Tom lavó la ropa antes del almuerzo.
Tom no lloró en el funeral de María.
Tom no tenía mucha comida para comer.
Tom no levantó ni un dedo para ayudar.
Tom no durmió bien anoche.
Tom murió en prisión hace diez años atrás.
Tom no va al trabajo el domingo.
Tom no sabe cómo pasó.
Tom no sabe lo que quiere Mary.
Tom no sabe qué salió mal.
A Tom no le gusta hablar francés.
A Tom no le gusta ponerse reloj.
Tom no parece estar muy interesado.
Tom no quiere creer eso.
Tom no quiere parecer tonto.
Tom disfrutó nadar en el lago.
Tom me explicó su posición.
Tom se sentía desamparado y asustado.
Tom se olvidó de traer una linterna.
Tomás se levanta temprano por la mañana.
Tom tuvo un accidente de coche en Boston.
Ayer, Tom no tenía nada para comer.
Tom tiene un amigo que está preso.
Tom ya se decidió.
Tom ha estado casado tres veces.
Tom ha cambiado mucho desde entonces.
Tom nunca tuvo un ataque al corazón.
Tom ha vendido su casa en Boston.
Tom no ha vivido aquí por mucho tiempo.
Tom contrató a Mary como intérprete.
Tom es una persona muy interesante.
Tom está siendo perseguido por los paparazzi.
Tom está pasando por problemas financieros.
Tom está en la cocina preparando té.
Tom no es bienvenido en esta casa.
Tom es uno de nuestros antiguos clientes.
Tom tiene un fuerte resfriado.
Tom parece de fiar, ¿eh?
Tom es muy posesivo, ¿no?
Tomás no es mucho más mayor que nosotros.
Tom sabe que hizo algo malo.
Tom sabe lo que en realidad sucede.
A Tom le gusta pasear con Mary.
Tom cometió ese error a propósito.
Tom tiene que dejar de molestar a Mary.
Tom ofreció pasarme el dinero.
Tom toca la flauta en la orquesta.
Tom puso su arma abajo de la almohada.
Tom arriesgó su vida para salvar a Mary.
Tom ha dicho que quiere hablar contigo.
Tom se sentó al fondo de la clase.
Tom gritó tan alto como pudo.
Tom rara vez se pone su camisa negra.
Tom debería estar aquí por ahora.
Tom se quedó toda la noche estudiando.
Tom agradeció a todos la espera.
Tom pensó acerca de lo que María dijo.
Tom me dijo que no debería comprar eso.
Tom me dijo que estabas de vacaciones.
Tom se sacó los zapatos y los calcetines.
Tom trató de contener sus lágrimas.
Tom trató de mantenerse lejos de Mary.
Tom quería que Mary buscase a John.
Tom quería cenar en cama.
Tom quiere su pizza con pepperoni.
Tom quiere decirle la verdad a María.
Tom estaba desconcertado por el cambio.
Tom fue obligado a vender su casa.
Tom no fue capaz de dejar de fumar.
Tom era el único hombre en la habitación.
Tom fue a estudiar a la biblioteca.
Probablemente nunca se dé cuenta.
Tom nunca te hubiera vendido su coche.
El jefe de Tom exige mucho trabajo.
Tom, éste es el hermano de Mary, John.
Dos opiniones son mejor que una.
Muy pocos hombres gordos tienen narices largas.
¿Había pan fresco en la caja?
Todos nosotros dimos un suspiro de alivio.
Llegamos a la oficina a tiempo.
Podemos curar algunos tipos de cáncer.
Nosotros en realidad no podemos predecir nada.
No sabíamos qué autobús tomar.
No hablamos el mismo idioma.
Nos situamos detrás del coche y empujamos.
Tenemos poca posibilidad de ser ganadores.
No tenemos nada en absoluto en común.
Debemos respetar las costumbres locales.
La escuchamos un rato.
Hemos de considerar todas las opciones.
Necesitamos prepararnos para lo peor.
Solemos jugar al ajedrez después de clase.
Vimos nubes sobre la montaña.
Deberíamos intentar salir de aquí.
Nos quedamos allí tres meses.
Nosotros hablamos de la prueba de ayer.
Hicimos fotos de los delfines.
Lavamos la ropa en el río.
Todos estuvimos presentes en la fiesta.
Estaremos encantados de hospedarlo.
Te daremos lo que quieras.
Jugaremos al fútbol después de las clases.
No vamos a encontrar nada.
Tenemos que llegar al hospital.
Bueno, ¿qué quieres que diga?
¡Qué libro más interesante!
¿Qué haces despierta tan temprano?
¿Qué has hecho con la espátula?
¿Qué hacen en su tiempo libre?
¿Qué opinas de mi abrigo nuevo?
¿Qué quieres hacer en Boston?
¿Qué nos depara el futuro?
Lo que ocurrió no fue culpa de Tom.
¿Qué es lo que quieren de mí?
¿Qué clase de cámara tiene Tom?
¿Cuál es tu estación favorita?
¿A qué hora querés que venga?
¿A qué hora despega tu avión?
¿Qué estabas haciendo en ese momento?
¿Qué desearías comer?
¿Qué pasará ahora conmigo?
¿Cuál es la longitud de este puente?
¿Cuál es tu equipo de fútbol favorito?
¿Cuándo podemos volvernos a ver?
¿Cuándo cambiaste tu dirección?
¿A qué hora sale comúnmente del trabajo?
¿Cuándo se publica su nueva novela?
¿Cuándo se publicará tu libro?
¿Dónde vas a almorzar hoy?
¿Dónde tengo que cambiar de tren?
¿Dónde quieres que ponga esto?
¿Adónde te gustaría ir primero?
¿Qué periódico preferirías?
¿Quién piensas que llegará primero?
¿Quién es tu cantante de rock preferido?
¿Quién haría una estupidez así?
¿Quién es la señora del sombrero rojo?
¿Por qué no buscas un empleo?
¿Por qué invitaron a Tom a cenar?
¿Por qué no llamaste una ambulancia?
¿Por qué se tienen que usar los calzones?
¿Por qué quieres comprar este libro?
¿Por qué no discutimos el problema?
¿Por qué no admites tu error?
¿Por qué no te sientas y te relajas?
¿Por qué Tom está tan interesado en eso?
¿Por qué alguien querría hacer eso?
¿Me prestarías tu diccionario?
Sin él, estaría desamparada.
¿Te gustaría algo de beber?
¿Te gustaría beber algo?
¿Te importaría cerrar la puerta?
Tienes derecho a dar tu opinión.
Me puedes llamar cuando quieras.
Puedes quedarte tanto como quieras.
Podrías fundar tu propia compañía.
Usted no tiene suficiente experiencia.
Se te olvidó apagar la luz.
No tienes que temer nada nunca más.
No has hecho un muy buen trabajo.
Usted sabe dónde está Tom, ¿no?
Puede quedarse si lo desea.
Podrías al menos decir "gracias".
No puedes salir después de cenar.
Debes respetar a los mayores.
Verdaderamente tienes oído para la música.
Parecéis conocer todas las respuestas.
Deberías casarte en Boston.
Usted tiene que coger el autobús número 5.
No deberías haber pagado la cuenta.
No debería confiar demasiado en Tom.
¡Sí que tienes un montón de archivos MP3!
Necesitarás tiempo para entender.
Tendrá usted que preguntar a otra persona.
Eres bombero, ¿verdad?
Estás enfadada conmigo, ¿no?
Vas a ser mi yerno.
Estás en mejor forma que yo.
No estás respondiendo a mi pregunta.
Sos el mejor padre del mundo.
Me has olvidado, ¿verdad?
Tu redacción es por ahora la mejor.
Tu irresponsabilidad me desconcierta.
Su sugerencia parece razonable.
Un test de ADN probó su inocencia.
Un árbol caído obstruyó la carretera.
La mayoría votó contra el proyecto de ley.
Una persona vale más que el dinero.
Me habló un extraño en el autobús.
De hecho no estoy seguro quién es Tomás.
La adaptación es la clave de la supervivencia.
El aire es una mezcla de varios gases.
Todos los manzanos fueron talados.
Casi todas las hojas se han caído.
Un elefante es un animal enorme.
¿Hay muchos animales en el zoológico?
¿Vas a comprarte un diccionario?
¿Estás casado o soltero?
¿Estás satisfecho o insatisfecho?
¿Estás seguro de que quieres estar solo?
¿No van a desayunar?
Tal como se esperaba, él ganó el premio.
Australia abunda en minerales.
Los osos hibernan durante el invierno.
Dios los cría y ellos se juntan.
Bradley fue un astrónomo inglés.
¿Me puede traer la cuenta, por favor?
¿Me puede ayudar a lavar los platos?
¿Puede leerme este documento?
¿Puedes distinguir la plata del estaño?
Conducir con negligencia provoca accidentes.
Está claro que te hago sentir incómodo.
Está claro que os hago sentir incómodas.
Está claro que le incomodo.
Ven a tomarte un vaso de vino conmigo.
Corrige mi ortografía si es incorrecta.
¿Podrías bajar un poquito las luces?
¿Puedes parar de decir eso, por favor?
¿Puede encender sus faros?
Deja la cháchara y trabaja.
¿Compraste el zumo de granada?
¿Diste de comer al perro esta mañana?
¿Leyó usted la extra de esta mañana?
¿No sabías que Tom estaba deprimido?
¿Le duele cuando hace eso?
¿Tienen una sección para no fumadores?
¿Tienes cheques de viaje?
¿Las tienen en otros colores?
¿Acaso sabes lo peligroso que es eso?
¿Sabéis montar en bicicleta?
¿Conoces las reglas del juego?
¿Sabes por qué no pudo venir?
¿De verdad tiene que hacer eso ahora?
¿De verdad quieres dejar la escuela?
¿Sigues queriendo ir a Boston?
¿Crees que estamos haciéndolo bien?
¿Queréis otra taza de café?
¿Quieres que le diga a la policía?
¿Querés cenar conmigo?
¿Querés jugar a la escondida?
¿Quieres ver este programa?
En este hotel no se permiten perros.
Hacer eso es probable que sea cansado.
No creas todo lo que oyes.
No te me acerques, estoy resfriado.
No comas tanto. Vas a engordar.
No te olvides de acordarme de eso.
No le cuentes nuestro plan a nadie.
No fumes estando de servicio.
No uséis aquella mesa junto a la ventana.
El Dr. Jackson es muy paciente.
Come y bebe cuanto quieras.
Vacía el agua del balde.
Todos son iguales ante la ley.
Todos saben que eres un mentiroso.
Todo parece estar funcionando bien.
FORTRAN es un lenguaje de programación.
A pesar de su opulencia, es infeliz.
Francia está al sur de Inglaterra.
Alemania alguna vez fue aliado de Italia.
Déme cambio en billetes y menudo.
Greta Garbo era una actriz sueca.
Ten más respeto hacia tus mayores.
¿Le has mentido alguna vez a tu madre?
¿Alguna vez has pisado un tomate?
Él adaptó la historia para los niños.
Él llegó a la estación a las cinco.
Él evitó encontrarla en el camino.
Él rompió la ventana a propósito.
Él no puede haber hecho eso solo.
Ya no podía aguantar el dolor.
Él decidió no ir a la fiesta.
Él hizo todo lo que pudo para rescatarla.
No me dio nada para comer.
Él no sabe que yo tengo un gato.
Él toma mucha leche todos los días.
Él ha decidido casarse finalmente.
Él me dio comida, y dinero también.
Él se hirió en el partido de ayer.
Tiene algunos amigos en esta ciudad.
Ha estado en Londres tres veces.
Ha tenido una larga trayectoria como profesor.
Es un caballero entre caballeros.
Hoy está mejor que ayer.
Él es conocido en el país entero.
Es suficientemente mayor para entenderlo.
Él es el hijo de una familia rica.
Todo el mundo habla bien de él.
A él le gusta ir a pasear solo.
Él inventó una historia sobre el rey.
Él se ve con su novia los sábados.
Él toca el violonchelo excepcionalmente bien.
Él corrió un gran riesgo en la jungla.
Ayer regresó del extranjero.
Se sentó allí cerrando los ojos.
Parece que tiene un poco de fiebre.
Él habla como si fuera un experto.
Él estudió Derecho en la Universidad de Yale.
Él participó en las olimpiadas.
Él utilizó palomas en su experimento.
Quiere que liberemos a los prisioneros.
Le confiaron una misión importante.
Estaba tan enfadado que no podía hablar.
Él era muy amigable con todos.
Él te aconsejará al respecto.
Él trabajó desde la mañana hasta la noche.
Es un hombre de muy buen carácter.
Está ocupado y no puede reunirse contigo.
Él es el más alto de la clase.
Su madre siempre la acompaña.
Su respuesta es diferente de la mía.
Su hija volvió corriendo a su habitación.
Su sombra en la pared parecía triste.
¿Cómo puede justificar su conducta?
¿Cómo pudiste equivocarte de esa manera?
¿Cómo supiste dónde encontrarnos?
¿Cómo vas a la escuela cada día?
¿Cuántas dominadas puedes hacerte, Tom?
¿Cuántas personas viven en tu ciudad?
¿Cuánto dinero hemos ahorrado este mes?
¿Cuánto más tengo que esperar?
¿Cómo me recuperaré de esto?
Admito que no estuve prestando atención.
Yo siempre supe que no sería fácil.
Me alegro de que me hayas ayudado.
Yo no pienso pagar diez dólares.
Llegué aquí hacia las cinco.
Asumí que tú estabas a cargo.
Creo que te recuperarás pronto.
Compré eso en unos grandes almacenes.
Puedo hacer mi trabajo sin tu ayuda.
Puedo dejar de fumar cuando quiera.
No puedo creer que realmente esté aquí.
No puedo comprar un libro tan caro.
No te puedo dar esa información.
No puedo levantar esto, pesa demasiado.
No me puedo acordar de su nombre.
No puedo dormir con tanto ruido.
No puedo imaginarme la vida sin ti.
Confieso que no lo entiendo.
Apenas podía mantenerme en pie.
Me corté afeitándome esta mañana.
Hice todo lo que me dijeron que haga.
No esperaba que fuera tan divertido.
El lunes pasado no fui al colegio.
Nadie en la fiesta me resultaba conocido.
No me gustó nada lo que dijo.
No pensaba tanto en eso.
Metí el dedo en la miel.
No le culpo por pegarle.
No me importa lo que sea de mí.
No tengo ganas de reunirme con ella ahora.
No voy a la escuela los sábados.
No tengo nada más que añadir.
Yo no sé nada acerca de Japón.
No sé cómo se hacen los fideos.
No puedo saber qué tengo que escribir.
No sé qué ha sido de Tom.
No sé qué botón pulsar.
No necesito el permiso de nadie.
No recuerdo a nadie llamado Tom.
No creo que pueda aprobar el examen.
No creo que hayas terminado aún.
No entiendo la estrategia de Tom.
No quiero que nadie toque esto.
No quiero romper contigo.
No quiero ir al dentista.
No quiero ver nada más.
Dudo de que vuelva a pasar.
Hoy tengo ganas de hablar francés.
Sentí mi corazón latir con fuerza.
El libro me pareció muy interesante.
Encontré este restaurante por casualidad.
Voy al peluquero una vez al mes.
Supongo que necesito alguien a quien culpar.
Supongo que esta vez fuimos demasiado lejos.
Hoy me lo pasé muy bien con usted.
Recibí un poco de ayuda de una amiga.
Yo no tenía nada en común con ellos.
Tengo un gran anuncio que darles.
Tengo una cosita para ustedes.
Tengo un regalo que darte.
Tengo plena confianza en Tom.
Acabo de llegar del colegio.
No me queda dinero en mi monedero.
No tengo nada en común con él.
También tengo problemas con mi esposa.
Tengo que desmantelar este motor.
No he podido dormir bien.
Aún no he terminado de leerlo.
No te he visto de hace un tiempo.
No he pensado en ello para nada.
Lo escuché tatarear en la ducha.
Espero que todo esté bien en casa.
Espero que no te hayamos hecho esperar.
Espero que cómoda aquí.
Te la presenté la semana pasada.
Acabo de tener una pequeña charla con Tom.
Solo necesito saber lo que ocurrió.
Derribé dos pájaros con una sola piedra.
Sé que te decepciono a veces.
Sé que Tom es alérgico a las manías.
No sé nada sobre este proyecto.
Sé lo que ustedes tres quieren.
Sé que has estado intentando ayudar.
Prefiero el vino tinto al blanco.
Anoche escuché varios CDs.
Me encantan las batallitas de mi abuelo.
Yo podría visitar Boston el próximo octubre.
Yo mismo repararé esa máquina.
Necesito saber si estarás ahí.
Tengo que llevarme algunas cosas.
Nunca duermo más de seis horas.
Me resfrío harto en invierno.
Prefiero trabajar a no hacer nada.
Realmente me gusta mucho estudiar idiomas.
Me acuerdo de haber cerrado la puerta.
Vi una hermosa cascada por allá.
Vi entrar a un extraño a esa casa.
Los vi por allá hace un rato.
No debería tener que hacer eso de nuevo.
Me pasé la mañana leyendo libros.
Yo hablé con él acerca del asunto.
Me quedé en casa por la lluvia.
Estudio en la universidad de Boston.
Creo que Tom quiere venir con nosotros.
Creo que esta tarde lloverá.
Creo que mi alemán no es muy bueno.
Creo que deberías pedir perdón.
Creo que deberíamos bajar el precio.
Creo que me debes una explicación.
Creo que has cometido un gran error.
Pensé que Tom y Mary estaban locos.
Pensé que Tom me iba a golpear.
Pensé que Tom nunca se callaría.
Pensé que podría ser útil.
Pensé que esa era toda la idea.
Pensé que las cosas iban a mejorar.
Pensé que tenías una cita con Tom.
Pensé que eras un hombre de honor.
Pensé que su casa quedaba en el centro.
Intenté comérmelo, pero no pude.
Normalmente me levanto a las ocho.
Yo valoro mucho tu amistad.
Quiero este edificio para un garaje.
Quiero mejorar en francés.
Quiero darte un beso de despedida.
Quiero oírte tocar piano.
Quiero aprender a bailar como vos.
Quiero mostrarte algo, Tom.
Quiero viajar por todo el mundo.
Quiero que me escribas con frecuencia.
Fui profesor durante quince años.
Nací el año en que terminó la guerra.
Me vi obligado a salir ayer.
Fui el primero en empezar a hablar.
Estaba esperando a que llegaras.
Yo veo televisión por la noche.
Voy a abolir la pena capital.
Terminaré los deberes a las nueve o antes.
Jugaré tenis esta tarde.
Ojalá hubiera sabido hablar francés.
Ojalá mi padre hubiera vivido más.
Ojalá no estuvierais siempre tan ocupados.
No saldré hasta mañana.
No volveré a darte la espalda.
Me pregunto si lloverá mañana.
Me gustaría oír su opinión.
Me moriría antes de casarme con él.
Si yo fuera vosotros tendría más cuidado.
Quisiera que discutieramos estos resultados.
Quisiera reservar una habitación individual.
Quisiera trabajar en la cafetería.
Preferiría sentarme en la fila de atrás.
Te acompañaré a la estación.
Llamaré a Tom en unos minutos.
Les voy a dar todo lo que necesiten.
Te ayudaré tanto como pueda.
Te echaré mucho de menos si te vas.
Pasaré por ti mañana en la mañana.
Te enseñaré cómo conducir un carro.
Me da miedo saltar la zanja.
Voy a la casa de Tom a estudiar.
Voy a necesitar algunos voluntarios.
Estoy interesado en estudiar francés.
Solo te digo lo que oí.
Busco un trabajo para mi mujer.
Espero con ganas su respuesta.
Nunca voy a dejar de intentarlo.
Ahora no me siento mal.
Hablar con la gente no es lo mío.
No soy el único que hizo eso.
No estoy acostumbrado a un frío así.
Ahora estoy en situación de hacerlo solo.
Estoy disfrutando mucho el reto.
Lamento no poder ayudar más.
Lo siento pero en este momento estoy ocupado.
Estoy cuidando a mi abuelo.
Soy yo quien necesita hacer eso.
Soy yo el que lo suele hacer.
Estoy esperando que la tienda abra.
Espero respuesta de usted.
He estado pensando en ti también.
He decidido hacer eso sola.
He soñado con esto por años.
He crecido como persona desde entonces.
He tomado algunas decisiones terribles.
En mi vida me había sentido mejor.
Solo me he tomado dos o tres tragos.
El helado era la comida favorita de Tomás.
Si no puedes vencerlos, úneteles.
Si piensas eso te equivocas.
En caso de emergencia, marque 110.
Al final no nos casamos.
¿Alguien más está emocionado por esto?
¿Es verdad que no habláis francés?
¿Está bien el camino para ir en auto?
¿Hay algo nuevo en el menú?
¿Es este un periódico o una revista?
¿Está trabajando bien tu nueva computadora?
Eso depende en gran parte del contexto.
Es un gran placer estar aquí.
Se está oscureciendo. Vayamos a casa.
Es imposible para ti hacer eso.
Este es el auto que queríamos.
Parece que va a llover.
Parece que caímos en una trampa.
Ayer por la mañana llovió mucho.
Parece que se han peleado.
Se probó que él era un ladrón.
No fue realmente un plan muy bueno.
Es un poco demasiado complicado para mí.
Está suave como el culito de un bebé.
Es difícil que la gente cambie.
Eso no es sangre, es salsa de tomates.
Es hora de que hagan las paces.
¡Es por tu culpa que estoy lisiado!
Tenlo en mente para la próxima vez.
Los niños deben aprender el respeto.
El año pasado hubo mucha nieve.
Déjame que te consiga algo para beber.
Permítame presentarle a mi familia.
Vamos a tomar unos vasos de cerveza.
Pongamos el árbol de Navidad aquí.
Primero tomemos tu temperatura.
En Japón la vida es muy cara.
Mira lo que el futuro nos depara.
Mucha gente asistió a esa reunión.
Mary se marchó ya a su viaje.
Marie nos ayudará mañana.
Mary pasa horas en el baño.
¿Puedo hacerte una pregunta personal?
¿Podría tener tu atención, por favor?
Quizá deberíamos volver a Boston.
¡Mamá, para, me estás avergonzando!
Las madres a menudo no son apreciadas.
Mi cámara es diferente a la tuya.
El médico me dijo que dejara de fumar.
Mi familia no es una familia tan grande.
Mi padre se jubila la primavera que viene.
Mi padre juega al golf todos los domingos.
Mi abuelo está en sus noventas.
Mi madre me dejó ir al extranjero.
Mi madre es mayor que mi padre.
Mi mamá me dijo que podara el césped.
Mi preocupación principal es tu seguridad.
Mi esposa no es preciosa. La tuya sí.
Ninguna de mis dos hermanas se ha casado.
Ningún remedio puede curar esta enfermedad.
Nadie recuerda cómo empezó todo.
Nadie le está prestando atención a Tom.
No todo el mundo conoce mi plan.
Una vez que comiences, debes continuar.
Las cebollas se pueden comer crudas o cocidas.
Nuestro jefe rechazó nuestra propuesta.
Hay pocos pintores como Picasso.
Quizás él nunca se haga famoso.
Pon la escalera apoyada a la muralla.
Por favor, venga cuando lo crea conveniente.
Dame un poco más de tiempo, por favor.
Por favor, háblame de tu problema.
Por favor, espere un poco más.
Ponlo de vuelta de donde lo sacaste.
Leer libros es muy interesante.
Los vendedores suelen hablar rápido.
Ella le aconsejó que fuera allí solo.
Ella le pidió que no dejase su trabajo.
Ella vino a Tokio cuando tenía dieciocho años.
Ella cogió a su bebe en sus brazos.
Recortó una fotografía del libro.
Ella no aceptó la propuesta.
Ella no sabe jugar al golf.
Ella huyó por miedo a que la cogieran.
Ella hizo que se comiera sus vegetales.
Tiene una voz muy aguda.
Ella puso su casa en venta.
Ella es una empleada en el supermercado.
Ella se está portando bien por ahora.
Ella no está nada sorprendida.
Está muy orgullosa de su hija.
Ella le preparó una tarta para su fiesta.
Ella tocó la guitarra y él cantó.
Ella ahorró una buena cantidad de dinero.
Ella cose con aguja e hilo.
Ella revolvió la sopa con una cuchara.
Ella le dijo que se iba.
Ella visitó a su marido en la cárcel.
Ella temía despertar al bebé.
Ella fue la primera en ayudarle.
El otro día ella fue al cine.
Ella es una mujer de fuerte carácter.
Los zapatos están rígidos cuando son nuevos.
Despacio, que hay mucho tiempo.
Fumar es perjudicial para la salud.
Algunos chicos entraron a la sala.
Algunas personas encuentran relajante la lectura.
Algún día se realizará tu sueño.
Algo me dice que Tom estará bien.
Lo siento pero esta noche debo trabajar.
Deja de compararte con los demás.
Los estudiantes no pueden usar este baño.
Lleva esta caja a la otra habitación.
Decile a Tom que queremos hablar con él.
Dime quién más sabe acerca de esto.
Gracias por hacerme este favor.
Muchas gracias por su obsequio.
Eso terminó mejor de lo que esperaba.
Eso no es un caballo, es un burro.
Eso quiere decir que piensas como yo.
Esa pregunta está en discusión.
Ese estudiante está estudiando sociología.
Eso resolvería todos nuestros problemas.
¡Ahí estás totalmente equivocado!
El avión está listo para despegar.
El bebe parecía estar profundamente dormido.
El niño entró por la ventana.
El niño me dijo por qué lloraba.
Se desconocía la causa del incendio.
El club tiene más de 50 miembros.
La competición se volvió encarnizada.
El ciervo dormía sobre un lecho de hojas.
El doctor comenzó a examinarla.
Pintarán la puerta mañana.
La Tierra está cubierta de bosques.
La comida en este campamento es terrible.
La granada explotó en el agua.
La investigación está aún activa.
La carta está dentro del sobre.
Al hombre le dieron cadena perpetua.
El dinero de la mesa no es mío.
El anciano perdió las ganas de vivir.
El otro te queda mejor.
La imagen está en blanco y negro.
Los platos y tazas son de porcelana.
La policía me mostró tu foto.
Ha bajado el precio del café.
La calidad del arroz está disminuyendo.
El nivel de agua del río ha crecido.
Las esculturas son de gran valor.
La enfermedad sigue su curso.
La tienda ya podría estar cerrada.
El taxi recogió dos pasajeros.
Ustedes tres están bajo arresto.
El pueblo estaba rodeado por un muro
Cayeron todas las hojas del árbol.
La violencia perduró por dos semanas.
El viento es muy fuerte afuera.
Sus padres son mayores que los nuestros.
No hay naranjas sobre la mesa.
Hay unas galletas en la jarra.
Un año tiene doce meses.
Hay un televisor en el cuarto.
Queda menos de lo que creía.
Por la carretera iba un carro de mulas.
No había nadie allí aparte de mí.
Hubo dos asesinatos este mes.
Hay una base secreta en la luna.
No tienes por qué avergonzarte.
Hay algo que tengo que decir.
Estas flores tienen un olor único.
Ellos lo acusaron de mentir.
Ellos están dispuestos a aprender inglés.
Nos trajeron una canasta de fruta.
Ayer no jugaron al tenis.
Cenan a medianoche.
Ellos se bajaron en la siguiente parada.
Ellos lo nombraron capitán del equipo.
Necesitan discutir el documento.
Ellos dijeron que él se portó vergonzosamente.
Ellos pasan mucho tiempo juntos.
Ellos querían saber dónde estaba Tom.
Todas ellas eran amigas cuando eran niñas.
Se les necesitaba en Sudamérica.
Fueron tratados de hipotermia.
Este libro es un poco obsoleto.
Este libro es mío. ¿Dónde está el tuyo?
Este escritorio es mejor que ése.
Esta casa tiene cimientos firmes.
Es una pregunta difícil de responder.
Así es como ocurrió el accidente.
Este es el sitio donde trabaja Tom.
Es por esto que él se enojó contigo.
Este remedio no tiene efectos secundarios.
Este par de zapatos no me sirve.
El río tiene 500 millas de longitud.
Este tren para en todas las estaciones.
Aquellos hombres estaban armados hasta los dientes.
El tiempo pasa rápido cuando te diviertes.
Hoy es el último día del año.
Hoy tengo una cita con el destino.
Tom reconoció que había cometido un error.
Tom y Mary esperan un bebé.
Tom y Mary son muy viejos amigos.
Tom y Mary cogieron una galleta cada uno.
Tom y Mary se miraron mutuamente.
Tom y María sobrevivieron al bombardeo.
Tom me preguntó si podía ayudar a Mary.
Tom comía todas sus comidas en su cuarto.
Tom se compró un telescopio refractor.
Tom trajo a Mary un vaso de agua.
Tom no puede escribir ni su propio nombre.
Tom me causa mucho trabajo extra.
Tom le ocultó su ira a Mary.
Tom no pudo hacer lo que quería.
Tom hizo eso para Mary, no para mí.
Tom no comió nada ayer.
Tom no sabía que Mary fuera tan entretenida.
Tom no sabía qué estaba sucediendo.
Tom no especificó lo que quería.
Tom no quería ir al parque.
Tom murió en extrañas circunstancias.
Tom no tiene un microondas.
Tom no tiene tiempo para ayudarte.
Tom no sabe amarrar una corbata.
Tom no sabe dónde vive Mary.
Tom no escucha a sus padres.
Tom no parece ser canadiense.
Tom no entiende nada de francés.
Tom no quiere vender su tierra.
Tom come más helado que yo.
Tom descubrió la verdad por María.
Tom le echó a Mary una maliciosa sonrisa.
Tom se acostumbró a trabajar con Mary.
Tom tuvo que ir con Mary a Boston.
Tom siente un profundo cariño por Mary.
Tom tiene una solución para todo.
Tom ha estado una semana en Boston.
Tom tuvo una semana estresante.
Tom se ha vuelto despistado recientemente.
Tom tiene que irse en unos minutos.
Tom no ha hablado francés por años.
Tom ayudó a Mary con su tarea.
Tom espera que Mary se recupere pronto.
Tom es el antiguo novio de Mary.
Tom siempre está jugando videojuegos.
Tom está avergonzado por lo que hizo.
Tom nos ayudará, ¿verdad?
Tom está al teléfono ahora en su oficina.
Tom ya no está viviendo en Boston.
Tom obviamente está loco por María.
Tom es realmente soberbio, ¿o no?
Tom es dueño de un supermercado.
Tomás no es un músico profesional.
Tom todavía no volvió de Australia.
Tom dejó a Mary una hora esperando.
Tom sabe pilotar helicópteros.
Tom dejó una gran propina sobre la mesa.
Ayer Tom perdió su linterna.
Tom tomó muchas decisiones inteligentes.
Es posible que Tom sepa hablar francés.
Tom abrió otra botella de vino.
Tom recogió a Mary en la estación.
Tom sirvió algo de vino en un vaso.
Tom puso flores en la mesa.
Tom realmente admiraba el valor de Mary.
Tom aceptó reacio el obsequio.
Tom dijo que tú podrías ayudarme.
Tom se sentó silenciosamente por 30 minutos.
Tom parece bastante feliz, ¿no?
Tom debería haberle pedido ayuda a Mary.
Tom pasa mucho tiempo estudiando.
Tom comenzó a enojarse un poco.
Tomás enseña francés a mis hijos.
Tom llevó a sus niños al lago.
Tom solía disfrutar estar con Mary.
Tom quería quedarse en casa con María.
Tom quiere ser popular en el colegio.
Tom fue juez en un concurso de arte.
Tom nació y creció en una granja.
Tom era el mejor amigo de mi hija.
A Tom le sorprendió lo que dijo Mary.
Tom estaba bien enojado y yo también.
Tom se fue de compras con su familia.
Tom subió las escaleras apresuradamente.
Tom se quedará aquí hasta mañana.
Tom estaría reacio a hacer eso.
El objetivo de Tom es ser profesor.
El tren de Tom salió hace cinco minutos.
Tom, soy yo. ¿Puedo hablar contigo?
Dos criminales escaparon de prisión.
Esa información, desafortunadamente, es correcta.
Está prohibido dar comida a los animales.
¿Había alguien más en el bar?
Siempre nos peleamos por tonterías.
Terminamos y seguimos nuestros propios caminos.
No podemos mantenerlo en secreto indefinidamente.
No tuvimos que llamar al doctor.
Bebimos mucha cerveza anoche.
Contemplamos fijamente el bello paisaje.
Nos espera una semana ajetreada.
Tenemos cinco dedos en cada mano.
No podemos hacer nada más que continuar.
Tenemos que dejar de vernos así.
Nos fuimos de casa temprano por la mañana.
Solamente vendemos productos de la mejor calidad.
Vimos vacas pastando en la pradera.
Todavía nos queda algo de dinero.
Estábamos profundamente conmovidos por su historia.
Hagamos por solucionar ese problema luego.
Regresaremos a Boston la próxima semana.
Estamos celebrando nuestro aniversario.
Aquí no corremos peligro, ¿y tú?
Tenemos que capturar al león vivo.
¿Qué tal pescado para cenar?
¿Qué va a hacer esta tarde?
¿En qué condiciones está el edificio?
¿Qué pensó Tom de tu atuendo?
¿Qué te gusta hacer los domingos?
¿Qué piensas de su actitud?
¿Qué sueles hacer los domingos?
¿Qué tiene que ver esto con nosotros?
¿Qué has hecho con mi hermana?
¿Qué clase de monedas coleccionas?
¿Qué tipo de monedas colecciona usted?
¿Qué clase de tratamientos recibiré?
¿A qué hora te levantas todos los días?
¿A qué hora desayunarás?
¿Qué quieres desayunar?
¿Cuál es la acusación en su contra?
¿Cuál es tu canción preferida de los Beatles?
¿Cuál es tu comida reconfortante favorita?
¿Cuál es tu deporte de invierno preferido?
Donde fueres haz lo que vieres.
¿Cuándo fue la última vez que cocinaste?
Cuando el agua se congela se vuelve hielo.
¿Cuándo va a salir tu nueva novela?
¿Dónde se conocieron Tom y Mary?
¿Dónde comprasteis esta moto?
¿Adónde fuiste en las vacaciones de Semana Santa?
¿Dónde pasaste tus vacaciones?
¿De dónde se conocen?
¿Dónde habéis estado todo este tiempo?
¿Qué CD quieres escuchar?
¿Cuál crees tú que es correcto?
¿Quién piensas tú que rompió la ventana?
¿Quién escribió el libro que estás leyendo?
¿Quién es tu jugador de hockey favorito?
¿Por qué te interesa tanto eso?
¿Por qué no fuiste al colegio hoy?
¿Por qué te gustan tanto las ardillas?
¿Por qué quieres hacerte enfermera?
¿Por qué no vamos de compras mañana?
¿Por qué no te haces un huevo frito?
¿Por qué no te quedas un ratito?
¿Cómo es que siempre llegas tarde?
¿Me llevarás al hospital?
¿Me ayudas con los deberes?
¿No te meterás en problemas por esto?
¿Quieres que yo haga ese trabajo?
¿Te gustaría ir a tomar algo?
¿Me soltarías el brazo?
¿No estarás aburrido tú solo?
Ayer me robaron la bicicleta.
Eres demasiado joven para viajar solo.
No puedes ir a ninguna parte solo.
No se puede fumar en horas de trabajo.
No hace falta que te vayas inmediatamente.
No sabes lo que es, ¿verdad?
No estás obligado a ayudarnos.
Tienes el derecho de ser creativa.
Pareces estar a punto de llorar.
Puedes también decirme la verdad.
Puede que no hayas escuchado hablar sobre esto.
Tienes que aprender a ser más cuidadoso.
Probablemente no pasarás tu examen.
Deberías pedirle una cita a Mary.
Deberías deshacerte de estas malas hierbas.
Deberías haberte presentado.
No conseguirás que yo te lo rebata.
Eres tan bonita como yo recuerdo.
Estás empeorando la situación.
Usted es nuestro cliente un millón.
Eres el único que la compró.
Eres justo el hombre que quería ver.
Debes aprender a ser cuidadosa.
Has intentado buscar trabajo, ¿verdad?
Tus historietas están en el estante.
«¿Me lo prometes?» «Sí, te lo prometo.»
"¿Puedo aparcar aquí?" "No, no puede."
Una prueba de ADN mostró que era inocente.
Un gato salió de abajo del escritorio.
Muchos chicos persiguieron al conejo.
Un coche que pasaba nos empapó.
Una nube de zancudos lo seguía.
Ha aumentado el número de accidentes.
Todo lo que quería era hacerte feliz.
Todos estos factores son importantes.
Los americanos son gente muy amigable.
¿Hay lobos por aquí todavía?
¿Estás a favor o en contra del proyecto?
¿Estás sugiriendo que corramos y nos escondamos?
En cuanto aparezca, avísame.
Preguntadle cuándo sale el próximo avión.
La mejor defensa es un buen ataque.
Ten cuidado para no romper los huevos.
Se permite usar diccionario bilingües.
El precio del pan subió en 10 yenes.
Por casualidad, me la encontré en la calle.
¿Puedo ayudarte a estudiar para tu examen?
¿Puedes describir tu dolor de estómago?
¿Puedes decirme qué pasó aquí?
Conducir con cuidado previene accidentes.
China es rica en recursos naturales.
Venid y calentaos junto al fuego.
Felicidades por tu graduación.
¿Me podría servir una copa de vino blanco?
¿Podrías volver un poco más tarde?
¿Puede pasarme la sal?
¿Podrías hablarme más despacio?
¿Lo has comprado en el mercado negro?
¿Se os ha olvidado hacer los deberes?
¿Te lo pasaste bien ayer?
¿Oíste el rugido de los leones?
¿Te acordaste de mandar mi carta?
Hazlo ya, antes de que se te olvide.
¿Tenés una remera para prestarme?
¿Tiene revistas japonesas?
¿Tienes planes para el lunes en la noche?
¿Sabes tú algo que yo no sepa?
¿Sabe qué significa UNESCO?
¿Sabes quién inventó la pólvora?
¿Tienes problemas de sinusitis con regularidad?
¿Recuerdan ustedes lo que me prometieron?
¿Cree usted que Tom ha subido de peso?
¿Entiendes lo que dice?
¿Quiere que se lo explique de nuevo?
¿Tiene Europa una lengua común?
¿El dolor te despierta por las noches?
No tengas miedo de cometer errores.
No me telefonees después de las diez.
No olvides tomar tus vitaminas.
No te burles de una persona en problemas.
No hagas promesas que no puedas mantener.
No me digas que ya estás cansado.
Conducir borracho es un problema serio.
Las bebidas energéticas son muy caras.
Todo sitio web tiene una dirección única.
Todos me odian porque soy feo.
Todos sabían que él no volvería.
Papá normalmente viene a casa a las ocho.
Para que sepan, solo somos amigos.
Sinceramente, no me gusta.
Alemania se encuentra en el medio de Europa.
Cosas buenas vienen en paquetes pequeños.
¿Pasó algo con tu pierna?
¿Alguna vez has estado en ese pueblo?
¿Terminaste de leer el libro?
¿Lo escuchaste a Tom hablando en francés?
¿Has visto al nuevo novio de Mary?
Él añadió que no se lo creía.
Él me preguntó si me gustaban las matemáticas.
Pertenece al cuerpo diplomático.
Él sólo sabe hablar un poco de inglés.
Él atrapó a un muchacho robando su reloj.
No supo mantener su autoridad.
Él no aceptó su invitación.
Él no vive en mi vecindario.
Él sintió algo subir arrastrándose por su pierna.
Le pusieron una buena nota en matemáticas.
Él tuvo un accidente de camino a casa.
Él tiene cuanto menos mil libros.
Él decidió ser profesor.
No tiene inconveniente en que salgamos.
Él se lastimó su pie izquierdo al caer.
Tiene miedo de ir en avión.
Es el niño más tonto de la clase.
Él sabe cómo interrogar a las personas.
Vive al otro lado de nuestra calle.
Él solo quería armas y municiones.
Él interpretó un rol menor en la obra.
Él volvió a casa tres horas después.
Se rascó la cabeza por costumbre.
Debió haber comprado algunos lápices.
Él se quedó apoyado contra la valla.
Tiende a enfadarse por nada.
Quedó a cargo del negocio de su padre.
Nos advirtió que no entrásemos en la habitación.
Le obligaron a firmar el documento.
Él fue tan tonto que le creyó.
Se fue a Londres a estudiar inglés.
Él es mejor que yo tocando el piano.
Él tiene tres años más que ella.
Su hija es capaz de recitar muchos poemas.
Su hijo murió en el accidente.
Aquí está todo lo que necesitan saber.
Aquí es donde comienza la verdadera diversión.
Su comportamiento alzó mis sospechas.
Su explicación no es clara.
Su vida estaba llena de altibajos.
Su voz es agradable de oír.
Cariño, ¿puedes hacer la compra por mí?
¿Cómo se están llevando tus padres?
¿De qué vivías en Tokyo?
¿Cómo decide en qué concentrarse?
¿Cuánto tiempo piensas que estuvimos fuera?
¿Cuánto se tardará en llegar allí?
¿Cuántos amigos íntimos tienes?
¿Cuántos sándwiches quedan?
¿Cuántas formas hay de hacer eso?
¿Cuánto cuesta el alquiler de esta habitación?
¿Qué edad tenías cuando hiciste eso?
Estoy de acuerdo con algunas de sus opiniones.
Soy capaz de cruzar el río a nado.
Dudo que él venga.
Soy su amigo y seguiré siéndolo.
No siempre estoy en la casa los domingos.
No puedo estar de acuerdo en este punto.
Bostezo porque estoy cansado.
Me pegué en el codo con la pared.
Compré eso pero jamás lo usé.
Me traje esto de Australia.
No puedo aceptar una excusa como esa.
No puedo concentrarme cuando estoy cansada.
No puedo ir a la Policía con esto.
No le aguanto más.
No puedo dormir por el ruido.
Llevé a la espalda la bolsa pesada.
No fui capaz de comérmelo.
No sabía que Tom tenía tantos gatos.
No sabía dónde tomar el micro.
No quería tomar fotos.
No creo que acabas de decir eso.
No dudo en su capacidad para hacerlo.
¡No quiero volver a verte!
Esta noche no tengo ganas de beber alcohol.
No sé nada de caballos.
No sé que debía haber hecho.
No sé qué pasa allí.
No sé quién ha escrito esta carta.
No me gusta ir al hospital.
No me gusta decirle la verdad.
No me gusta decirles la verdad.
No me importa que haga calor.
Realmente no disfruto jugando al poker.
No recuerdo qué he de hacer.
No veo por qué tanto alboroto.
No creo que sea culpa de nadie.
No entiendo por qué la queréis.
No quiero volver a verte nunca.
No quiero escuchar tus teorías.
No quiero fastidiar la sorpresa.
No miro más ese programa.
Yo espero que el venga en cualquier momento.
Descubrí que su casa estaba ardiendo.
Recibí una llamada del colegio hoy.
Anoche soñé contigo.
Yo ya había escuchado esa canción una vez.
El mozo me llevó la maleta.
Tengo un amigo que trabaja para la NASA.
Tengo una fe plena en mi médico.
Tengo mucho trabajo que hacer mañana.
No tengo dinero, pero tengo sueños.
Tengo el derecho a llamar a mi abogado.
Tengo problemas con la gramática francesa.
No he comprado ningún mueble todavía.
Hace mucho tiempo que no lo veo.
Aún no he terminado mis deberes.
Ayer oí una hermosa canción.
He oído que tienes una hermosa voz.
Espero que todo esté bien.
Espero que sepas hacia dónde vas.
Solo necesito saber qué quiere Tom.
Sé cómo te sientes, pero se acabó.
Sé que estáis enamorados de mí.
Sé que ustedes están enamorados de mí.
Sé que nunca dejarías que Tom me lastimara.
Me reí tanto que me duele mi estómago.
Me gusta la sencillez del vestido de ella.
La conocí durante mi estancia en México.
Me perdí la película. ¿Tú la viste?
Necesito algo de tiempo para pensármelo.
Necesito saber tan pronto como sea posible.
Ya no quiero vivir en Boston.
Lo persuadí de tomar parte.
En mi tiempo libre toco la guitarra.
Te prometo que nunca te abandonaré.
Recibí una carta de mi hermana.
Vi a un perro sucio entrar al jardín.
Vi algo extraño en el cielo.
Debería haberme dejado la cámara en casa.
No tendría que haberte dicho nada.
En cierta manera entiendo tus sentimientos.
Todavía siento algo por ella.
Tomo el metro casi todos los días.
Creo que me gustaría ser tu amiga.
Creo que está por aquí.
Creo que eres mi mejor amigo.
Pensé que lo conocía, pero no.
Pensé que Tom prepararía desayuno.
Pensé que Tom estaba dormido en casa.
Pensé que eso era algo extraño.
Pensé que todos íbamos a morir.
Pensé que estabas trabajando para Tom.
Te dije que mantengas la boca cerrada.
Intenté escucharle atentamente.
Quiero unos zapatos marrones, no negros.
Quiero ser muy claro en eso.
Quiero saber cuánto tiempo va a tomar.
Quiero compartir algo contigo.
Quiero ser quien más destaque.
Quiero que tú recuerdes este momento.
Yo estuve ausente en el colegio ayer.
Ya empezaba a preocuparme por vosotras.
Fui educado por mi abuela.
Estaba haciendo algunas compras en el centro.
Estuve en Londres la mayor parte del verano.
Estaba hablando de otra cosa.
Fui el director por tres años.
Mis esfuerzos fueron bien recompensados.
No se suponía que te dijera eso.
Te daré el dinero mañana.
Me gustaría que Tom fuera mi hermano menor.
Me gustaría que hubieras escuchado cantar a Tom.
Ya no te molestaré esta noche.
No iré de ningún modo.
Me pregunto si pasó algo.
Trabajé duro para mantener a mi familia.
Me gustaría contarte algo.
No sería el mismo sin ti.
Agradecería que me ayudaras.
Me gustaría conocerte mejor.
Me gustaría vivir en Boston algún día.
Me encantaría saber cómo pasó.
Estaré ahí en menos de una hora.
Iré adonde quieras que vaya.
Te veré mañana en el desayuno.
Soy irlandés pero no hablo irlandés.
Me estoy empezando a sentir bastante seguro.
Estoy siendo bueno con usted esta mañana.
Yo estoy siendo buena con ustedes esta mañana.
Me voy a casar con ella en junio.
Voy al pozo a coger agua.
Espero vender mi coche por 300 dólares.
Solo estoy diciendo que no puedes culparme.
Estoy buscando un regalo para mi mujer.
Nunca más te llevo a pescar.
No estoy buscando una relación.
No estoy habituado a este tipo de cosas.
Ahora mismo me siento bastante incómodo.
Realmente estoy empezando a preocuparme.
Siento no poder verme contigo esta noche.
Lo siento, pero no tengo cambio.
Estoy seguro de que ya se está haciendo.
Yo soy tres años más joven que él.
Estoy muy ocupada, así que no cuentes conmigo.
Me sorprende mucho verte aquí.
Siempre me ha gustado jugar al fútbol.
Me he pasado todo el día buscándolo.
Tengo una idea genial.
Esta semana he comido fuera todos los días.
Acabo de recibir un texto de Tom.
Nunca he visto un frigorífico rojo.
Nunca me ha pasado por la cabeza desistir.
Si tuviera dinero, compraría un computador.
Si Tom lo dijo será verdad.
Si me muerdes te muerdo a ti.
En caso de incendio, rompa esta ventana.
¿El tomate es una fruta o un vegetal?
¿Es verdad que Tom fue a Boston?
¿Hay un vuelo por la tarde?
¿Alguien aquí no está de acuerdo?
¿Hay espacio para uno más?
Sucedió completamente por casualidad.
Esta tarde va a llover.
Es verdad que tiene más de setenta.
Aquí no hace tanto frío como en Alaska.
Ha debido llover durante la noche.
Nevó durante diez días consecutivos.
Ayer hizo más calor que hoy.
No era una novela muy interesante.
Es una palabra difícil de traducir.
Ya era hora de que alguien apareciese.
Es difícil encontrar un buen vendedor.
Tiene más de cien años.
No vale la pena leer más.
Si no es para tanto.
Es el momento perfecto para un beso.
Japón es muy rico en bellos paisajes.
Dejen más espacio entre las líneas.
Deja que te lleve la maleta.
Deja que te presente a mis padres.
Vamos a empezar con el primer capítulo.
Vamos a quedar en frente del teatro.
Simulemos que somos felices juntos.
La vida es dura sin tarjeta de crédito.
Abre cancha güey que voy a pasar.
Muchos estudiantes han fallado la prueba.
Mary está vestida con un ligero conjunto.
Mary llevaba un vestido estampado de flores.
¿Puedo escribir en esta hoja de papel?
Quizá deberíamos pedir indicaciones.
A mi hermano le gusta coleccionar sellos.
Mi chaqueta de plumas me mantiene bastante calentito.
Mi abuelo murió hace cinco años.
Mi marido y yo somos profesores.
Mis comidas son preparadas por mi madre.
Mi madre no es como las demás.
Mi hermana mayor es buena cantando.
Mi hermana es una chica muy guapa.
Me faltan el pasaporte y la cartera.
Nunca le temas a cometer errores.
Nadie me dijo que había fracasado.
Ya nadie quiere hablar conmigo.
Nada de esto me hace sentido.
No caben más cosas en el baúl.
Nada me sale bien hoy.
Una manzana podrida estropea todo el barril.
Nuestro destino depende de tus decisiones.
La gente es realmente estúpida a veces.
Jugar cartas es un pasatiempo popular.
Por favor deposita el dinero en un banco.
Haz el favor de explicarme la situación.
Por favor, llena este balde con agua.
Por favor, responda en chino o en inglés.
¡Prométame que no lo volverá a hacer nunca!
Pon ese libro sobre los demás.
La seguridad es lo más importante.
Comparte la comida con tu hermano.
Le aconsejó que tomara más leche.
Ella me preguntó si conocía su dirección.
Ella me llamó muchas cosas terribles.
Ella evaluó bien su propuesta.
Ella no quería hablar con nadie.
Ella no escucha ni un poco de música.
Ella prolongó su estadía por cinco días.
Ella encontró una necesidad y la satisfizo.
Ella se subió al auto y arrancó.
Tiene un gran dormitorio para ella sola.
Nunca ha cantado una canción con él.
Ella está empezando a tocar el piano.
Ahora ella es una perfecta extraña para mí.
Ella tiene un gato. El gato es blanco.
Ella dejó su paraguas en el tren.
Ella puede no estar consciente del peligro.
Ella dejó la escuela por motivos de salud.
Se anotó en un curso de español.
Ella estudió inglés por la mañana.
Ella se aprovechó de mi ignorancia.
Ella estaba leyendo un manual de jardinería.
Ella se fue sin decir nada.
Ella trabajaba de la mañana a la noche.
No es más guapa que su madre.
Andá más despacio. Estás manejando muy rápido.
Alguno de los pacientes están sufriendo.
Alguien tiene que cuidar del paciente.
Alguien dejó su paraguas.
Algo anda mal con el motor.
A veces me preocupo mucho por eso.
Una cosa así no puede pasar en Japón.
Ten cuidado de no romper los vasos.
Toma este medicamento cada seis horas.
Dile que me estoy dando una ducha.
Decidme cuándo os vais a ir.
Gracias por hacer esta pregunta.
Ese niño da mucha guerra.
Aquella distinción era merecida.
¡Ese tío me ha robado la cartera! ¡Deténganlo!
Esa isla tiene un clima tropical.
Es peligroso nadar en ese río.
La corbata le queda bien a tu camisa.
Eso te resolvería todos los problemas.
Es suficiente por hoy. Estoy cansado.
Eso es lo que ocurrió la última vez.
La clase de inglés comenzó a las 8:30.
El aire de esta habitación está muy cargado.
Nunca apresaron al incendiario.
El auditorio aplaudió en señal de aprobación.
El bebé está jugando con algunos juguetes.
Los pájaros en la jaula son canarios.
El niño entró corriendo a la habitación.
El chico tiene una manzana en el bolsillo.
El edificio tiene siete pisos de altura.
El gato enredó todos los hilos.
El niño le tiró una piedra al gato.
Las toallas limpias están en el cajón.
La conferencia terminó hace dos horas.
La puerta se abrió y salió un hombre.
La cerca la pintó mi padre.
Las primeras 24 horas son las más duras.
La niña en el vestido azul es Mary.
El hospital queda junto al colegio.
La isla estuvo totalmente desierta.
El lago está completamente congelado.
Los amantes iban del brazo.
Los medios no difunden esta noticia.
La reunión está a punto de empezar.
La única persona que conozco acá es Tom.
La pluma es más fuerte que la espada.
El avión aterrizó sin ningún problema.
La policía dijo que Tom estaba armado.
El cartero fue mordido por ese perro.
Los alumnos desobedecieron a su profesor.
Atraparon al ladrón esta mañana.
Los documentos secretos fueron triturados.
Las estrellas comenzaron a aparecer.
Los submarinos echaron a pique muchos barcos.
El té que tomamos allí era excelente.
El viaje durará por lo menos una semana.
Las ventanas de mi cuarto están rajadas.
Aquí hay muchos mosquitos.
En la Luna hay muchos cráteres.
Hay un televisor en este cuarto.
Hay mucha más agua de la necesaria.
No hay nada por lo que enfadarse.
No parece que haya prisa.
No hubo respuesta a mi pregunta.
No había radios aún entonces.
Sopla un aire muy fuerte.
No hay lugar donde sentarnos.
En realidad no hay nada más que decir.
Estas cabras son extremadamente sociables.
Todos trataron de hablar al mismo tiempo.
Son generosos con su dinero.
Han construido un asilo para ciegos.
Ellos no sabían qué hacer primero.
Ellos se escondieron en las sombras.
Ellos dijeron que su demanda era falsa.
En España se hablan muchas lenguas.
Ellos inspeccionarán la isla desierta.
Hoy ellos comieron mucha ensalada.
Esta bomba puede matar a mucha gente.
Este edificio pertenece a mi familia.
Este pupitre está diseñado para niños.
Esta fruta tiene un olor desagradable.
Todo esto es un gran malentendido.
Éste es el hospital en el que nací.
Esto es lo que compré en Australia.
No se debe exponer esto al sol.
Esta tienda solía reciclar papel.
Esta técnica no es fácil de aprender.
Esas dos guitarras se parecen mucho.
Han transcurrido tres años desde entonces.
Hoy aprenderemos tres palabras nuevas.
Tom admitió que él asesinó a Mary.
Tom y yo vimos una película juntos.
Tom y Mary son muy buenos amigos.
Tom y Mary decidieron adoptar a John.
Tom y Mary simplemente no confían en John.
Tom y Mary fueron a la cocina.
Tom vino a la fiesta con Mary.
Tom me pidió que le tirara la pelota.
Tom golpeó la mesa con su puño.
Tom compró una cámara nueva el mes pasado.
Tom vino a mi oficina esta mañana.
Tom sólo sabe hablar un poco de francés.
Tom no puede dejar de pensar en Mary.
Tom limpió el armario en su dormitorio.
Tom podía ver que Mary estaba interesada.
Tom no pudo obtener el empleo que quería.
Tom decidió pedirle ayuda a Mary.
Tom se merecía el castigo que recibió.
Tom no esperaba ver a Mary aquí.
Tom no sabía cuándo Mary conoció a John.
Tom no tomó a Mary demasiado en serio.
Tom no quiso decepcionar a Mary.
Tom se disfrazó de bombero.
Tom no tiene nada de clases hoy.
Tomás no tiene que preocuparse por mí.
Tom no sabe si vendrá Mary.
Tom no sabe qué debería hacer.
A Tom no le gusta comer verduras.
Tom no piensa antes de hablar.
Tom no quiere discutir con vosotras.
Tom no quiere unirse a nuestro grupo.
Tom desayuna con su madre.
Tom le explicó la agenda a Mary.
Tom olvidó su paraguas en el coche.
Tom murió en un extraño accidente.
Tom ya terminó su almuerzo.
Tom se ha ido a Boston por negocios.
Tom no tiene recuerdos de lo que ocurrió.
Tom ha visitado Boston tres veces.
Tom no lleva mucho dinero consigo.
Tom todavía no ha traducido el libro.
Tom es el hijo mayor de Mary, ¿verdad?
Tom es una autoridad en esa área.
Tom está allí con Mary y John.
Tom no está en prisión por ahora.
Tom aún está saliendo con Mary, ¿no?
Tom es la única persona para el trabajo.
Tom se está calentando junto al fuego.
Tom no está preocupado por sus calificaciones.
A Tom le gustás tal como sos.
Tom lucía como si hubiera visto un fantasma.
Tom le mencionó el incidente a Mary.
Tom se ofreció a pagar los desperfectos.
Tom se sirvió un vaso de leche.
Tom dijo que él estaba completamente desorientado.
Tom dijo que se sentía cansado.
Tom vio una ardilla en la distancia.
Tom rara vez olvida pagar la renta.
Tom no debió haber hecho enfadar a Mary.
Tom habla francés mejor que yo.
Tom guardó algunas cosas en mi casa.
Tom piensa en Mary todo el tiempo.
Tom pensó que era una solución adecuada.
Tom me dijo que Mary era su tipo.
Tom solía meditar todas las mañanas.
Tom quiere que yo te mande un mensaje.
Tom quiere suspender el matrimonio.
Tom estuvo acompañado por sus padres.
A Tom le mató un kamikaze.
Tom estaba a punto de morir de hambre.
Tom se sorprendió por el candor de Mary.
Tom bajó el río en una canoa.
Tom trabaja para una agencia de traducción.
La nueva novia de Tom es muy joven.
Tom, me gustaría que conozcas a alguien.
Trata de memorizar tanto como puedas.
Doscientos dólares son harto para mí.
Espera un momento fuera de la sala.
Acostumbramos a llevar zapatos.
No podemos seguir engañándonos.
No negociamos con terroristas.
La elegimos a ella como capitana del equipo.
Ese año tuvimos un verano muy cálido.
Tenemos cuatro clases de francés a la semana.
Tenemos que continuar haciendo nuestros trabajos.
Nos gusta aprender lenguas extranjeras.
Nosotros medimos la profundidad del río.
Necesitamos a alguien con dos cojones para hacerlo.
Alcanzamos la cima de la montaña.
Vimos un objeto extraño en el cielo.
Hablamos seriamente el uno con el otro.
Queremos que seas el capitán del equipo.
Nos sorprendimos al escuchar la noticia.
Tendremos un asado en la playa.
Necesitaremos treinta dólares extra.
Comenzaremos cuando tú estés listo.
Nos vamos a comprar un coche.
No estamos haciendo esto por dinero.
Ya hemos tratado ese tema.
Bueno, la noche es joven, ¿no es cierto?
¿Cuáles son algunas de las desventajas?
¿Qué acaba de decir el anuncio?
¿Qué aprendieron en la escuela hoy?
¿Qué tenéis en común Tom y tú?
¿Qué planea hacer este verano?
¿Qué crees que está haciendo ella ahora?
¿Qué tiene que ver Tom con esto?
¿Qué más dijo tu padre, Tom?
¿En qué se basa el argumento?
¿Qué clase de ordenador usa Tom?
¿Qué clase de vino recomienda usted?
Me robaron el poco dinero que tenía.
¿A qué hora te levantas los domingos?
¿A qué hora sueles irte a dormir?
¿Qué almorzarás hoy?
¿Qué dirá Tomás sobre eso?
¿Cuál es tu comercial de TV preferido?
¿Cuál es tu constelación favorita?
Cuando llegué a casa tenía mucha hambre.
¿Cuándo volvieron de Boston?
¿Cuándo fue la última vez que te reíste?
¿Cuándo vas a terminar tu tarea?
¿Dónde puse mis lentes de lectura?
¿Dónde está la entrada del museo?
¿Quién de vosotras no estaba en el autobús?
¿Quién de vosotros no estaba en el bus?
¿Qué historia quieres que lea?
Mientras hay vida, hay esperanza.
¿A quién tengo que dirigir la carta?
¿En tu casa quién lleva los pantalones?
¿Quién es tu amigo más interesante?
¿Por qué me estás mirando de esa manera?
¿Por qué decidiste aprender francés?
¿Por qué no llamaste antes de venir?
¿Por qué me sigue pasando esto?
¿Por qué no entras y esperas?
¿Llegaremos al concierto a tiempo?
¿Me avisarás cuando venga?
¿Por qué no vienes a mi fiesta?
¿Te gustaría ver el menú?
¿Os gustaría hablar con un abogado?
¿Puedes cantarnos una canción en francés?
Escribe tu fecha de nacimiento aquí.
Escriba su nombre en mayúsculas.
Tú y yo tenemos algo en común.
Haces preguntas de todo.
Podrías hacer eso si quisieras.
No te afiliaste a ese club, ¿verdad?
No tienes que hacer lo que diga Tom.
Tienes mucho dinero, ¿no?
No tienes nada de qué lamentarte.
Te debes memorizar esta frase.
Te queda bien el pelo corto.
Debes proseguir con tu plan.
Necesitas consultar un psiquiatra.
Deberías escuchar a tu madre.
Deberías tener cuidado con lo que dices.
Deberías ir a verlo por ti misma.
Deberías intentar ser más como Tom.
Estabas exagerando, ¿verdad?
Mejor vete. Se está haciendo tarde.
Me estás contando la misma historia de siempre.
Eres bastante olvidadizo, ¿verdad?
La gente joven puede perder el tiempo.
Tu hija ya no es una niña.
Tus ideas son un poco anticuadas.
Su desvergüenza es infinita.
Un puente da acceso a la isla.
Muchos trabajos son hechos por las computadoras.
Salió un tema nuevo en la conversación.
Ocurrió una cosa terrible la semana pasada.
De hecho, es todo lo contrario.
Cada uno de nosotros recibió trescientos dólares.
Cualquier cantidad de dinero será bienvenida.
¿Es usted aquí profesor o alumno?
¿Estás seguro de que nadie te siguió?
¿Conoces el lenguaje de signos?
¿Dices que mi vida está en peligro?
¿Estás diciendo que no quieres ir?
Pregúntele cuándo sale el próximo avión.
Las mujeres australianas son muy bellas.
Las dos chicas tosieron al mismo tiempo.
Los chicos son más agresivos que las chicas.
¿Puedo tomarlo prestado durante unas dos semanas?
¿Puedes recomendarme un buen diccionario?
La imprudencia a menudo causa accidentes.
Cenicienta tenía dos hermanastras malvadas.
Domínese, no se ponga usted así.
¿Puede hablar más despacio, por favor?
La democracia es una forma de gobierno.
¿Le ha pedido la cuenta al camarero?
¿Has dormido suficiente esta noche?
¿Pusiste una estampilla en el sobre?
¿No te dije que cerraras la puerta?
¿Los psiquiatras necesitan un psiquiatra?
¿Tienes periódicos japoneses?
¿Tienes algo para el dolor de cabeza?
¿Tienen experiencia profesional?
¿Sabes cómo se usa un diccionario?
¿Sabés el nombre de esta flor?
¿Sabes dónde está mi libro de cocina?
¿De verdad quieres dejar tu trabajo?
¿Crees que realmente se rendirá?
¿Quieres el resto de mi sándwich?
¿Quieres que nosotros trabajemos hasta tarde esta noche?
¿Tu hermano sabe conducir?
No molesten a Tom mientras está durmiendo.
No bebas de la botella, por favor.
No dejes que nadie se acerque al fuego.
No me digas que sientes lástima de mí.
¿No tienes nada bonito que decir?
Beber es dañino para tu salud.
'Picotear' entre comidas es un mal hábito.
Todo estudiante conoce la canción de la escuela.
Todos sonríen en la fotografía.
Toda la ciudad está al corriente.
Cuando es de noche, todo parece distinto.
Afortunadamente llegué a clases.
Desde allí se veía perfectamente.
¡Que te haga los deberes tu madre!
Los buenos libros siempre merecen la pena leerlos.
¿Estuviste bebiendo mucho últimamente?
¿Has oído algo así alguna vez?
¿Terminaste de comer tu almuerzo?
¿Les has contado a tus padres sobre mí?
Él atendió a esa reunión en mi lugar.
Él se inclinó y cogió la pelota.
Vino a verme cuando no estaba.
Él podía correr rápido cuando era joven.
Se dedicó a leer libros.
Murió cuando tenía apenas treinta años.
Él no quiere vivir en la ciudad.
Al final descubrió cómo hacerlo.
Se enronqueció de tanto gritar.
Él tenía una desagradable voz chillona.
Tiene un perfecto dominio del inglés.
Él ha visitado Europa varias veces.
Él es inaccesible para sus empleados.
Él siguió esperando durante horas.
Él se decidió a estudiar de intercambio.
Él se puso la camisa al revés.
Él dice que no se quitará de fumar.
Pareció sorprendido cuando se lo conté.
Él pasó la tarde leyendo un libro.
Él estaba parado ahí con los ojos cerrados.
Él me dijo que deje la ventana abierta.
Él quiere el mejor resultado para su dinero.
Fue arrestado por conducir ebrio.
Le sancionaron por conducir ebrio.
Él estaba sentado con los brazos cruzados.
Se fue sin decir adiós.
Él trabajaba día y noche, y cayó enfermo.
Está casado y tiene tres hijos.
Su cara delataba sus sentimientos verdaderos.
Su falda es amarilla con lunares.
Su condición podría haber sido peor.
Su hijo desapareció hace siete años.
¿Cómo ocurrió el accidente de tráfico?
¿Cómo resolviste este problema?
¿Cómo crees que me hace sentir eso?
¿Cuánto tiempo de vacaciones tienes en Navidad?
¿Cuántos malvaviscos trajisteis?
¿Cuántos estudiantes hay en tu clase?
¿Cuánto dinero lleva usted encima?
Date prisa o perderás el avión.
Ya sé lo que haré.
Estoy verdaderamente contento con mi auto nuevo.
Discutí con ellos acerca de la cuestión.
Asumo que tu misión fue un éxito.
Te aseguro que esta es la auténtica.
Ayer compré un bolígrafo igual al tuyo.
Puedo llevarle las maletas.
Puedo quedarme aquí hasta que vuelvas.
Entiendo tu punto de vista.
No puedo hacer nada más. Lo siento.
No me imagino lo que está pensando.
No sé hablar francés tan bien como Tom.
No me las puedo arreglar sin este diccionario.
No podía contestar todas las preguntas.
No pude reparar esta nevera.
No participé en el diálogo.
No lo hice todo yo solo.
No os esperaba tan pronto.
No tuve que pagar todo el importe.
No conocía que Tom era canadiense.
No me dijiste que eras tan ambicioso.
No necesitaba hacerlo enseguida.
Lo hago en mi tiempo libre.
No me llevo bien con mis vecinos.
No tengo dinero suficiente para viajar.
Ya no beso a Tom muy a menudo.
No conozco a ninguno de sus hermanos.
No sé mucho acerca de tu familia.
No sé dónde se conocieron Tom y María.
Ninguna de esas pinturas me gusta.
No me molesta si abres la ventana.
No me acuerdo dónde puse mi llave.
No creo que ésta sea la correcta.
No quiero que Tom oiga de esto.
No quiero comer sobras otra vez.
No te quiero ver más la cara.
No quiero escribir con este bolígrafo.
No veo películas en mi ordenador.
Sentí algo subir arrastrándose por mi brazo.
Me llevo bien con mi hermano menor.
Creo que no fui suficientemente claro.
No me costó encontrar su oficina.
Tengo una gran colección de estampillas.
Acabo de estar en la oficina de correos.
Tengo algo que quiero mostrarte.
Debo cambiar la foto del perfil.
Desde entonces no he oído nada de ella.
No he leído ninguna de sus novelas.
Le ayudé a mi madre con la comida.
Espero que no estén hablando de mí.
Me hice daño con un cuchillo afilado.
Sabía que Tom llegaría al final.
Sé que Tom estuvo desconcertado por eso.
Dejo que mi hermana use mi ordenador nuevo.
Miré pero no vi nada.
Cometí algunos errores en el examen.
Me hace falta hilo para coser este botón.
No he tenido nunca la oportunidad de ocuparlo.
Jamás quiero volver a oír su nombre.
Lo persuadí de consultar a un doctor.
Leí el libro de cabo a rabo.
Me ha encantado su forma de cantar.
Recuerdo haberos visto a todos en alguna parte.
Lo vi caminando solo en el parque.
A veces le pongo un poco de sal.
Derramé café en tu mantel.
Nadé mucho durante las vacaciones de verano.
Creo que he oído esta canción antes.
Creo que Tom sigue en Boston.
Creo que el tiempo solucionará el problema.
Pensé que Tom podría necesitar hacer eso.
Pensé mucho en lo que dijiste.
Pensaba que Tom era tu hermano.
Pensé que eso era muy interesante.
Pensé que podríamos hacer esto juntos.
Pensé que querías ser bailarina.
Te dije que Tom no nos decepcionaría.
Yo la amaba, pero ya no más.
Cuando era joven, me iba caminando al colegio.
Quiero ir a la escuela en Australia.
Quiero saber qué está pasando acá.
Quiero viajar por todo el mundo.
Quería hablaros de esto.
Fui obligado a aceptar su propuesta.
Yo no era consciente de su presencia.
Yo era muy niño cuando sucedió eso.
Miro televisión con mi hija.
Estaré en secundaria el próximo abril.
No me quedaré aquí por mucho.
Desearía tener una novia hermosa.
Me gustaría que alguno lo hiciera por mí.
Me pregunto si volveré a verte alguna vez.
Tendría que estar loco para esperar semejante cosa.
Quisiera desayunar con usted.
Me gustaría abrir una cuenta corriente.
Preferiría salir que quedarme adentro.
Cumpliré dieciséis en mi próximo cumpleaños.
Yo tomaré arroz, sopa miso y natto.
Me quedaré aquí y te haré compañía.
Intentaré practicar más mi francés.
Me aburro y no sé qué hacer.
Me bajo en la siguiente estación.
Te voy a cocinar una deliciosa cena.
Voy a tomarle la medida.
Le debo 10.000 $ a mi tío.
Hoy no estoy más atareado que de costumbre.
No diré que no era fácil.
Estoy muy confiado en mis capacidades.
Lamento que hayas resultado involucrado en esto.
Estoy seguro de que Tom solo intenta ayudar.
Estoy seguro de que mantendrá su palabra.
Estoy tratando de pensar en otro plan.
Siempre he preferido trabajar solo.
Te estoy aguardando hace horas.
He olvidado cómo ponerme la pajarita.
Nunca lo había hecho de esa forma.
Nunca he visto uno de estos antes.
He visto delfines más inteligentes que tú.
Si me alcanzase el dinero, compraría esto.
Si tú no vas, yo tampoco.
Si tú no me lo recuerdas, me olvidaré.
Si te das prisa, le superarás.
En otras palabras, es un perezoso.
¿Va a ser posible ver Venus esta noche?
¿Hay un peluquero en el hotel?
¿Es ésta tu copia del diccionario?
Tiene cierta relación con este problema.
Es necesario que vayas ahí.
No hace falta venir mañana.
Solo pasa una vez cada 30 años.
Parece que nadie sabía la verdad.
Me tomó varias horas abrirlo.
Fue tonto de mi parte creer aquello.
Dolerá un poco, pero no mucho.
Es una forma excelente de conocer gente nueva.
Es difícil vivir en esta ciudad.
No hace falta venir mañana.
Es posible que hubiera fraude electoral.
Depende de ti tomar la decisión.
Haga de cuenta que nada ha ocurrido.
Los volantines fueron inventados hace 2.000 años atrás.
Juntémonos aquí una vez a la semana.
Esperemos que el próximo año sea mejor.
Acabemos esta discusión.
Vamos a comenzar por las preguntas sencillas.
Pensar lógicamente no es mi fuerte.
El amor y el odio son sentimientos opuestos.
Mucha gente en el mundo está hambrienta.
María negó haber robado el dinero.
Mary aún no ha regado las plantas.
Mary dijo que haría los deberes.
Enterraron a Mary junto a su esposo.
La carne y huevos tienen mucha proteína.
Mi tía lleva muerta dos años.
Mi hermano ha sido simpático con él.
Mi prima me invitó a su boda.
Mi sueño es ser bombera.
Mi padre no bebe ni fuma.
Mi padrino me dio esa camisa roja.
Mi marido siempre está leyendo en la cama.
Mi hermano mayor sabe conducir.
Mis padres me recogieron de la escuela.
Mi hermana está cocinando en la cocina.
Mi esposa aún no conoce a mis padres.
Ningún regalo es más precioso que la confianza.
Nadie va a pensar eso.
Realmente nadie sabe qué está pasando.
Nadie entendió ese problema matemático.
Nadie cree que Tom gane la carrera.
No todo el mundo quiere ser artista.
No hay nada tan importante como el tiempo.
Me está saliendo una muela del juicio.
Abre la puerta y déjame entrar, por favor.
Nuestras calles se inundan cuando llueve.
Pásenme la sal y la pimienta, por favor.
Quizás llueva en la tarde.
Llena el cubo con arena, por favor.
Llene el cubo de arena, por favor.
Por favor, vete y para de fastidiarme.
Por favor, habla tan claramente como sea posible.
Por favor, escriba su nombre en este libro.
Leer libros le hará más inteligente.
Le aconsejó que se hiciera profesor.
Ella me asesora en asuntos técnicos.
Ella lo culpó de todos sus problemas.
Sabe nadar tan rápido como su hermano.
Ella murió dos días después de su llegada.
Ella terminó casándose con él.
Ella le dio algo caliente para beber.
Ella tiene una hija pianista.
Le ha perdonado todo.
Ella puede contestar a tu pregunta.
Ella está muy enfadada con sus hijos.
Se miró en el espejo.
Ella se hizo amiga suya en Boston.
Ella pidió ayuda, pero nadie vino.
Le envió una postal desde Boston.
Ella padece hipotensión.
Ella estaba siempre practicando piano.
Ella era tímida en la escuela secundaria.
Ella no iría de paseo con él.
La esclavitud es un crimen hacia la humanidad.
Los soldados deben obedecer a sus comandantes.
Alguien llamó mi nombre en la oscuridad.
¡Hay alguien en la calle; para el coche!
Lo siento, no aceptamos tarjetas de crédito.
Las estrellas no se ven durante el día.
Se supone que los estudiantes estudien arduamente.
Un problema tal es difícil de tratar.
Cruzá la calle con cuidado.
Llévate el chubasquero por si llueve.
Llevad el chubasquero por si llueve.
Llévese el impermeable por si llueve.
Lleven el impermeable por si llueve.
Gracias por dibujar un pájaro para mí.
Gracias por señalar lo que es obvio.
Ese vestido azul te queda requetebién.
Ese escritorio no cabe en esta habitación.
Esa no es la respuesta que esperábamos.
Ese plan tiene algunos inconvenientes.
La estrategia obviamente no funcionó.
Esa palabra es muy difícil de traducir.
Ésa es la casa en que nació Tom.
La radiografía mostró dos dedos rotos.
El aire acondicionado está estropeado.
La temperatura promedio subió.
Lo mejor es decir la verdad.
El niño debe haber roto la ventana.
El autobús tuvo un retraso de diez minutos.
El capitán controla toda la nave.
Aviones enemigos bombardearon la ciudad.
La compañía quiere contratar a veinte personas.
Los buzos quedaron atrapados en la caverna.
El doctor erró en el diagnóstico.
La puerta está cerrada con llave desde dentro.
El elefante es un animal muy grande.
El experimento confirmó su teoría.
Las flores del jarrón se han marchitado.
El partido fue aplazado hasta la siguiente semana.
Los pañuelos están en el cajón.
El caballo se detuvo y no se movía.
El juez está dispuesto a fallar.
El lago está rodeado de montañas.
La criada lo llevará a su casa.
Los monos se espulgan unos a otros.
El nuevo sofá combina con las cortinas.
El anciano me contó una historia extraña.
La lastimosa escena nos conmovió hasta las lágrimas.
La policía cogió al asesino.
El presidente ha abolido la esclavitud.
La fiscalía ofreció un acuerdo.
El resultado fue bien decepcionante.
La habitación está empezando a calentarse ahora.
La situación parecía estar fuera de control.
El sol nace más temprano en el verano.
El sistema está funcionando muy bien ahora.
La llamada telefónica duró seis horas.
El tren pasa cada treinta minutos.
La tasa de desempleo ascendió un 5 %.
La pared me cubría de la lluvia.
Su casa está lejos de la estación.
Hay muchos terremotos en Japón.
Hay algunos pájaros que no pueden volar.
Hay una libélula en el techo.
Tu pregunta no tiene respuesta.
No queda carne en el refrigerador.
No hay motivo para enfadarse.
Justo aquí había una tienda.
Había harta comida en la casa.
Hay un cajón secreto en el escritorio.
No hay razón para que lo hagamos.
Hay alguien que quiero que conozcas.
Hay algo que tienes que saber.
Estas cajas están hechas de plástico.
Estos rinocerontes nacieron en cautividad.
Ambos son unos jueces muy competentes.
Ellos ni siquiera sabían que estábamos ahí.
Ellos donaron dinero a la Cruz Roja.
Tienen dos hijos y una hija.
Han dado parte a las autoridades.
Le dijeron que era su prisionero.
Ellos fueron abandonados por su madre.
No nos van a dejar en paz.
Este libro nos será muy útil.
Esta conversación está siendo grabada.
Esto me da fuerzas para continuar.
El manejo de esto ofrece peligro.
Aquí es donde nací y me crie.
Este tipo de trabajo es muy peligroso.
Esta película es apropiada para niños.
Huele mal, pero sabe bien.
Este vino es supercaro.
Para ser sincero, no me gusta.
Hoy quiero comer algo ligero.
Tom casi se olvidó de la reunión.
Ambos, Tom y Mary, entrenan a John.
Tom y Mary son personas inteligentes.
Tom y Mary apenas se conocen.
Tom y Mary no tienen nada en común.
Tom y Mary estaban en la misma clase.
Tom se comió una bolsa entera de malvaviscos.
Tom abordó un tren con destino a Tokio.
Tom sabe hablar y escribir en francés.
Tom murió asfixiado con un tito de aceituna.
Tom podría ser inmune a esa enfermedad.
Tom no pudo conseguir el libro que quería.
Tom no podía quitar sus ojos de Mary.
Tom hizo la tarea en la cocina.
Tom no hizo nada para ayudar a Mary.
Tom no sabía que Mary estaría ahí.
Tom no dijo cuándo regresaría.
Tom no siempre obedece a sus padres.
Tom no tiene que trabajar los lunes.
Tom no sabe montar en bicicleta.
A Tom no le gusta hablar en público.
Tom no parece saber quiénes somos.
Tom ya no quiere estar aquí.
Tom no quiere hablar con nadie.
Tom explicó como fue que perdió el dinero.
Tom se sintió obligado a decir algo.
Tom olvidó en donde puso sus lentes.
Tom tenía una buena razón para no ir.
Tom no tuvo tiempo de terminar la historia.
Tom tiene un lugar especial en mi corazón.
Tom tiene dificultades para tomar decisiones.
Tom no tiene nada en común con Mary.
Tom tiene problemas para pararse en una pierna.
Tom escondió algunos papeles detrás de su espalda.
Tom es diseñador gráfico, ¿verdad?
Tom es un físico muy elogiado.
Tom es un muy buen intérprete de acordeón.
Tom está comprando unas flores para Mary.
A Tom le va muy bien en Australia.
Tom está de vacaciones con sus padres.
Tom es alguien que no te da confianza.
Tom es padre de tres hijos.
Tom está escribiendo un libro, ¿no?
Tom sabía que Mary no lo defraudaría.
Tom no sabe casi nada acerca de Mary.
Tom vivió unos años en Boston.
Tom podría haber robado la cámara de Mary.
A menudo, Tom desayuna solo.
Tom tocó un vals en su acordeón.
Tom puso la sartén sobre la estufa.
Tom rescató al gato de las llamas.
Tom dijo que estaba muy satisfecho.
Tom parece incómodo y enojado.
Tom me enseñó a usar su cámara.
Tom habló con Mary por el teléfono.
Tom cree que Mary sabe dónde está John.
Tom tiró el libro de Mary al fuego.
Tom se dio una ducha fría esta mañana.
Tom trató de convencerme de hacer eso.
Tom quería que Mary se fuera de inmediato.
Tom quería hablar con Mary al respecto.
Tom quiere comprarle un regalo a María.
Tom fue obligado a firmar el documento.
Tom no pudo dormir en el bus.
Tom deberá salir del edificio.
Tom nunca te hubiera vendido su coche.
Traduce el pasaje palabra por palabra.
Una vez acabes, apaga la luz.
Dos vasos de zumo de naranja, por favor.
Esperad aquí mientras voy a por vuestros abrigos.
Estamos de acuerdo en esta materia.
Le compramos un paraguas caro a Tom.
Nosotros limpiamos nuestra sala después de clases.
Descubrimos que todo era mentira.
No tenemos que pedir permiso.
Nos lo pasamos muy bien en la playa.
Tenemos un club de boxeo en la escuela.
Hemos terminado el trabajo para hoy.
Tenemos tres árboles en nuestro patio trasero.
Seguimos creyendo que no merece la pena.
Podemos idear algunas maneras de huir.
Tenemos que remplazar nuestro calentador de agua.
Vimos otro barco en la lejanía.
Pasamos un día tranquilo en el campo.
Permanecimos fuera hasta que anocheció.
Queremos ir a Boston y a Chicago.
Queremos medir tu presión sanguínea.
Estuvimos de viaje durante el verano.
Nos casaremos en octubre.
Estamos decepcionados con los resultados.
Está a punto de acabársenos el tiempo.
Bienvenido de vuelta, Tom. Te extrañamos.
¡Qué casualidad encontrarle aquí!
¿Qué puedo hacer con todas estas cebollas?
¿Qué te parece este conjunto?
¿De qué nos quieren proteger?
¿Qué ha llegado a lograr la violencia?
¿Qué lugares desearías visitar?
¿Qué era lo que él estaba buscando?
¿Cuál es la temperatura promedio aquí?
¿Cuál es tu canción favorita de Bob Dylan?
¿Cuál es tu marca favorita de lápiz labial?
Lo que pueda ir mal, irá mal.
¿Cuándo empezasteis a estudiar inglés?
¿Cuándo vas a terminar tu tarea?
¿Dónde te quitaste las gafas?
Querer es poder.
¿Para ti qué comida sabe mejor?
¿Con quién sueles ir a nadar?
¿Quién es esa mujer con un abrigo marrón?
¿Quién es ese chico parado en la puerta?
¿A quién le toca lavar los platos?
¿Por qué invitaste a Tom a la fiesta?
¿Por qué no pensaste en eso antes?
¿Por qué le gusta tanto Australia a Tom?
¿Y si te tomas la temperatura?
¿Por qué alguien haría eso a propósito?
¿Estarás listo para partir mañana?
Tras un día, ellos estaban en Francia.
¿Dejarían de estarse peleando?
¿Me ayudás a limpiar el dormitorio?
¿Te apetecería venirte de excursión con nosotros?
¿Podría mostrarme esa falda, por favor?
Los escritores suelen recurrir a un diccionario.
Puedes usar mi ordenador si quieres.
Usted puede usar mi ordenador si quiere.
No puedes pedir peras a un olmo.
No tienen derecho a hacer esto.
Realmente no entiendes, ¿no?
Usted no parece especialmente complacido.
Tuviste tu oportunidad y la arruinaste.
Tienes que elegir tu propio destino.
Te gusta la música clásica, ¿no?
Debes haber estado trabajando demasiado.
Tú debiste haber venido a nuestra fiesta.
Debiste haber aceptado su consejo.
Aprende de tus errores.
Deberíais haber venido un poco antes.
No debes caer en la tentación.
No conseguirás nada haciendo eso.
O estás con nosotros o contra nosotros.
Os va a gustar trabajar para mí.
Me estás empezando a poner de los nervios.
Eres la única que puede ayudarme.
Tu conducta es absolutamente vergonzosa.
Tu escritura es parecida a la mía.
Tus zapatos están aquí. ¿Dónde están los míos?
«¿A él le gusta la música?» «Sí.»
Se reunió una multitud para observar la pelea.
Ahí solía vivir un monstruo espantoso.
Un perrito me siguió meneando su cola.
Un hombre sabio se beneficia de sus errores.
Todas las invenciones surgen de la necesidad.
Todo lo que hay que hacer es concentrarse.
Ayer ocurrió un horrible accidente.
¿Hay aquí revistas gráficas?
¿Eres estudiante de secundaria?
¿Va usted al concierto esta noche?
¿Aún sigue enamorado de su mujer?
¿De verdad no quieres nada?
Por lo general, acá no nieva mucho.
Alguna vez hubo un puente aquí.
Debes estar atento de los carteristas.
El budismo tuvo sus orígenes en la India.
¿Puede prestarme su teléfono un momento?
¿Podés hablar un poco más lento?
Cancélalo en cuanto puedas, por favor.
Los niños deberían tomar leche todos los días.
Mi auto es chico comparado con el tuyo.
Copenhague es la capital de Dinamarca.
¿Podría darme algunos minutos más?
¿Podría hablar más fuerte?, no le escucho.
¿Encontró Tom lo que estaba buscando?
¿Tuviste una lección de piano aquel día?
¿Te acordaste de tirar de la cadena?
¿Todos los miembros están de acuerdo contigo?
¿Tiene un hogar en su casa?
¿Tiene bebidas sin alcohol?
¿Sabes si acaso ella puede hablar inglés?
¿Sabes por qué dejaron de hablar?
¿De verdad quieres vivir en Boston?
¿Crees que él se parece a su padre?
¿Crees que nos hará buen tiempo?
¿Quieres helado de chocolate?
¿Quieres hacerme algunas preguntas?
¿Te lavas las manos antes de comer?
¿Va Tom a beber a menudo con Mary?
¿Significa esto lo que yo creo que significa?
No olvides sacar la basura.
A caballo regalado no le mires el diente.
¡No pongas tanta pimienta en la sopa!
¡No hables así a tus padres!
¿No te sientes un poco fuera de lugar?
Los elefantes están en peligro de extinción.
Cada miembro del club estaba presente.
Todo el mundo estará en casa por Navidad.
Explica cuáles son exactamente las razones.
Las flores se mueren si no tienen agua.
Vístete rápido y ven conmigo.
Tenga paciencia por uno o dos días más.
¿Has sentido nauseas últimamente?
Él la acusó de haberle mentido.
Se convida siempre a cenar.
Desempeñó muy bien su misión.
Él decidió presentar su dimisión.
Él no se mezcla con los aldeanos.
Él disfrutaba leyendo novelas policiacas.
Él fue tanteando su camino en la oscuridad.
Halló los zapatos demasiado pequeños para él.
Él escapó disfrazado de policía.
Tiene la costumbre de chupar el lápiz.
Se dirigió hacia la puerta a toda velocidad.
Él es más bien profesor antes que escritor.
Él es idéntico a su hermano mayor.
Él está acostumbrado a esta clase de situaciones.
Vivió una vida solitaria en el bosque.
Él debe estar loco para actuar así.
Él levantó la mano para hacer una pregunta.
Él lee el periódico todas las mañanas.
Él dice que ha estado antes en Hawái.
Él fuma un paquete de puchos por día.
Él piensa que es apto para el puesto.
Estaba conduciendo el coche a toda velocidad.
Era lo suficiente insensato para creerla.
Era lo suficientemente insensata para creerla.
Él se lastimó en un accidente de tránsito.
Él estaba parado en la esquina.
Él fue a América a estudiar medicina.
Él no es más que un vulgar granuja.
Su novela saldrá el próximo mes.
Su respuesta distaba mucho de ser satisfactoria.
Su perro le sigue adondequiera que vaya.
Su oficina se encuentra cerca de la estación.
Su forma de pensar es muy infantil.
¿Cómo puedes decir semejante tontería?
¿Cómo se dice "lo siento" en francés?
¿Cuánto tiempo has estado como médico aquí?
¿Cuántos amigos chinos tienes?
¿Cuántas estaciones hay en un año?
¡Date prisa! Ya deberías estar preparado.
Ya te dije todo lo que sé.
Siempre que estoy sola pienso en él.
Estoy familiarizado con este barrio.
Supongo que sabes de qué se trata esto.
Creo que Tom está equivocado en eso.
Compré la misma cámara que tienes tú.
No puedo creer que te esté contando esto.
Sin gafas no veo nada.
No puedo decirte seguro dónde vive él.
Nadaba más rápido cuando era joven.
Cada vez que escucho esta canción, lloro.
No sabía que Tom no podía nadar.
No sabía que podías cocinar tan bien.
No pensé que sería tanto.
Pensé que no te gustaría hacerlo.
No quería contarle a Tom de esto.
No me importa cuánto ganas.
No tengo dinero por ahora.
No sé nada sobre nada.
No sé qué haría yo sin ti.
No sé si reír o llorar.
No recuerdo nada sobre ellos.
No creo haber quebrado ninguna norma.
No quiero espagueti otra vez esta noche.
No quiero involucrarme en esto.
Desayuno fruta y yogur.
Siento como si estuviera convirtiéndome en alguien más.
Sentí que era innecesario pedir ayuda.
Supongo que es algo que podríamos hacer.
Hice que llevaran mi maleta a mi habitación.
Esta tarde tengo una cita.
Almuerzo al mediodía con mis amigos.
Nunca he visto un frigo rojo.
No tengo nada que decirte ahora mismo.
No he terminado de leer este libro.
No te he visto desde la secundaria.
Oí acerca de tus problemas con Tom.
Espero no estar interrumpiendo nada.
Yo troto cada mañana antes del desayuno.
No sé absolutamente nada sobre eso.
Sé que no quieres que pase esto.
Me gustan las historias con final triste.
Tengo ganas de verte bailar.
Logré reparar mi coche yo solo.
Debo confesar que aún no lo he leído.
Necesito discutir algo con ustedes.
Me quedé dormido porque me quedé hasta tarde.
Prefiero andar descalzo por la casa.
Rápidamente dirigí mi mirada a la puerta.
Recuerdo la casa en la que crecí.
No debí haberme quedado despierto toda la noche.
Hablé por teléfono con mi tío.
Aún no sé a quién debería elegir.
Estudio inglés los lunes y los viernes.
Creo que Tom ha tomado una buena decisión.
Creo que Tomás tiene treinta años.
Creo que deberíamos contratar más personas.
Pienso que usted es una persona muy agradable.
Pensé en intentar lo que Tom sugirió.
Creo que reconocí tu coche.
Pensé que íbamos a hablar.
Pensé que habías dicho que Tom es peligroso.
Intenté aprender la melodía de memoria.
Solía escuchar programas en inglés.
Visité el pueblo en el que nació.
Yo quiero participar en la protesta.
El año pasado yo era novato.
Estaba muy preocupado por tu seguridad.
Yo definitivamente asistiré a tu funeral.
Ojalá hubiera escuchado tu consejo.
No podré visitarte más.
No me rendiré, sin importar lo que digas.
Me pregunto cuánto durará esto.
Me pregunto si Tom está enojado o no.
A mí también me gustaría escuchar tu voz.
No habría podido hacer eso.
Me gustaría ir a Australia alguna vez.
Me gustaría verte cuando estés libre.
Preferiría aquella negra de allí.
Voy a tomar vacaciones el próximo mes.
Te daré un buen consejo.
Haré como que no lo he oído.
Te veo mañana en la biblioteca.
Yo cuidaré esta noche a tu niño.
Me temo que vamos en la dirección equivocada.
Mañana voy a comprar unos libros.
Mañana me voy de picnic.
Estoy en el primer año de instituto.
No estoy autorizado para negociar eso.
Hoy no voy a trabajar contigo.
No me sorprende que usted no lo recuerde.
En realidad no me interesa la historia.
Estoy sorprendido de que ganaras el premio.
Estoy preocupado por la salud de mi madre.
He estado ocupado escribiendo una pequeña historia.
Llevo buscándola toda la mañana.
He depositado el dinero en el banco.
Me he habituado a vivir solo.
Repentinamente empecé a ganar peso.
Si fuera cierto, ¿qué haría usted?
Si no conoces las respuestas, adivina.
En octubre, las hojas comienzan a caer.
¿Tom aún tiene problemas para dormir?
¿Está abierto el supermercado esta noche?
¿Hay alguien en el probador?
Que tú sepas no me sorprende.
Está claro que él vendrá aquí.
No se puede cambiar el pasado.
Parece que has tenido un día ajetreado.
Parece que el verano finalmente está aquí.
Parece que ha ocurrido algo.
Me tomó un rato convencerla.
Fue planeado para que pareciera un accidente.
Fue el momento perfecto para un beso.
Sería mejor no beberlo.
Todo es tan sólo un gran malentendido.
Es fácil cortar queso con un cuchillo.
No es para nada difícil hacerlo.
Solo quedan unos tres días para Navidad.
Enero usualmente es el mes más frío.
Kioto es la antigua capital de Japón.
Aprender lenguas extranjeras es aburrido.
Primero veamos qué está pasando.
No pintemos demasiado bonito el cuadro.
Probemos algo un poco más sencillo.
Cierra las ventanas antes de acostarte.
En Nueva York viven muchos artistas famosos.
María y yo planeamos tener dos hijos.
María no es la hija biológica de Tomás.
Mary se quedó impresionada con lo que vio.
El mercurio es también conocido como azogue.
Mi hermano se ha comprado una guitarra eléctrica.
A mi hija le gusta jugar con muñecas.
Mi sueño es estudiar francés en París.
Mi papá está en el baño afeitándose.
Mi abuelo murió cuando yo era un niño.
Mi madre me regaló su máquina de coser.
Mis padres quieren que estudie medicina.
Mi esposa es tres años mayor que yo.
No habrá ninguno de mis hermanos allí.
Ya nadie que conozca escribe cartas.
Nadie pudo dar la respuesta correcta.
No todo país es miembro de la ONU.
Nada es más valioso que la salud.
De las dos chicas, es la más joven.
Un americano fue asesinado en la pelea.
Uno, tres y cinco son números impares.
A veces nuestro profesor habla rápido.
Picasso pintó este cuadro en 1950.
Por favor, no insulte nuestra inteligencia.
Por favor envíeme su último catálogo.
Por favor dime que no eres tan ingenuo.
Ponga el libro donde lo encontró.
Poned el libro donde lo encontrasteis.
Súbete las mangas y ponte a trabajar.
Varios animales se escaparon del zoológico.
Le aconsejó que hiciera más ejercicio.
Ella siempre tiene tiempo durante la tarde.
Ella discutió con él y luego lo golpeó.
Ella sola limpió la casa.
Ella declaró que no era culpable.
Terminó sus deberes en una hora.
Se enfadó mucho con sus hijos.
Ella tiene un lavarropas automático.
Ella le oyó cantar su canción favorita.
Insistió en que viera a un médico.
Ella está buscando un apartamento grande.
Ella tocaba el piano con entusiasmo.
Ella regresó el libro a la biblioteca.
Ella reemplazó la margarina por manteca.
Ella intentó quitarse la vida anoche.
Ella quería lavar la ropa sucia.
Simplemente se hacía la dormida.
Ella lleva los pantalones en esa casa.
Ella está hablando con la profesora de ruso.
El fútbol es más popular que el béisbol.
Algunos granjeros están trabajando en la granja.
Alguien llamado Tom quiere verte.
Le ha pasado algo a este reloj.
Hable ahora o calle para siempre.
No se acerque al borde del precipicio.
Permanezcan a este lado de la línea amarilla.
Quédese a este lado de la línea amarilla.
Toma cualquier libro que quieras leer.
Dile que estoy viendo las noticias.
Gracias por asistir a esta reunión.
Gracias por mostrarme cómo se hace.
Eso es exactamente lo que quería comprar.
Ese fotógrafo es muy talentoso.
Esa es una información útil.
Eso no te lo puedo garantizar.
Los Alpes están en el medio de Europa.
El edificio de la ONU es muy impresionante.
El bebé ha estado tosiendo toda la noche.
Los buses pasan cada diez minutos aquí.
El sótano es feo, oscuro y apestoso.
Los niños juegan en el parque.
La ciudad estaba llena de soldados hambrientos.
Esta colección está abierta al público.
El cocodrilo es un animal protegido.
La puerta necesita otra capa de pintura.
El vestido que llevaba Mary era blanco.
El motor no funciona bien.
El fuego consumió el edifico completo.
La gran explosión mató a seis personas.
El abogado insistió en su inocencia.
El niño estaba durmiendo en la cama.
El hombre usa un par de anteojos.
La reunión terminó antes de lo normal.
Cuanto más tienes, más quieres.
El periódico tenía muy buenos grabados.
El paquete no cabe en el buzón.
Los pétalos están flotando en el agua.
El policía sacó el revolver.
Está subiendo el precio de la electricidad.
El problema es que eres demasiado joven.
Es necesario reparar el tejado por completo.
Con la lluvia se averió el cargamento.
Los soldados regresaron a sus filas.
Los estudiantes están en recreo ahora.
El supermercado abre a las diez.
La temperatura bajó en hartos grados.
Los dos no son de la misma categoría.
Los vecinos eran recelosos de los recién llegados.
El mundo no gira alrededor tuyo.
Su compañía creó cuarenta nuevos puestos de trabajo.
Hay muchos cuadros en el muro.
En este parque hay canchas de tenis.
No hay tantos trenes en la noche.
Hay una niña leyendo bajo un árbol.
No hay excusa para su comportamiento.
Había un puente entre cada río.
No hubo respuesta a mi pregunta.
Había muchos niños en la sala.
Hay un banco en frente del hotel.
La carretera está atascada.
No hace falta que te enfades.
Hay alguien subiendo las escaleras.
Estos libros no son solo para niños.
Todos buscaron al niño perdido.
Construyeron un puente que atravesara el río.
No sabían qué hacer con él.
Ellos habían empezado antes que nosotros.
Se negaron a liberar a los rehenes.
Ellos gritaron tan fuerte como pudieron.
Anunciaban lluvia para hoy.
Van a agrandar su tienda.
Este hermoso vestido está hecho de seda.
Este autobús lo llevará al museo.
Esto nunca se ha intentado antes.
Este es un libro de historias para niños.
Esta es la chica que vino ayer.
Esto es justo la cosa que necesitas.
Esto es lo que estaba buscando.
Esa racha de suerte no durará para siempre.
Esta pregunta es difícil de responder.
Esta clase de teléfono móvil se vende bien.
Esos dos niños tenían la misma edad.
Hoy es el cumpleaños de mi hermana pequeña.
Tom hizo como si no hubiera ocurrido nada.
Tom siempre come antes de irse a trabajar.
Tom y Mary están allí ahora con John.
Tom y Mary tuvieron un romance relámpago.
Tom y Mary jugaron al esconderite.
Tom respondió todas las preguntas de Mary.
Tom intentó predecir los resultados.
Tom compró varias cámaras el año pasado.
Tom no puede encontrar lo que está buscando.
Tom aseguraba que no conocía a Mary.
Tom no se podía concentrar en su trabajo.
Tom no podía ver lo que hacía Mary.
Tom decidió esperar una hora más.
Tom no pretendía discutir con Mary.
Tom no conocía dónde se encontraba su familia.
Tom no quería que Mary hablase con John.
Tom no tiene que seguir nuestras reglas.
Tom no sabe lo preocupada que está Mary.
Tom no escucha lo que dice Mary.
Tom no se acuerda de su abuelo.
Tom no entiende lo que quieres.
Tom dejó la escuela de bartenders.
Tom llenó la carretilla con arena.
Tom tuvo una oportunidad de viajar a Boston.
Tom tuvo que tomar una difícil decisión.
Tom ha estado varias veces en Boston.
Tom perdió interés para mirar la televisión.
Hace años que Tom no toca el piano.
Tom está un poco preocupado por Mary.
Tom es un hombre extremadamente apuesto.
Tom está colgando una pintura en la pared.
Tom está obsesionado con el aprendizaje del francés.
Tom es la oveja negra de la familia.
Tom está pensando en vender su casa.
Tom no está buscando una relación.
Tom sabe cómo mantener la boca cerrada.
A Tom le gusta acercarse a la acción.
Pareciera que Tom está teniendo un mal día.
Tom solo bebe café descafeinado.
Tom se echó un vaso de whisky.
Tom se fundió rápidamente el dinero.
Tom aclaró la tetera con agua caliente.
Tom vio su reflejo en el espejo.
Tom gritó a pleno pulmón.
Tomás duerme desnudo en verano.
Tomás se quedó en Boston por tres años.
Tom me agradeció que cambiara su vida.
Tom hizo una foto de su propia cámara.
Tom despierta todas las mañanas a las ocho.
Tom quería saber dónde trabajaba Mary.
Tom desea saber cuándo vendrás.
Tom murió en un accidente de tránsito.
Tom tenía miedo de entrar a la cueva.
Tom sopesó un momento sus opciones.
Probablemente Tom esperará a que lleguemos.
Tom trabajó por semanas en ese proyecto.
El apellido de Tom es difícil de pronunciar.
Dobla a la derecha donde termina esa calle.
Nosotros admiramos la belleza del escenario.
Preguntamos lo mismo a todos.
Nos quejamos de que la habitación estaba fría.
No vimos a ninguna chica en el grupo.
No es necesario que asistamos a la conferencia.
Almorzamos en una pequeña cafetería.
Llevamos tres años casados.
No hemos sabido de ella desde entonces.
Puede que no tengamos que firmar un contrato.
Deberíamos considerar unir esfuerzos.
Padecimos una sequía muy prolongada.
Fuimos al parque a tomar fotos.
Estuvimos oyendo música clásica.
Nos vemos en media hora.
Vamos a tener que trabajar juntos.
Estamos estudiando francés y diseño web.
¿Eras capaz de hacer eso por ti mismo?
¿Estabas allí cuando Tom fue arrestado?
¿Qué vas a hacer en tu noche libre?
¿Qué crees que estoy pensando?
¿Qué quieren comer este fin de semana?
¿Qué alimentos no debería ingerir un diabético?
¿Cuál es tu más grande logro?
¿Qué museos te gustaría visitar?
¿A qué hora apagas las luces?
¿A qué hora debería ir al aeropuerto?
¿Qué es esa cosa en tu mano derecha?
¿Qué hay de malo en lo que hacemos?
¿Cuál es tu castillo favorito en Japón?
¿Qué tipo de marisco es tu preferido?
¿Cuándo comienzan tus vacaciones de invierno?
¿Cuándo te hicieron el último electrocardiograma?
¿En dónde puedo cambiar yenes por dólares?
¿Dónde te quitaste los pendientes?
¿Quién ha roto la ventana? Di la verdad.
¿Quién te enseñó a tocar la flauta?
¿Quién nos guardará de nuestros guardianes?
¿Cuál es su personaje de Disney preferido?
¿Por qué paraste solo a los extranjeros?
¿Por qué no vas y traes tus cosas?
¿Lo puedes explicar en cristiano?
Las palabras no pueden trasmitir mis verdaderos sentimientos.
¿Quieren almorzar con nosotros?
¿Lo podría llamar de vuelta más tarde?
¿Me enseñas a jugar al ajedrez?
Ya sabes lo que tienes que hacer.
Puede echar el vino en el vaso.
No puedes confiar en la traducción de computadora.
No tienes que contármelo todo.
No necesita hacerlo inmediatamente.
Tienes demasiados libros en la estantería.
Entonces también puedes esperar hasta el martes.
Debes prestar atención a sus consejos.
Deberías de saberlo mejor a tu edad.
Deberías ser un poco más tolerante.
Usted debería ser un poco más tolerante.
Deberías haber asistido a la reunión.
Deberías haber ido solo.
Ustedes no deberían haber comprado esta camisa.
No deberías tratar así a nadie.
Todavía no me habéis respondido.
Te gustará está ciudad enseguida.
Tenías que haberme contado la historia completa.
Vas a tener una hermanita.
Eres el hombre que buscaba.
Tiene la misma edad que mi novia.
Nunca has estado en París, ¿verdad?
Su problema es que usted no está motivado.
Tus zapatos no casan con ese conjunto.
Zúrich es la ciudad más grande de Suiza.
"¿Qué pasó?" "El carro se descompuso."
Se produjo un fuego después del terremoto.
"A" es la primera letra del alfabeto.
Una semana después, Alemania atacó Polonia.
Después del rayo, vino el trueno.
Todos mis hermanos son más altos que yo.
Todos los estudiantes están estudiando inglés.
Pese a ser muy viejo, es fuerte.
¿Eres miembro del equipo de béisbol?
¿Siempre están en casa por la tarde?
¿Eres el que escribió ese informe?
¡Como siempre, lo has entendido mal!
Todo parecía difícil al comienzo.
El béisbol es un juego raro y aburrido.
Pero no los puedo entender muy bien.
¿Podés resolver el problema solo?
¿No podemos hablar de eso por la mañana?
Los caracteres chinos son muy bonitos.
¿Puedes explicarlo otra vez?
¿Enterraste algo en esa isla?
¿Miraste el debate presidencial?
¿Tienes también esto en otros colores?
¿Tú sientes que hacer regalos es importante?
¿Tienes un problema con que yo me quede?
¿Tienes algo que hacer después de eso?
¿Sabes qué libro se está vendiendo bien ahora?
¿De verdad quieres hacer algo de dinero?
¿Piensas que Tom se parece a su madre?
¿Entiendes el problema?
¿A Tom le gusta ver películas de horror?
¿Alguien más tiene sugerencias?
No dependas tanto de tus padres.
No me interrumpas cuando estoy hablando.
No te fíes demasiado de tu guía.
¿No os aburrís cuando estáis solas?
¿No le quieres decir algo a Tom?
Pese a ser pobre, era feliz.
A todos les interesaba la historia.
Todo va según el plan.
8 kilómetros es mucho para caminarlo.
El francés es una lengua muy interesante.
La buena música nunca pasará de moda.
¿Alguna vez has hecho un trabajo de voluntario?
Es importante tener buena higiene oral.
Él atribuye su pobreza a la mala suerte.
Él puede hablar en inglés o en francés.
Él no apareció hasta tarde en la noche.
Él no quiere jugar con sus juguetes.
Ayer se le olvidó venir a verme.
Se corta el pelo tres veces al mes.
Él tiene una mirada desagradable.
Él es la persona más alta del mundo.
Perdió una fortuna en la bolsa.
Nunca escucha lo que intento decirle.
Él apoyó la nariz contra la ventana.
Él habló demasiado rápido para los estudiantes.
Él viajó con su familia a Hawái.
Él se enfadó por lo que ella dijo.
Él tuvo un accidente de tráfico.
Se adaptó rápidamente a su nuevo trabajo.
Él pesa 10 kilos más que yo.
Tarde o temprano se le agotará la suerte.
Ya se está poniendo viejo.
Él no está autorizado a dejar el país.
Helen Keller era ciega, sorda y muda.
Sus palabras fueron como las de un ángel.
Su compañía no sobrevivió a la crisis.
Su estúpida respuesta dejó sorprendidos a todos.
¿Cómo puedo evitar que pase esto?
¿Cómo sabés que no soy canadiense?
¿Durante cuánto tiempo lo habéis estado buscando?
¿Cuántos chicos hay en tu clase?
¿Cuántas horas pasaste con Tom?
¿Cuánto dinero crees que gana Tom?
¿Cuántos años tienen tus hermanos?
Hice de intérprete en la reunión.
Siempre me doy una ducha por la mañana.
Estoy muy interesado en esos relatos.
Te agradezco que me ayudes con eso.
Creo que ese libro está en la biblioteca.
Casi no puedo entender lo que dice.
No puedo llevar esta maleta solo.
No te puedo ayudar porque estoy demasiado ocupado.
No puedo ver muy bien sin gafas.
Me olvidé por completo de la reunión.
No podía creer lo que estaba pasando.
No podría haber hecho esto sin él.
Exijo saber qué está ocurriendo aquí.
No pensé en lo que estaba haciendo.
No quería que hubiese ningún problema.
Yo confío en que no llueva mañana.
Ni siquiera quiero pensar sobre eso.
No tengo ganas de hablar con nadie.
Ya no tengo que llevar gafas.
No sé que haría sin esto.
No sé lo que intenta decir.
No me gusta aprender los verbos irregulares.
No creo que Tom pueda esperar más.
No creo que Tom sea carpintero.
No quiero que Tom vaya a tu oficina.
No quiero a otro. Te quiero a vos.
No quiero casarme tan pronto.
No quiero vivir más contigo.
Me gusta particularmente el olor de las lilas.
Me olvidé de que hoy era tu cumpleaños.
Yo conseguí esta aspiradora para nada.
Tuve un excelente desayuno a las siete.
No tuve problemas para romper el candado.
Detesto pasar el día de San Valentín solo.
Tengo una cita con él a las seis.
Tengo picaduras de mosquito por todo el brazo.
No tengo nada que ver con este asunto.
Tengo dos hermanos y tres hermanas.
No he sabido nada de ella últimamente.
Ojalá el pan se conserve hasta mañana.
Simplemente supuse que no te importaría.
Solo quiero saber de dónde eres.
Conozco a alguien que habla bien francés.
Sé que tomarás la decisión correcta.
Me gusta comer piña para el desayuno.
Lo amo, pero él ama a otra.
Nunca duermo durante más de seis horas.
Me percaté de que me estaba mirando.
Dejé pasar una oportunidad de encontrarme con él.
Me encontré con tu madre en la biblioteca.
Sinceramente creí que íbamos a ganar.
Vi a un extraño parado en la puerta.
Debería haber tenido más cuidado con eso.
No debí haber ido allí yo solo.
Me pasé todo el día leyendo una novela.
Estudio francés, además de inglés.
Creo que Tom sabe de John y Mary.
Creo que sería mejor que fueras a visitarle.
Pensé que Tom no reconocería a Mary.
Pensé que disfrutabas de mi compañía.
Pensé que ibas a renunciar.
Pensé que nos preocuparíamos por eso más tarde.
Pensé que te ibas a quedar en casa.
Les dije que me enviaran otro ticket.
Intenté fingir que me la traía al fresco.
Lo esperé despierto hasta las diez.
Quiero disculparme por lo del otro día.
Quiero ayudarte con los deberes.
Quiero que comprenda mi situación.
Estaba a punto de sugerir lo mismo.
Veo la tele después de hacer los deberes.
Fui al supermercado con mi madre.
Tendré terminado el trabajo al mediodía.
Desearía haber podido hacer más.
Me pregunto dónde aprendería Tom a hacer eso.
Quisiera ser profesor de inglés.
Escribo poemas pero son muy malos.
Me gustaría preguntar a Tom sobre eso personalmente.
Quisiera oír tu opinión.
Quisiera agradecer a todos los que colaboraron.
Preferiría hablar contigo en privado.
Lo haré, pero con una condición.
Le paso con el presidente.
Soy un hombre que no soporta estar solo.
Tengo fe de que pasaré el examen.
Te voy a dar una última oportunidad.
Me estoy cansando de toda esta discusión.
No le pediré nada a Tom.
No estoy diciendo que no sea posible.
Estoy empezando a odiar este pueblo.
Lo siento, se me olvidó hacer los deberes.
Aún no soy muy bueno al vóleibol.
Estoy cansado de vivir esta vida.
Estoy preocupado por el futuro de este país.
He sufrido demasiadas decepciones.
Me han dicho que soy bueno besando.
He descubierto algo interesante.
He hecho unos cambios en mi agenda.
En mi vida me he reído tanto.
No doy más de mí.
Si usted quiere hablar, levante la mano.
¿En qué carpeta has guardado el archivo?
¿Es verdad que atrapaste un escorpión?
¿Hay una tienda de recuerdos en el hotel?
¿Hay algo que quieras contarnos?
No cantes victoria aún.
Ha estado lloviendo desde el lunes pasado.
Es necesario que veas a un médico.
Parece que has perdido algo de peso.
Terminarlo me tomó varias horas.
Se pensaba que las ballenas eran peces.
Estaba agradable y cálido dentro de la casa.
Portar armas es ilegal.
Se prohíbe asomarse al exterior.
Aprender lenguas extranjeras es difícil.
No es la primera vez que lo hacemos.
Hoy hace mucho frío, ¿no te parece?
Es muy importante que cumplas tu palabra.
Kioto fue la antigua capital de Japón.
El año pasado decidí venirme a Japón.
Juguemos a los piratas.
Mira aquel gran edificio.
Mira, se te desamarraron los cordones.
Muchos profesores tienen problemas con Tom.
Mary te estaba buscando en ese momento.
Mi mamá me regañó por reírme de ellos.
Mi cama es más cómoda que la tuya.
Mi hermano me ayudó a hacer los deberes.
Mi sueño es convertirme en una cantante famosa.
Mi padre va a su oficina en tren.
El estado de mi amigo es muy grave.
Tengo las manos entumecidas por el frío.
Mi madre cultiva flores en su jardín.
Mi hijo todavía no sabe leer ni escribir.
Mi vista ha ido empeorando estos días.
Nunca te olvides de cuidarte a ti mismo.
Nadie ha subido jamás aquella montaña.
Por supuesto, esto es solo el primer paso.
Uno de los hombres sujetaba un revólver.
Nuestro calefactor eléctrico no funcionó bien.
Nuestro tejado salió volando por el tifón.
Las personas no siempre se comportan racionalmente.
La pizza sabe diferente cuando está fría.
Por favor, dame tu dirección permanente.
Por favor pon esto en el microondas.
La reina Elizabeth I falleció en 1603.
Ella le acusó de haberle mentido.
Ella casi murió congelada en la nieve.
Ella me llamó muy tarde anoche.
Ella pudo resolver el problema con facilidad.
Ella no me mencionó el accidente.
Hace todo lo que se le antoja.
Ella tenía una cara pensativa.
Se lastimó su codo cuando se cayó.
Se fue mucho antes de que llegarais.
Puede que esté esperando en la estación.
Ella vertió agua hirviendo en la taza.
Ella gritó por ayuda, pero nadie vino.
Ella apiló las bandejas en el armario.
Ella le dijo que no lo amaba.
Ella quería casarse inmediatamente.
Ella fue criada por su abuelo.
Le gustaba hablar sobre sí misma.
Ella fue a Alemania a estudiar medicina.
Ella está cuidando de los niños en casa.
Algunas puertas y ventanas se quedaron abiertas.
Alguien me dijo que abandonaste a tu esposo.
A veces la mente nos juega malas pasadas.
Habla claramente y hazte oír.
Cuídate. No te pongas enfermo.
Decile que estoy escuchando música.
Gracias por recordar mi cumpleaños.
Ese hombre debería ser condenado a muerte.
Ese es el tren más rápido del mundo.
Los alemanes están a favor de la austeridad.
Parece que el bebé duerme tranquilamente.
El jefe los hizo trabajar día y noche.
El edificio quedó calcinado por el incendio.
El gato estaba jugando con un ratón vivo.
Los niños corrieron a la sala.
La gente salía en masa por la puerta.
Los médicos estuvieron curando a los heridos.
La familia parecía estar maldita.
El general les ordenó ponerse en marcha.
El cazador siguió las huellas del oso.
El juez se rió sin querer.
Cuanto menos sepa de Tom, mejor.
La máquina opera a toda hora.
El dinero fue dividido entre tres.
El cine estaba completamente lleno.
La Policía no está aquí para arrestarte.
El premio será para el mejor estudiante.
El profesor se lavó tranquilamente las manos.
La lluvia retrasó nuestros planes dos semanas.
El barco echó el ancla en el puerto.
Los soldados avanzaron hacia la ciudad.
La superficie de la tierra es 70% agua.
La torre se inclinaba ligeramente hacia la izquierda.
El viaje durará al menos cinco días.
El tifón causó que el río se desbordara.
El tiempo no podía ser mejor.
El soldado herido apenas podía caminar.
Hay pocos hombres que no lo sepan.
Hay dos zombis dentro de mi casa.
Hay una necesidad urgente de nuevas ideas.
Hay un solo bus cada dos horas.
Anoche hubo un gran terremoto.
Había cincuenta concursantes para la carrera.
Hay una pizarra en el aula.
Hay tiempo suficiente para un aperitivo rápido.
No hay nada más duro que un diamante.
No hay nada para comer en la cocina.
Estos libros y ropa son todos tuyos.
Están pensando qué hacer a continuación.
Ellos concluyeron que él había mentido.
Se pusieron los cimientos de la casa.
Dicen que nació en Alemania.
Ayer fueron al zoo en autobús.
Aún no han terminado la autopsia.
Este libro tiene muchas imágenes bellas.
Esta puerta permite acceder al jardín.
Esto es un secreto; guárdatelo.
Es el cuadro que pintó Mary.
Esta medicina reducirá tu dolor.
Este lugar me da muy malas vibraciones.
Esta estatua se erigió hace diez años.
Este año es un año importante para mí.
Tom ajustó la opacidad de la capa.
Tom y yo justo estábamos hablando de vos.
Tom y Mary intentaron matar a John.
Tom y Mary han decidido romper.
Tom y Mary tienen unas vidas azarosas.
Tom y Mary entrarán por atrás.
Tom creyó todo lo que Mary le dijo.
Tom se quejó a Mary por la comida.
Tom no podía distinguir a los gemelos.
Tom negó inmediatamente la acusación.
Tom no desayunó esta mañana.
Tom no sabía dónde estacionar su auto.
Tom no durmió muy bien anoche.
Tom no quiso desempeñar un papel secundario.
Tom ya ni siquiera le habla a Mary.
Tom no sabe cuánto pesa Mary.
Tom no sabe qué botón presionar.
Tom no recuerda haber dicho eso.
Tom a veces no entiende a Mary.
Tom dudaba que Mary le devolviera la llamada.
Tom bebe tres tazas de café al día.
Tom encontró sus gafas y se las puso.
Tom hizo que pintaran su casa este verano.
Tom tiene un hermano que vive en Boston.
Tom tiene confianza en su propia capacidad.
Tom ha conocido a Mary desde la guardería.
Tom no tiene casi nada en su cartera.
Tom tiene que volver a Boston mañana.
Tom espera que no sea nublado mañana.
Tom es un jugador compulsivo, ¿no?
Tom es viajante, ¿verdad?
Tom es probablemente un poco mayor que Mary.
Tom es la víctima de un terrible crimen.
Tom no está feliz con lo que pasó.
Tom vive al otro lado de Boston.
Tom podría pensar que no vamos a venir.
Tom pretende averiguar qué está pasando.
Tom dejó de asistir a clases universitarias.
Tomás dijo que a María le va bien.
Tom dice algunas cosas estúpidas a veces.
Tom nos mostró una fotografía de su madre.
Tom todavía no ha afilado los cuchillos.
Tom enseñó a Mary a tocar el piano.
Tom pensaba que Mary estaba perdiendo el tiempo.
Tom me dijo que se va a casar.
Tom trató de llamar a Mary varias veces.
Tom recortó su barba para la boda.
Tom quiere que Mary use su imaginación.
Tom quiere que saques la basura.
Tom resultó herido en un accidente de tráfico.
Tom se sorprendió de que Mary apareciera.
Tom fue objeto de numerosas bromas.
Tom vio el torneo de vóleibol.
Tom nunca olvidará la bondad de Mary.
El francés de Tom ha mejorado bastante.
Dos chicos salieron corriendo de la sala.
Por desgracia, Tom se negó a ayudarnos.
El agua se compone de hidrógeno y oxígeno.
Estamos decorando la sala de conferencias.
Comimos hasta que no pudimos comer más.
Nos comunicamos por medio de un intérprete.
Le aguardamos mañana a las diez.
Tenemos una responsabilidad moral de actuar.
Tenemos hasta mañana a la noche para decidir.
Debemos mantener las tradiciones familiares.
Deberíamos seguir el consejo del profesor.
Deberíamos tratar a los otros con sinceridad.
Hablamos por teléfono hasta la medianoche.
Queremos proteger el mundo que tenemos.
Somos un país pobre en materias primas.
Estamos retocando algunas fotografías viejas.
Terminamos de limpiar nuestra sala.
¿Qué vas a hacer esta tarde?
¿Qué hace la gente de aquí para divertirse?
¿Qué habéis planeado para mañana?
¿Qué hace tu padre para ganarse la vida?
¿Qué clase de animales viven por aquí?
¿A qué hora empieza tu primera clase?
Lo que más necesitas ahora es valor.
¿Cuál es el problema con tu ordenador?
¿Cuál es tu canción preferida para bailar?
Cuando él vino, yo estaba haciendo la tarea.
¿Cuándo llovió aquí por última vez?
Cada vez que la veo, ella me sonríe.
¿Dónde os encontrasteis tú y Tom?
¿De dónde parten los autobuses para el aeropuerto?
¿Dónde está el control remoto de la tele?
¿Con quién estabas hablando por teléfono?
¿Por qué sigue habiendo guerras en el mundo?
¿Por qué no fuiste ayer a la escuela?
¿Por qué vas con esos pringados?
¿Por qué sigue hablando del ejército?
¿Por qué querría nadie vivir aquí?
¿Podría alguien decirme qué está pasando?
¿Podría cambiar de asiento ahora?
Al parecer no tenías que hacer eso.
Puede contactarse conmigo mañana.
Podéis ver la televisión después de cenar.
Se ha equivocado con el cambio.
Has hecho realidad todos mis sueños.
Eres igualito a tu hermano mayor.
Por algo me dice usted eso.
Deberías haber visto la exposición.
Deberías darle más libertad a tu hijo.
Debes cumplir tus promesas.
No debes tener miedo del futuro.
No deberías leer con tan poca luz.
No encontrarás basureros en esta calle.
Te va a gustar esta clase de música.
Se supone que tienen que hacerlo ustedes.
Estás despilfarrando tu dinero y mi tiempo.
Nunca has estado es Europa, ¿no es así?
Tus pies se sienten bien cuando están mojados.
Tu chaqueta y tu corbata no combinan.
"¿Puedo usar tu coche?" "Seguro. Adelante."
"¿Puedo usar este teléfono?" "Adelante."
Ha llegado una comisión de diputados.
Una mayoría de los estudiantes odian historia.
Un campo de fútbol es rectangular.
Los anuncios nos instan a comprar artículos lujosos.
Todos mis amigos van a las escuelas públicas.
Casi todos aprecian la buena comida.
¿Hay algún cine cerca de aquí?
¿Estás pensando seriamente en irte?
En Australia no hacía frío cuando llegué.
Mis dos padres son profesores de francés.
¿Puedo usar un poco tu diccionario?
¿Puedes decirme la hora exacta, por favor?
Cierra los ojos e inspira profundamente.
¿Podría hablar un poco más despacio, por favor?
Hable más alto, por favor.
¿Alguien vio dónde dejé mis anteojos?
¿No te dejé ayer algo de dinero?
¡Hazlo rápido! No tenemos mucho tiempo.
¿Tienes un paraguas para dejarme?
¿Sabés cómo me describen mis amigos?
¿Sabes dónde compró su cámara?
¿Te gusta el marco de esta pintura?
¿Consideras que la situación es seria?
¿Ves aquella casa? Esa es mi casa.
¿Alguien sabe cómo se desató el fuego?
Hacerlo llevó más tiempo de lo que esperaba.
No confundas astrología con astronomía.
¡No lo hagas!, es estúpido y peligroso.
No dejes tus pertenencias desatendidas.
No me llames cuando estoy en la oficina.
No te preocupes. Tom vendrá y nos salvará.
¿No queréis quedaros un poco más?
Ni siquiera su maestro lo entendía.
Todo depende de lo que tú hagas.
La experiencia te enseñará sentido común.
General Motors despidió a 76.000 trabajadores.
¿Te invitaron a su boda?
¿Las has oído tocar el piano alguna vez?
Él aceleró su auto y me sobrepasó.
Solo compra lo que le resulta de utilidad.
No puede haber dicho tamaña estupidez.
Él no especificó cuándo regresaría.
Él no tiene los pies en el suelo.
Encontró la escuela sin dificultad.
Tenía un buen concepto de sus capacidades.
Todavía no ha recuperado la consciencia.
Él tiene algo que ver con el asunto.
Él es diferente de su hermano mayor.
Él es el chico que pintó este cuadro.
Es muy difícil llevarse bien con él.
No sabe ni leer ni escribir.
Él jamás parecía lograr nada.
Él prometió no decirle eso a nadie.
Él discute con cada persona que conoce.
Dijo que lamentaba lo que había pasado.
Él raramente, si alguna vez, va al cine.
A veces va a Tokio a hacer negocios.
Me sacó una foto con su cámara.
Era un niño débil con mala vista.
Trabajó duro para hacer feliz a su hijo.
Él está completamente colado por Mary.
Es muy inteligente, y también guapo.
Su nueva novela hizo furor.
Su consejo os resultaría muy útil.
Su bicicleta es diferente de esta.
Sus notas mejoraron significativamente.
Su nombre es muy difícil de recordar.
Cariño, ¿crees que he engordado?
¿Cómo llegaste a ser el agente de Tom?
¿Cuánto tiempo llevas enseñando francés?
¿Cuántos computadores tienes en casa?
¿Cuántos condados hay en Florida?
¿Cuántas mezquitas hay en Estambul?
¿Cuántos días hábiles hay este mes?
¿Cuánto tiempo pasas en Facebook?
Casi yo no cantaba esa canción esta noche.
Estoy convencido de que mi hijo es inocente.
Me interesa la literatura estadounidense.
La ayudé a mover los muebles.
Me comí los restos de anoche como almuerzo.
Abordé el tren en el último momento.
Te puedo dar medicina para el dolor.
No puedo aceptar responsabilidad por eso.
No puedo terminar esta parte del rompecabezas.
No puedo recordar la melodía de esa canción.
No puedo agradecerte lo suficiente por tu ayuda.
No podía contestar todas las preguntas.
Decidí suscribirme a la revista.
No pensaba que eso lo hiciese ya nadie.
Hoy no tengo ganas de jugar al tenis.
No oigo el teléfono cuando estoy durmiendo.
No sé nada acerca del futuro.
No sé cómo pronunciar el nombre de él.
No sé si Tom tiene una bicicleta.
No me gusta cómo huele esta fruta.
Yo no como normalmente este tipo de comida.
No creo que debamos detenernos en este momento.
No quiero que nadie sepa sobre esto.
No quiero hablar de los problemas de Tom.
No quiero hablar sobre el tiempo.
Entré al restaurante y almorcé.
Acabé los deberes con dificultad.
Tengo un amigo que vive en Australia.
Yo tengo plena confianza en sus capacidades.
No tengo ningún problema para delegar mi autoridad.
No veía estas fotos desde hace años.
Espero que tu madre se recupere pronto.
Acabo de agregar unas papas al estofado.
Yo sé que Tom me está ocultando algo.
Sé que las decepciono a veces.
Dejé mi teléfono en la sala de conferencia.
Me gusta recibir cartas de amigos.
Conocí a un canadiense llamado Tom Jackson.
Nunca imaginé que acabaríamos así.
Personalmente creo que tienes razón.
Entré corriendo sin aliento a la sala.
Reconocí a María a primera vista.
Debería haber pensado antes en eso.
Aprendí de manera autodidacta a tocar la guitarra.
Pienso que Tom podría estar diciendo la verdad.
Pienso que lo que estás haciendo es peligroso.
Pensé que Tom nunca pararía de hablar.
Pensé que las preguntas estuvieron fáciles.
Creía que no querías venir.
Pensé que desayunaríamos juntos.
Trato de viajar con una sola maleta.
No suelo echarle azúcar al café.
Quiero ser un maestro de japonés.
Quiero jugar tenis contigo algún día.
Yo quería pasar tiempo con la familia.
Estaba comiendo el almuerzo cuando el teléfono sonó.
Estuve pensando en ti el día de hoy.
Me quedé dormido en la clase de matemáticas.
Esta noche voy a ir a tu fiesta.
Me gustaría que hubiese más gente como vos.
Me pregunto si alguien sabe dónde está Tom.
Yo no estaría cómodo haciendo eso.
Me gustaría presentarte a mi padre.
Quisiera enviar este paquete a Japón.
Probablemente me apresarían si lo hiciera.
Le tendré que explicar eso a mi padre.
Algún día pronto regresaré a mi país.
Me quedaré en casa si llueve mañana.
Temo que estoy resfriándome.
Estoy casi listo. Dame sólo un minuto.
Verdaderamente estoy teniendo mala suerte con mi coche.
Estoy buscando a Tom. ¿Le has visto?
No estoy acostumbrada a levantarme pronto.
No estoy excesivamente interesado en el evento.
Lo siento, no tengo cambio más pequeño.
Estoy seguro que la reunión terminará pronto.
Estoy indeciso por quien votar.
Ya pagué la primera lección.
Me he estado preguntando lo mismo.
Estuve esperando mucho tiempo por esto.
He decidido que no quiero ser famoso.
He recibido una circular del banco.
Si les dijera, no entenderían.
Si comes mucho, vas a engordar.
Si quieres marcharte, ahí tienes la puerta.
Si me lo permites, estoy intentando comer.
La enfermedad me impidió de ir al extranjero.
¿Es difícil comer con palillos?
¿Hay algún supermercado cerca a tu casa?
¿Hay algo que quieras decirme?
Parece que me equivocaba sobre eso.
No me importa lo que piensas.
Hoy se supone que llueve, ¿o no?
Parece que has perdido unas cuantas libras.
Debe de haber sido muy difícil para vosotros.
Fue un año bastante bueno, no obstante.
Es una habitación bastante capaz para biblioteca.
Es difícil responder esta pregunta.
Es imposible predecir los terremotos.
Es la mejor forma de resolver el problema.
Haré una excepción solo por esta vez.
Déjame decirte algo acerca de Boston.
Volvamos antes de que empiece a llover.
Veamos si podemos resolver ese misterio.
Cuida a los niños esta tarde.
Asegúrese de que el perro no se escape.
Muchos de nuestros clientes están en Australia.
Mary gana más dinero que su marido.
El ave estatal de Minesota es el mosquito.
Mi hermanito duerme diez horas al día.
Mi padre consintió mi ida al extranjero.
Mis abuelos murieron antes de que yo naciera.
Mi madre hizo un pastel por mi cumpleaños.
Mi madre se estaba preparando para cenar.
Mis padres siempre dependen de él.
Mi profesor recomendó ese diccionario.
Ninguno de esos chicos habla francés.
Nadie me dijo cuándo tenía que venir.
Y ahora, el tiempo.
Solo un puñado de personas conocen el hecho.
Le gente se alzó contra el rey.
Por favor corta la pizza en tres porciones.
Por favor sírvase un poco más de torta.
Por favor, lea las instrucciones en detalle.
Pulse este botón en caso de emergencia.
Levantá la mano si sabés la respuesta.
Papá Noel estaba parado en el jardín.
Ella le aconsejó tomar unas buenas vacaciones.
Ella le aseguró que todo iba bien.
Ella cerró la puerta fuertemente destrás de ella.
Ella no compró nada del negocio.
Ella gana en promedio diez libras por semana.
Ella le regaló un suéter en su cumpleaños.
Ella siempre está intentando encontrar la felicidad.
Ella participó en un concurso de belleza.
Ella se parece enormemente a su abuela.
Ella solía ayudarlo con su tarea.
La escucharon criticar al gerente.
Les gritó a los niños que se callasen.
¿Añadirías primero leche o agua caliente?
La música suave suele ser propicia para dormir.
Hay algunos niños bañándose en el estanque.
Alguien tiene que haberse dejado el grifo abierto.
Haz tú solo tus cosas.
Dime si vienes mañana.
Gracias por la explicación detallada.
Su casa queda cerca del metro.
El puente Golden Gate está hecho de hierro.
El actor hizo su papel con emoción.
El escritor se suicidó en su estudio.
Las ilustraciones del libro son muy buenas.
El edificio en la colina es nuestra escuela.
A los niños les encanta escuchar historias.
El pistolero loco amenazó con matarme.
Los días se vuelven más y más cálidos.
El ascensor no llega hasta la azotea.
Los ejercicios son sencillos y efectivos.
El pronóstico para mañana es más lluvia.
Las chicas están jugando al voley playa.
El disco duro fue completamente inutilizado.
Al comienzo, el rey estaba satisfecho con él.
El hombre estaba avergonzado de haber nacido pobre.
El asesino fue ejecutado esta mañana.
La silla vieja crujió bajo su peso.
El teléfono sonó cuando estaba almorzando.
La policía nos informó del accidente.
El precio de este ordenador es muy bajo.
Los marineros abandonaron el barco que ardía.
Los soldados tenían armas más poderosas.
El progreso del estudiante es satisfactorio.
El profesor les dijo que dejaran de pelear.
El tren iba a 500 millas por hora.
La guerra había unido a los americanos.
Parece que ha habido un accidente.
Hay algunas sobras en el frigo.
Se requieren urgentemente voluntarios.
Posiblemente pueda haber habido un malentendido.
Había pocos muebles en la sala.
En el paquete solo quedaban las migajas.
Hay un jardín en frente de nuestra casa.
Debe haber algo que puedas hacer.
Hay alguien que quiere conocerte.
Este tipo de errores son inevitables.
Todos salieron de vacaciones esta semana.
Ellos lo eligieron como su representante.
Al final hicieron las paces con el enemigo.
Acaban de llegar a su destino.
Se parecían mucho la una a la otra.
Se quedaron en casa porque estaba lloviendo.
Ellos están pensando en casarse.
Este clima helado no es común en junio.
Esta granja parece haber sido abandonada.
Así es como deberías sujetar tu cuchillo.
Se supone que esta película es muy buena.
Caben cincuenta personas apenas en esta sala.
Este año el circo tiene diez elefantes.
Para usarlo siga usted las indicaciones siguientes.
Tom admitió que había sido derrotado.
Tom y Mary no tienen mucho en común.
Tom y Mary atravesaron el jardín.
Tom evitaba los lugares donde la gente fumaba.
Tom puede hablar francés mejor que yo.
Tom se suicidó tomando veneno.
Tom no pudo apartar la mirada de Mary.
Tom no disfrutó mucho el concierto.
Tom no respondió a mi última carta.
Tom no tiene ganas de salir hoy.
Tom no sabe tocar el piano.
Tom no se ve muy bien. ¿Está enfermo?
Tom no entiende qué está pasando.
Tom no quiere que sepas la verdad.
A Tom le costaba mucho respirar.
Tom tiene una buena oportunidad de ser elegido.
Tom ha faltado al trabajo demasiadas veces.
Tom oye de Mary de vez en cuando.
Tom juega muy bien al ping-pong.
Tom está en su cuarto, haciendo una maleta.
Tom es el único tecladista que conozco.
Tom se está preguntando qué hacer después.
Tom dejó un mensaje diciendo que llegaría tarde.
Tom dejó bastante claro lo que necesitaba.
Tom nunca comete dos veces el mismo error.
Tom dijo que él pagaría por todo.
Tom dice que no le interesan los deportes.
Tom debió seguir el consejo de Mary.
Tom me arrojó algo y yo me agaché.
Tom caminaba silenciosamente por el bosque.
Tom fue chofer de ambulancia en la guerra.
A Tom le sorprendió la brusquedad de Mary.
Tom fue a visitar a Mary al hospital.
Tom no sería feliz viviendo con Mary.
El trabajo de Tom es vender autos usados.
Ulán Bator es la capital de Mongolia.
Desgraciadamente, mi padre no está en la casa.
Washington a menudo pensaba en el futuro.
Siempre hacemos una fiesta por su cumpleaños.
No podemos permitirnos comer en un restaurante.
No queremos asustar a los niños.
Vamos juntos de vez en cuando a pescar.
Hemos roto relaciones con ellos.
Vivimos durante muchos años en el campo.
Deberíamos abolir estas viejas reglas.
Nosotros lo llevamos en seguida a un hospital.
No se nos permitirá volver a hacerlo.
No estamos hablando de la misma cosa.
¿Te invitaron a su fiesta de cumpleaños?
¿Qué crees que pasa cuando morimos?
¿¡Qué has estado haciendo todo este tiempo!?
¿Cuál es la diferencia entre A y B?
¿A qué hora desayunas normalmente?
¿Qué es lo que compró ayer Mary?
¿Qué hay ahí de comer? Tengo mucha hambre.
¿Cuándo va a tener usted lista la comida?
Cuando era hora de votar, se abstuvo.
¿Dónde estuviste durante toda la tarde?
¿De qué andén sale el tren para Boston?
¿Para quién te gusta más cocinar?
¿Por qué dejó de hablar del ejército?
¿Por qué no hablamos de otra cosa?
Podría arreglármelas con 100 dólares.
¿No vendrás a mi casa el próximo domingo?
¿Te gustaría venir a pescar con nosotros?
Tú ya sabes qué hacer, ¿verdad?
Usted ya sabe qué hacer, ¿verdad?
Eres la próxima persona para la promoción.
Puedes usar un diccionario en este examen.
No tienes que responder a esta pregunta.
No sabes por lo que hemos pasado.
Sólo te quedan diez segundos de vida.
Parece que acabas de ver un fantasma.
Puede elegir el libro que quiera.
Necesitáis saber la importancia de eso.
Deberíais estar muy satisfechos con vosotros mismos.
Deberías dormir ocho horas al día.
Fuiste considerado al no distraernos.
Es mejor que hable yo.
Siempre seréis bienvenidos a esta casa.
Solo estás agravando la situación.
Eres la única persona que me entiende.
Tienes permiso para hacer lo que quieras.
Tu explicación es demasiado abstracta para mí.
Tu sugerencia no tiene uso práctico.
"¿Dónde está su libro?" "Está sobre la mesa."
El que roba merece castigo.
Todos los cuatro muchachos no tenían coartadas.
Todos los participantes recibirán una remera.
Una anciana está cruzando el camino.
¿Te interesan los idiomas extranjeros?
¿Todavía viven tus padres en Boston?
¿Mañana no vienen a la fiesta?
Por lo menos alguien la está pasando bien.
No puedes entrar porque eres menor de edad.
Por cierto, ¿hiciste tu tarea?
¿Me puedes decir un poco de ti?
Cristóbal Colón descubrió América.
¿Podrías lavar esta manzana por mí?
¿Esperabas que pasara algo más?
¿Escribiste el número de teléfono?
Disuelva la pastilla en un vaso de agua.
¿Conoce algún buen restaurante francés?
¿Piensas que estoy calificado para ese trabajo?
Los doctores recomiendan medicamentos para combatir enfermedades.
No cometas el mismo error que yo.
¿No tendrás una aguja y algo de hilo?
El inglés tiene muchas palabras prestadas del francés.
Todo el mundo necesita creer en algo.
Perdona, ¿sabes dónde está la embajada estadounidense?
Saca la toalla de la piscina.
Los combustibles fósiles no estarán disponibles para siempre.
Dale el recado cuando él vuelva.
¿Alguna vez te quedaste atrapado en un ascensor?
¿Ya terminaste de leer ese libro?
Él llegó sin aliento a la estación.
No va a la oficina el sábado.
Él tiene el atrevimiento de ignorar mi consejo.
Él tiene un gran sentido de la responsabilidad.
Él está ocupado preparándose para un examen.
Él se lleva bien con sus compañeros.
Nunca más mencionó el incidente.
Él recibió más de seis millones de votos.
Él todavía dice que no hizo nada malo.
Él estaba totalmente inmerso en el libro.
Ascendió tres veces en un año.
Él era el único testigo del accidente.
Su único placer es oír música.
Se llama Tom, es el marido de María.
¿Cómo pudo pasar algo tan extraño?
¿Durante cuánto tiempo has estado enseñando inglés?
¿Cuántos escalones tiene esta escalera?
Está prohibido cazar en los parques nacionales.
Llegué demasiado tarde y perdí el tren.
Compré un diario en inglés.
No puedo ver nada sin mis gafas.
Competí con él por el primer lugar.
No pude conseguir otro ejemplar del libro.
No fui a ninguna parte durante las vacaciones.
No me gusta viajar con grupos grandes.
No me apetece decirle a ella la verdad.
No tengo que demostrar mi valía ante nadie.
No me gusta este papel; es muy brillante.
No pienso que esta película sea interesante.
No quiero sacar conclusiones precipitadas.
Hoy me siento peor que ayer.
Obtuve la información directamente de él.
Tuve que competir con él por un ascenso.
Debo admitir que es muy tentador.
Nunca he visto uno de éstos hasta ahora.
Espero que tomes la decisión correcta.
Sabía que algo como esto pasaría.
Me gusta tanto ver como practicar deportes.
Me gusta comprar en ese gran almacén.
Necesito saber qué ocurrió anoche.
Me ofrecí a ayudarle con sus tareas.
Probablemente, yo habría hecho lo mismo.
Recibí un correo-e en francés la semana pasada.
Vi gente nadando en el río.
Yo les exprimí el jugo a las naranjas.
Creo que debería haberte hablado de ello.
Creo que malinterpretaste lo que se dijo.
Creo que tu inglés ha mejorado mucho.
Creía que íbamos a alguna parte.
Yo lo llevé al Palacio Imperial de Kyoto.
Giré el volante del coche hacia la derecha.
Quiero hacerme amigo de su hermana.
El producto nuevo me decepcionó.
Me preocupaba y no lograba dormirme.
Ojalá no me hubiera casado tan joven.
Me gustaría viajar alrededor del mundo.
Prefiero quedarme en casa que ir de pesca.
Yo también iré a la universidad mañana.
Hablaré con usted cuando esté desocupado.
Yo también salgo con alguien de la oficina.
Algún día voy a ser un escritor famoso.
Busco un regalo para mi madre.
Ardo en deseos de volver a verte.
No me avergüenza que mi padre sea pobre.
Estoy orgulloso de estar trabajando en este proyecto.
Lamento causarte todo este problema.
Estoy empezando a acostumbrarme a vivir acá.
Ya me he tomado tres tazas de café.
Siempre he querido aprender a nadar.
Me he comprado la misma cámara que tú.
Nunca me he enamorado de ninguna chica.
Si algo le pasa, avísame.
Si vas a pescar mañana, yo también voy.
Sea como sea, no te concierne.
¿Es cierto que Mary mató a su esposo?
¿Hay alguna posibilidad de que eso suceda?
Hay que revolverlo mientras se cuece.
Es difícil creer lo que dices.
Parece que la puerta fue derribada.
Falta poco para que llegue la primavera.
Su teoría es difícil de entender.
Es importante que comparta su dolor.
Son dos millas de aquí a la estación.
¡Seamos sinceros! Esa broma se trataba de mí.
Esperemos que haga buen clima mañana.
Mucha gente se casa los sábados.
En el mercado pueden comprarse muchas cosas.
Mary se enamoró de un oficial alemán.
Mary se apartó el pelo de la cara.
En Alaska viven millones de animales salvajes.
Mi cumpleaños cae en lunes este año.
El médico me dijo que dejara de fumar.
Mi padre murió hace tres años.
Mi abuelo es un poco duro de oído.
Mi madre nos suele preparar pastel de manzana.
Mi hermana limpia sus zapatos todos los domingos.
Napoleón dirigió a sus ejércitos hacia Rusia.
Ya nadie usa ese tipo de arma.
Ahora nadie quiere asumir la responsabilidad.
Solo diez personas se presentaron a la fiesta.
Nuestra escuela adoptó sus métodos de enseñanza.
Corrígeme cuando cometa un error, por favor.
Por favor levanta tu mano antes de hablar.
Por favor, apunta lo que voy a decir.
Recuérdame que la reunión es el martes.
Los científicos parecen estar en lo cierto.
Le aconsejó que escuchara a su doctor.
Discute sólo por el gusto de discutir.
Ella compró una barra de pan esta mañana.
No lo presionó para que diera una explicación.
Ella se casó a los diecisiete.
Ella está progresando con su inglés.
Ella vive con él en un departamento pequeño.
Ella necesita recurrir a alguien que la aconseje.
Leyó la carta una y otra vez.
Enfatizó que lo había hecho ella misma.
Ella se marchó sin despedirse.
Ella estaba a punto de quitarse la vida.
Ella nunca había estado tan asustada.
Las faldas cortas ya salieron de moda.
Cállate, Tom. ¡Lo arruinas todo!
Algunas de esas normas deberían abolirse.
Alguien me pisó el pie en el tren.
Sucedieron cosas extrañas en su cumpleaños.
Dile que estoy pelando las patatas.
Decidle que yo voy a pelar las patatas.
Díganle que yo pelo las patatas.
¡Gracias a todos por la comprensión!
Esa persona no quiere hacer nada.
No es la respuesta que esperaba.
El avión estaba a punto de despegar.
La bomba estalló con un destello enceguecedor.
El edificio tiene una altura de cien metros.
El auto está parado enfrente de aquel edificio.
El criminal hizo cosas malignas cuando niño.
La ciudad entera quedó sin electricidad.
La gripe le impidió jugar al golf.
La historia de Roma es muy interesante.
La isla estaba envuelta en una espesa niebla.
El niño perdido fue encontrado dos días después.
El cartel dice, "¡Peligro! 10.000 VOLTIOS."
El paciente puede fallecer en cualquier momento.
El piloto describió la escena en detalle.
El policía le arrestó por sobrepasar la velocidad.
El reo solicitó ser liberado antes.
La escuela debería eliminar el uniforme.
El soldado se refugió en la trinchera.
El sonido era prácticamente imperceptible.
Los estudiantes se aprendieron de memoria este poema.
Los turistas vitrinearon las tiendas.
El clima se ponía cada vez peor.
Los trabajadores están de huelga por mejores sueldos.
El joven que conducía el coche estaba borracho.
En Japón se producen muchos terremotos.
Hay cosas más importantes en esta vida.
Hay tres hombres atrapados en la cueva.
No hay luz suficiente para leer.
Ayer hubo un accidente lamentable.
Bajo el espejo había dos vasos.
No hay un tratamiento seguro y efectivo.
Éstas son todas citas de la Biblia.
Ellos se hicieron a la rutina.
Exigían que el presidente dimitiera.
En Canadá hablan inglés y francés.
Ellos no nos dejarán entrar en el jardín.
Esta y esa son dos historias diferentes.
Este libro solo está en una tienda.
Este es el mejor restaurante que conozco.
Este remedio no tiene efectos secundarios.
Esta vista montañosa es muy bonita.
Esta frase incluye varios errores.
Esta ventana ha estado rota por un mes.
Ayer se fugaron tres hombres de la cárcel.
Para entenderse, primero hay que escucharse.
Tom actúa como si ni conociera a María.
Tom siempre bebe café por la mañana.
Tom y Mary tienen algunos intereses en común.
Tom y Mary estaban conversando.
Tom cree que Mary tiene habilidades psíquicas.
Tom compró tres juegos de cuerdas de guitarra.
Tom alegó no haber matado a nadie.
Tom podía entender que Mary estaba enfadada.
Tom no pudo tomar una decisión inmediata.
Tom no tenía nada que decirle a Mary.
Tom no leyó el diario ayer.
Tom no aprobó que Mary cantara en bares.
Tom no conoce ninguno de los detalles aún.
Tom no cree haber hecho nada malo.
Tom no tiene ganas de beber más.
Tom explicó como sería la emboscada.
Tom se enfadó por lo que Mary dijo.
Creo que Tom ya ha leído este libro.
Tom tiene problemas para socializar con la gente.
Tom colgó una oscura cortina sobre la ventana.
Tom siempre se está quejando de su trabajo.
Tom todavía es tu mejor amigo, ¿no?
Tom es buscado por el FBI por secuestro.
Tom sabe cuando él debería estar aquí.
Tom debió haber oído lo que pasó.
Tomás solo habla francés con sus padres.
Tom dijo que no quería estudiar francés.
Tom dijo que él estaba completamente confuso.
Tom habla francés mucho mejor que Mary.
Tom habló con Mary por casi una hora.
Tom tradujo el documento al francés.
Tom esperó pacientemente a que llegara Mary.
Tom quería convertirse en ciudadano canadiense.
Tom quiere comprar un apartamento en Boston.
Tom fue sentenciado a veinte años en prisión.
Tom le susurró algo al oído a María.
Tom escribió su nombre en todos sus cuadernos.
Mañana hará todavía más calor que hoy.
Por desgracia no comparto tu punto de vista.
Todos tenemos derechos y deberes.
No podemos negar que él es honesto.
No podíamos ver la cima de la montaña.
Debemos seguir intentando hasta que tengamos éxito.
Tenemos que cambiar nuestra caldera de agua caliente.
Prometimos nuestro apoyo al candidato.
Padecimos una sequía muy prolongada.
Nosotros empezaremos tan pronto como deje de llover.
Bueno, la noche es muy larga, ¿no?
¿Qué sabes del novio de Mary?
¿Qué tiene que ver eso?
¿De qué parte de Australia viene usted?
¿A qué hora te fuiste a dormir ayer?
¿A qué hora solés desayunar?
¿Cuál es tu instrumento musical preferido?
¿Cuándo va a ser la boda?
¿Cuándo fue la última vez que consumiste opiáceos?
¿Qué ciudad vas a visitar primero?
¿De qué información estáis hablando?
¿Por qué no puedes explicar qué estás haciendo?
¿Por qué no me cuentas qué recuerdas?
Con amigos como esos, no hacen falta enemigos.
¿Quiere usted billetes pequeños o grandes?
¿Te gustaría venir de compras conmigo?
¿Le importa que le haga una pregunta?
¿Quieres dar un paseo?
No debes fumar en la escuela.
No podés terminar nuestra relación de esta manera.
No acabaste de rellenar este formulario.
Tienes que juzgar el caso de forma imparcial.
Debes tener el reporte listo para el lunes.
Nunca me dijiste que eras casado.
Deberías hablar tú mismo con el profesor.
Ayer estabas en casa, ¿verdad?
Apunta demasiado bajo para dar en el blanco.
Tu carta no me llegó hasta hoy.
"¿Ella tiene perro?" "No."
"¿Dónde está su libro?" "Está sobre la mesa."
Un montón de gente asistió a su funeral.
Sobre todas las cosas, no debemos ser egoístas.
Se han cancelado todos los vuelos a Boston.
¿Estamos seguros de que todo saldrá bien?
¿Estás segura que no podemos arreglar esta cámara?
¿No eres tú quien derramó la pintura?
La asistencia es obligatoria para todos los miembros.
¿Pueden darme algo caliente de beber, por favor?
¿Aún puedes recordar cuando nos conocimos?
¿Podrías ir directamente al grano?
¿Oíste de la pelea de Tom con Mary?
La cena se servirá a bordo del avión.
¿Tienes algunas alternativas al plan?
¿Sabes cuál es el color favorito de Tom?
¿Quieres decir que desconoces lo que pasó?
¿De veras quieres saber qué pasó?
¿Quieren que les pinte las uñas?
No llores. Llorar no soluciona nada.
No hablen de trabajo. Estamos de vacaciones.
Todos creen en su propio potencial.
La familiaridad engendra desprecio y niños.
Por ahora me gustaría concentrarme en esto.
El alemán es la mejor lengua del mundo.
¿Alguna vez te han diagnosticado de asma?
¿Ya has terminado de limpiar tu habitación?
Compró un libro de inglés en una librería.
El pidió que se le aumentara su salario.
Él no entiende la tecnología moderna.
Él vació el contenido de sus bolsillos.
Él tuvo el valor de exponer el escándalo.
Él creció tres centímetros este año.
Él siempre le da regalos a su esposa.
Él está estudiando Historia en la universidad.
Necesitó más tiempo para completar la tarea.
Nos proporcionó todo lo que necesitamos.
Él se acostumbró rápidamente a su nuevo entorno.
Él me dijo que el libro era interesante.
Él quería saber más de las flores.
Fue ascendido a coronel hace dos años.
Él trabajaba duro para mantener a su familia.
Está muy orgulloso de su motocicleta personalizada.
Su hijo murió en un accidente de tránsito.
Su hermano llevaba un tiempo desaparecido.
Su padre dedicó su vida a la ciencia.
¿Por cuánto puede vivir una persona sin agua?
¿Cuántas personas hay en tu familia?
¿Cómo deberías anunciarte en internet?
Estoy seguro de que ha aprobado el examen.
Asumí que haríamos esto todos juntos.
Compré un bolígrafo como regalo para tu cumpleaños.
No puedo adivinar qué quiere en realidad.
No me entienden cuando hablo alemán.
No recuerdo cuándo se trasladó él a Boston.
Yo no podía prever este evento.
No tuve que pagar el servicio de grúa.
No te creo, siempre estás mintiendo.
No tengo fuerzas para seguir intentándolo.
Esta camisa no me gusta. Enséñame otra.
No creo que nadie notara lo que hicimos.
No entiendo nada de lo que dices.
Siento como si te estuviese incomodando.
No tuve problemas para encontrar su casa.
Tengo muchos amigos en el extranjero.
Opté por verde para las cortinas.
He visitado el lugar una y otra vez.
Yo desde ayer no comía nada.
Me lastimé el pie subiendo al carro.
Sabía que Tom estaba calentando las sobras.
Sé que tú jamás harías eso a propósito.
Estoy ansioso por leer tu nueva novela.
A menudo jugaba al béisbol cuando era joven.
Ante el peligro me pongo en guardia.
Debería haber estado observando con más atención.
Todavía tengo el libro desde el semestre pasado.
Pienso que deberíamos olvidarnos de eso.
Pensaba que Tom ya lo había hecho.
Pensé que querías casarte.
Te lo dije, pero no hiciste caso.
Parece que está volviendo a hacer calor.
Quiero contestar primero la última pregunta.
Iba a salir cuando sonó el teléfono.
Si hace buen tiempo, voy.
Apreciaría oír de ti pronto.
Prefiero ir a la montaña en verano.
Te sacaré de esta terrible situación.
Le prestaré algunos libros de mi hermano.
Estoy ocupada hoy, de otra manera, aceptaría.
Estoy conduciendo, no puedo contestar al teléfono.
Estoy chato de todas sus riñas.
Estoy seguro de que les gustará el almuerzo.
He sido una decepción para mis padres.
Nunca le he oído hablar mal de nadie.
Si Tom comiera menos, estaría más sano.
Si vas a pescar mañana, yo también voy.
¿Le falta a usted algo en su cartera?
Ganar o perder no es la cuestión.
Es imposible de descifrar su escritura.
Sólo dura quince minutos, ¿verdad?
Se requieren muchas personas para construir un edificio.
Hace rato que no esquío.
No se puede distinguir a simple vista.
Bromas aparte, ¿qué estás intentando decir?
Aprender lenguas extranjeras es difícil.
Salgamos fuera, aquí hay mucho ruido.
Escucha, no sabe lo que dice.
Muchas mujeres se quejan de sus maridos.
Mary dijo que llevaría puesto un vestido blanco.
Mercurio es el planeta más cercano al sol.
Mi hermano insistió en ir allí solo.
Mi abuelo va a misa todos los domingos.
Mis padres me disuadieron de viajar.
Nunca diga la palabra "bomba" en un avión.
Noruega tiene muy poca densidad de población.
Ahora la montaña está escondida tras las nubes.
Una cosa que no cambiaría es mi sueldo.
La gente cree lo que quiere creer.
La neumonía causa dificultades respiratorias.
¡Recordad que estamos todos en el mismo barco!
Ella lo atacó con unas tijeras.
Ella no pudo comprender el cuento entero.
Ella no tomó parte en nuestra conversación.
Se casó con 25 años.
Ella ha estado ausente desde el miércoles pasado.
Ella me dejó parado ahí por dos horas.
Ella dice que tú traerás algunos amigos contigo.
Ella lo sorprendió al llegar temprano.
Se puso pálida al oír la noticia.
Ella estaba completamente arrebatada por su sonrisa.
No me quería dejar leer la carta.
Ella es la chica más popular del curso.
No se puede fumar en este restaurante.
A veces duele mucho saber la verdad.
España fue gobernada por un dictador hasta 1975.
Repentinamente, un hombre se puso frente a ellos.
Ese arquitecto construye casas muy modernas.
Ese negocio vende diarios y revistas.
Por eso Tom no tiene novia.
La manzana no cae lejos del árbol.
El barco navegó por el Océano Pacífico.
El ladrón encerró al niño en el armario.
La ciudad fue abandonada por los ciudadanos.
El país es rico en recursos naturales.
El doctor sólo está disponible los días laborables.
El partido de fútbol está siendo transmitido ahora.
La chica estaba siempre siguiendo a su madre.
El cazador le apuntó al pájaro, pero falló.
Falta el último volumen de este set.
La madre de ese niño es una locutora.
La contraseña que ha introducido no es válida.
La policía sospecha del anciano.
La policía restringió el acceso al camino.
La pregunta era demasiado difícil de responder.
El río lleva un gran caudal.
La situación exige medidas drásticas.
La tienda está cerrada hasta próximo aviso.
El alumno se fue sin decir nada.
El profesor está con el director.
Algún día te vas a arrepentir.
El tiempo fue pésimo hasta ayer.
El mundo está lleno de médicos incompetentes.
En este pueblo hay cincuenta familias.
Hay muchas flores rojas en el jardín.
Hay una necesidad urgente de donadores de sangre.
Había un mensaje para mí, ¿verdad?
Hay un bello puente en el estanque.
Hay café por ahí si quieres.
Todavía hay muchas cosas que no entendéis.
Estos pantalones están hechos de tela duradera.
Ellos se comunican mutuamente por correo.
Ellos realmente querían saber qué había pasado.
Te dijeron lo que pasó, ¿no?
Este aeropuerto está bien comunicado por autobús.
Esta brújula os será útil en el viaje.
Este hospital tiene muchas máquinas nuevas.
Este es uno de los mejores periódicos locales.
Este restaurante sirve raciones abundantes.
Esta aspiradora hace mucho ruido.
Este año vivo en casa de mis abuelos.
Para empeorar las cosas, su esposa se enfermó.
Tom y Mary son los dos colegas míos.
Tom y Mary han estado casados durante años.
Tom compró su entrada hace veinte minutos.
Tom no puede hablar ni francés o español.
Tom se quejó por el ruido excesivo.
Tom no podía ocultarle la verdad a María.
¿Tom no pudo resolver el problema, o sí?
Tom recortó el artículo del periódico.
Tom no esperaba que María fuera tan gentil.
Tom hace imitaciones de famosos.
Tom no tiene idea de inversiones.
Tom ya no necesita usar lentes.
Tom no quiere hacer nada más que nadar.
Tom sentía que merecía una explicación.
Tom reunió todas sus pertenencias.
Tom ya se ha inscrito para ese curso.
Tom oía lobos aullando en la distancia.
Tom es un canadiense que vive en Australia.
Tom es el gerente de un pequeño restaurante.
Tom sabía dónde compró Mary sus alimentos.
Tom a menudo olvida poner su direccional.
Tom dijo que no le gusta este color.
Tom parecía tener algo en su mente.
Tom pasó toda su vida ayudando a gente.
Tom pensaba que Mary no amaba a John.
Tom giró la perilla y abrió la puerta.
Tom quería saberlo todo sobre Mary.
Tom estaba a favor de cancelar la misión.
Tom hablaba más fuerte de lo necesario.
Desafortunadamente, los elefantes no pueden cantar bien.
Podemos dejar de hacer esto cuando quieras.
Encontramos una puerta secreta en el edificio.
Tenemos galletitas de frutilla y de chocolate.
Siempre debemos estar preparados para lo peor.
Nos sentamos juntos en silencio por un rato.
Vimos un partido de béisbol en televisión.
Repartiremos las ganancias entre todos.
Estamos muy impresionados por tu invención.
¿Qué vas a tomar este semestre?
¿Qué opinas de ese restaurante nuevo?
¿Cuál fue tu primera impresión de Londres?
¿Qué es lo peor que podría pasar?
Cuando ella era joven, era muy popular.
Cuando tienes hambre, todo sabe bueno.
¿Qué color prefiere, el azul o el verde?
¿Quién tomará responsabilidad por la pérdida?
¿Por qué él ya no almuerza conmigo?
Sin su consejo, él hubiera fracasado.
Trabajen despacio y no cometerán errores.
Escríbelo de modo que todos lo entiendan.
Tienes un poco de fiebre hoy, ¿o no?
Parecés deprimido, ¿pasó algo?
Tienes que cuidarte mejor.
Debes ser respetuoso con tus padres.
Deberías practicar con el violín todos los días.
No deberías visitar a mi abuelo hoy.
Harías mejor siendo más asertivo.
Encontrarás la oficina de correos a tu izquierda.
No eres responsable de lo que pasó.
Su nombre ha sido retirado de la lista.
"Aquí viene Tom". "¿Qué quiere ahora?"
Un globo de colores flota en el cielo.
Un auténtico científico no pensaría así.
Estados Unidos no es la nación más democrática.
¿Quieres decir que tu casa está embrujada?
¿Estás seguro de estar haciendo lo correcto?
Tenga cuidado, no bote esos papeles.
El budismo fue introducido en Japón en 538.
La Navidad es un tiempo estupendo del año.
Comparado con su hermano, no es tan sabio.
Desarrollar conciencia política toma tiempo.
¿Has hecho los preparativos para mañana?
¿Tienes algún empleado que hable francés?
¿Recuerdas ese desconcertante caso de asesinato?
¿Alguien sabe acaso el nombre del difunto?
¿No tienen a nadie que los cuide?
Bebe esto. Puede que te haga sentir mejor.
Incluso el caballo más rápido tiene cuatro patas.
Todo debe manejarse con mucha prudencia.
Danos dos cuchillos y cuatro tenedores, por favor.
Me hospedó por una noche.
Él se puede hacer entender en inglés.
No pudo aprobar el examen de ingreso.
Donó innumerables piezas al museo.
Se ha tomado tantas molestias para nada.
Él siempre está alardeando de sus logros.
A él le gusta estar rodeado de jóvenes.
Organizó un boicot al servicio de autobús.
Avergonzó a toda su familia con su conducta.
Fue reconocido como un cantante de primera clase.
Es agente de una gran compañía de seguros.
Su explicación no tiene sentido en absoluto.
Su historia es extraña, pero es creíble.
¿Cuánto me irán a durar 100 dólares?
¿Cuánta gente está esperando afuera todavía?
Siempre como comida basura cuando estoy deprimido.
Te pido disculpas por no haberte escrito antes.
Puedo resistirlo todo menos la tentación.
Comparé esta imagen con esa imagen.
No sabía que eras el hermano de Tom.
No me apetece nada estudiar esta noche.
No sé cuándo volvió de Francia.
No creo que nadie notara lo que hiciste.
No quiero que todos piensen que soy idiota.
Yo me ejercito porque quiero seguir saludable.
Olvidé tomarme la medicación esta mañana.
Lo conocí hace tres años.
Tengo pie de atleta y es muy irritante.
Espero no estar interrumpiendo nada.
Me gusta ver películas que me hacen pensar.
Yo solo compro verdura fresca, nunca congelada.
Yo repetí la palabra varias veces para ella.
Estuve en Boston tres semanas durante el verano.
Creo que deberías posponer la reunión.
Pensé que Tom no tenía permitido comer dulces.
Pensaba que ese libro era difícil de leer.
Pensé que deberías leer estos documentos.
Quiero reservar un camarote de primera clase.
Trabajo en un supermercado los fines de semana.
Me gustaría pedirte prestados cincuenta dólares.
Voy a salir cuando vuelva mi madre.
Tengo problemas con mi oído izquierdo otra vez.
No estoy acostumbrado a levantarme tan pronto.
Estoy ahorrando dinero para estudiar en el extranjero.
Estoy seguro de que estarás muy cómodo ahí.
Estoy segura de que estarás muy cómodo allá.
He practicado por mucho tiempo para esto.
Llevo tres horas esperándote.
Si no vas a ir, yo tampoco voy.
En Washington nadie sabía qué esperar.
¿Es cierto que has escalado esta montaña?
Esto podría llevar semanas hacerse.
Parece que va a llover mañana.
Sólo debería llevar unos minutos.
Fue estúpido. Jamás debimos hacer eso.
Se considera como un asunto importante.
Es bueno ver que algunas cosas nunca cambian.
Es vergonzoso tratar tan cruelmente a un niño.
El oponente más importante de Japón era China.
Intentemos vivir todos juntos pacíficamente.
Muchos niños mueren de hambre en África.
Marca las palabras que no consigues entender.
El dinero no es todo, ¡pero cómo ayuda!
Mi hermano no ha superado el examen.
Mi padre suele ayudarme con los deberes.
Mi madre ha estado muerta estos tres años.
Estaré contigo sin importar lo que pase.
Nada ocurre si no provocas que ocurra.
Solo unos pocos estudiantes entendieron la cuestión.
Abra la boca y saque la lengua.
Los faraones eran los gobernantes del Antiguo Egipto.
Dejame dormir cinco minutos más, por favor.
Antes de que llegaras, él salió hacia Londres.
