// "Si compra esta casa" bajo el resultado de la calculadora, y su parte del informe en PDF.
export default {
  title: "Si compra esta casa",
  introReset:
    "La factura del vendedor no le sirve de guía. Con la venta se acaba el tope de avalúo del vendedor: su factura parte del precio, {{price}}, mientras que la del vendedor puede basarse en un valor limitado durante años.",
  introNoReset:
    "Aquí la venta no reinicia el avalúo: su factura parte de donde está la del vendedor y solo cambia por las exenciones que tenga cada uno.",
  sellerBill: "Factura del vendedor, {{year}} (con tope)",
  sellerBillUncapped: "Factura del vendedor, {{year}}",
  onValue: "sobre un valor tasado de {{value}}",
  buyerBill: "Su primera factura",
  difference: "Diferencia",
  differencePercent: "{{percent}} respecto a la factura del vendedor",
  tableCaption: "Sus primeros {{years}} años, junto a lo que pagaría el vendedor si se quedara con la casa",
  colYear: "Año",
  colSeller: "Vendedor",
  colBuyer: "Usted",
  colDifference: "Diferencia",
  escrowTitle: "Su cuenta de depósito (escrow) en el primer análisis",
  escrowOld: "Depósito mensual de impuestos calculado con la factura del vendedor",
  escrowNew: "Nuevo depósito mensual para su factura",
  escrowShortage: "Faltante de {{shortage}}, repartido en 12 meses",
  escrowPayment: "Nuevo pago mensual de impuestos",
  escrowChange: "Cambio al mes",
  escrowNote:
    "Si su prestamista calculó el depósito con la factura del vendedor, la cuenta paga su factura, que es mayor, y queda corta. En el análisis anual de la cuenta, el prestamista sube el depósito al monto de su factura y normalmente reparte el faltante en 12 meses (Reglamento X federal, 12 CFR 1024.17). Calculado con una reserva de {{months}} meses, la máxima que permite la norma, y solo para el impuesto a la propiedad: no incluye el seguro.",
  escrowNoteLower:
    "Su factura es menor que la del vendedor: en el análisis anual el prestamista baja el depósito y le reembolsa cualquier excedente de $50 o más (Reglamento X federal, 12 CFR 1024.17). Solo el impuesto a la propiedad: no incluye el seguro.",
  escrowNoteSame:
    "Su primera factura es igual a la del vendedor: el depósito mensual que su prestamista calculó con ella al cierre se mantiene y el primer análisis no encuentra faltante. Solo el impuesto a la propiedad: no incluye el seguro.",
  differs: {
    tx: {
      reset:
        "Texas: el tope del 10% de la vivienda principal (homestead) es del vendedor y se acaba con la venta. Su primera factura se calcula sobre el valor de mercado completo; su propio tope empieza el año siguiente a su primer año con la exención (Código Tributario, sección 23.23).",
      homestead:
        "La exención de vivienda principal cuenta solo cuando el distrito de tasación la aprueba. La exención del vendedor cubre el año de la venta; la suya empieza el primer 1 de enero en que la casa sea suya y viva en ella, una vez que la solicite (Código Tributario, secciones 11.42 y 11.43). Sin ella, su primera factura sería de {{amount}}.",
      more: "La factura del año de la venta se calcula sobre el valor del vendedor y normalmente se reparte entre ustedes al cierre. El límite del impuesto escolar del vendedor por tener 65 años o más o una discapacidad no pasa a usted.",
    },
    fl: {
      reset:
        "Florida: Save Our Homes se acaba con la venta. El 1 de enero siguiente a la venta, la casa se tasa a su valor justo (sección 193.155(3) de los Estatutos de Florida), en este caso el precio.",
      homestead:
        "Su exención de vivienda principal empieza el primer 1 de enero en que la casa sea suya y viva en ella, si la solicita a más tardar el 1 de marzo (sección 196.011). Sin ella, su primera factura sería de {{amount}}.",
      more: "La factura del año de la venta se calcula sobre el valor del vendedor y normalmente se reparte entre ustedes al cierre.",
      portability:
        "¿Viene de otra vivienda principal en Florida? La portabilidad puede traer a esta casa hasta {{max}} del beneficio de Save Our Homes de la anterior, lo que bajaría su factura. No se incluye aquí.",
    },
    ca: {
      reset:
        "California: la venta es un cambio de dueño. El precio pasa a ser el nuevo valor del año base (Proposición 13, Código de Ingresos y Tributación, sección 110.1), que después sube como máximo 2% al año.",
      more: "El condado también envía una factura suplementaria por el resto del año fiscal en que compra (sección 75), sobre la diferencia entre el precio y el valor del vendedor; no forma parte de estas cifras. La exención para propietarios de vivienda cuenta una vez que la solicite.",
    },
    nyc: {
      reset:
        "Ciudad de Nueva York: la venta no reinicia el avalúo. Los límites de la clase 1 (6% al año, 20% en cinco años) siguen con la propiedad, así que su factura parte del valor tasado del vendedor (Ley de Impuestos sobre Bienes Inmuebles, sección 1805).",
      more: "Las exenciones del vendedor no pasan a usted. El STAR de un nuevo dueño es un crédito que llega por cheque, no una rebaja en la factura.",
    },
    ny: {
      reset:
        "En Nueva York, fuera de la ciudad, no hay tope de avalúo que se reinicie: la venta por sí sola no cambia el valor tasado.",
      more: "Las exenciones del vendedor no pasan a usted. El STAR de un nuevo dueño es un crédito que llega por cheque, no una rebaja en la factura.",
    },
  },
  basis: {
    assessed:
      "Factura del vendedor: sobre el valor tasado que usted indicó ({{value}}), con la exención de vivienda principal y sin las exenciones personales del vendedor, que no se conocen.",
    purchase:
      "Factura del vendedor: sobre {{value}}, reconstruido a partir del año y el precio de compra del vendedor con el tope de cada año, suponiendo que el valor de mercado creció de forma pareja entre tanto. La cifra real la tiene la oficina del {{office}}.",
    assumedMarket:
      "No indicó el valor tasado ni la compra del vendedor, así que supusimos que el vendedor está tasado al valor completo ({{value}}) y no se muestra ningún ahorro por tope. Si el vendedor tiene la casa desde hace años, seguramente paga menos y el salto a su factura sería mayor: escriba la cifra del anuncio o de la oficina del {{office}} para verlo.",
    nycRatio:
      "No indicó el valor tasado del vendedor, así que usamos la proporción de la clase 1 sobre el valor de mercado ({{value}}), lo más que puede ser el avalúo; el aviso de valor de la propiedad (Notice of Property Value) suele mostrar menos. La cifra real la tiene el {{office}}.",
    noCap: "Las dos facturas se calculan sobre el mismo valor tasado ({{value}}).",
  },
  office: {
    tx: "distrito de tasación del condado",
    fl: "tasador de propiedades del condado",
    ca: "tasador del condado",
    nyc: "Departamento de Finanzas de la Ciudad de Nueva York",
    ny: "tasador del pueblo o la ciudad",
  },
  assumeYears:
    "Desde el segundo año suponemos que el valor de mercado cambia {{growth}} al año y que las tasas y los montos de exención de {{year}} se mantienen: es una proyección, no un pronóstico.",
  estimate:
    "La tasa de este condado es un estimado basado en datos del censo, así que estas facturas también son estimadas: las reales pueden ser hasta {{spread}} más altas o más bajas.",
  form: {
    title: "Calcúlelo con las cifras del vendedor",
    hint: "Todo es opcional. El anuncio o el registro de la propiedad del condado muestra el valor tasado del vendedor.",
    price: "Precio que pagaría",
    priceHint: "Déjelo en blanco para usar el valor de arriba.",
    sellerAssessed: "Valor tasado del vendedor",
    sellerYear: "Año en que compró el vendedor",
    sellerPrice: "Precio que pagó el vendedor",
    sellerPurchaseHint: "Se usa cuando no tiene el valor tasado del vendedor.",
    growth: "Cambio anual del valor de mercado (%)",
    submit: "Actualizar la comparación",
  },
  errors: {
    amount: "Escriba un monto en dólares enteros, por ejemplo 250,000.",
    yearRange: "Escriba un año de {{min}} a {{max}}.",
    rateRange: "Escriba un porcentaje de {{min}} a {{max}}.",
  },
};
