// Heatmap colours: outcomes stay apart (also to protanopes and deuteranopes), faster results
// are stronger, every fill stands out from the board, labels are readable, on light and dark;
// the same for line-score's diverging scale of scores.
//
// Colour differences are CIE76 ΔE in CIELAB; colour-blind vision is simulated with the Viénot,
// Brettel and Mollon (1999) projections in linear RGB.
#include "board/boardrenderer.h"
#include "board/heatmap.h"
#include "window/appearance.h"

#include "testmain.h"
#include <QStyle>
#include <QStyleFactory>

#include <QtTest>

#include <array>
#include <cmath>
#include <memory>
#include <vector>

using ttt::Evaluation;
using ttt::Outcome;

namespace {

enum class Vision { Typical, Protanopia, Deuteranopia };

double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

struct Lab {
    double l, a, b;
};

Lab toLab(const QColor& color, Vision vision)
{
    double r = toLinear(color.redF()), g = toLinear(color.greenF()), b = toLinear(color.blueF());
    if (vision == Vision::Protanopia) {
        const double rg = 0.11238 * r + 0.88762 * g;
        b = 0.00401 * r - 0.00401 * g + b;
        r = g = rg;
    } else if (vision == Vision::Deuteranopia) {
        const double rg = 0.29275 * r + 0.70725 * g;
        b = -0.02234 * r + 0.02234 * g + b;
        r = g = rg;
    }
    // Linear sRGB to XYZ (D65), relative to the white point.
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
    };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

double deltaE(const QColor& first, const QColor& second, Vision vision = Vision::Typical)
{
    const Lab p = toLab(first, vision);
    const Lab q = toLab(second, vision);
    return std::hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

// Every shade the heatmap can show for an outcome: wins in odd plies, losses in even ones.
std::vector<Evaluation> shades(Outcome outcome)
{
    std::vector<Evaluation> result;
    for (int plies = 1; plies <= ttt::kTicTacToe.cells(); ++plies) {
        if (outcome == Outcome::Tie)
            result.push_back({ Outcome::Tie, plies });
        else if ((outcome == Outcome::Win) == (plies % 2 == 1))
            result.push_back({ outcome, plies });
    }
    return result;
}

QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion->standardPalette();
}

} // namespace

Q_DECLARE_METATYPE(Vision)

class TestHeatmap : public QObject {
    Q_OBJECT

private slots:
    void simulationMergesAConfusionPair();
    void palettesAreToldApart();
    void huesAreBlueGreyAndVermillion_data();
    void huesAreBlueGreyAndVermillion();
    void outcomesStayApart_data();
    void outcomesStayApart();
    void fasterResultsAreStronger_data();
    void fasterResultsAreStronger();
    void everyFillStandsOutFromTheBoard_data();
    void everyFillStandsOutFromTheBoard();
    void labelsAreReadable_data();
    void labelsAreReadable();
    void fillsFollowThePalette();

    void scoreSidesStayApart_data();
    void scoreSidesStayApart();
    void moreLinesAheadIsStronger_data();
    void moreLinesAheadIsStronger();
    void levelScoreIsTheTiesGrey();
    void scoreHuesAreBlueAndOrange();
    void scoreFillsStandOutAndLabelsRead_data();
    void scoreFillsStandOutAndLabelsRead();
    void rulesChooseTheScale();
};

void TestHeatmap::simulationMergesAConfusionPair()
{
    // Red and the dark green with the same protan response look alike to a protanope but not
    // to typical vision: the simulation above is doing its job.
    const QColor red(255, 0, 0);
    const double greenLinear = 0.11238 / 0.88762;
    const double greenEncoded = 1.055 * std::pow(greenLinear, 1 / 2.4) - 0.055;
    // Some blue evens out the little blue response the projection gives red.
    const double blueLinear = 0.00401 * (1 + greenLinear);
    const QColor green(
        0, int(std::lround(greenEncoded * 255)), int(std::lround(blueLinear * 12.92 * 255)));
    QVERIFY(deltaE(red, green, Vision::Protanopia) < 2);
    QVERIFY(deltaE(red, green, Vision::Typical) > 50);
}

void TestHeatmap::palettesAreToldApart()
{
    QVERIFY(!Heatmap::isDark(lightPalette()));
    QVERIFY(Heatmap::isDark(Appearance::darkPalette()));
}

void TestHeatmap::huesAreBlueGreyAndVermillion_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestHeatmap::huesAreBlueGreyAndVermillion()
{
    // What the legend, the help text and the README promise.
    QFETCH(bool, dark);
    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    const QColor win = Heatmap::fillColor({ Outcome::Win, 1 }, palette);
    const QColor tie = Heatmap::fillColor({ Outcome::Tie, 9 }, palette);
    const QColor lose = Heatmap::fillColor({ Outcome::Lose, 2 }, palette);
    QVERIFY(win.blue() > win.red() + 60 && win.blue() > win.green());
    QVERIFY(lose.red() > lose.blue() + 100 && lose.red() > lose.green());
    QVERIFY(std::abs(tie.red() - tie.blue()) < 12 && std::abs(tie.red() - tie.green()) < 12);
}

void TestHeatmap::outcomesStayApart_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<Vision>("vision");
    QTest::addColumn<double>("least");

    QTest::newRow("light palette, typical vision") << false << Vision::Typical << 20.0;
    QTest::newRow("light palette, protanopia") << false << Vision::Protanopia << 15.0;
    QTest::newRow("light palette, deuteranopia") << false << Vision::Deuteranopia << 15.0;
    QTest::newRow("dark palette, typical vision") << true << Vision::Typical << 20.0;
    QTest::newRow("dark palette, protanopia") << true << Vision::Protanopia << 15.0;
    QTest::newRow("dark palette, deuteranopia") << true << Vision::Deuteranopia << 15.0;
}

void TestHeatmap::outcomesStayApart()
{
    QFETCH(bool, dark);
    QFETCH(Vision, vision);
    QFETCH(double, least);

    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    const std::array<Outcome, 3> outcomes { Outcome::Win, Outcome::Tie, Outcome::Lose };
    for (Outcome first : outcomes) {
        for (Outcome second : outcomes) {
            if (first >= second)
                continue;
            for (const Evaluation& p : shades(first)) {
                for (const Evaluation& q : shades(second)) {
                    const double difference = deltaE(
                        Heatmap::fillColor(p, palette), Heatmap::fillColor(q, palette), vision);
                    QVERIFY2(difference >= least,
                        qPrintable(QStringLiteral("%1 %2 and %3 %4 differ by only ΔE %5")
                                       .arg(QString::fromLatin1(ttt::outcomeName(p.outcome)))
                                       .arg(p.plies)
                                       .arg(QString::fromLatin1(ttt::outcomeName(q.outcome)))
                                       .arg(q.plies)
                                       .arg(difference)));
                }
            }
        }
    }
}

void TestHeatmap::fasterResultsAreStronger_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<Outcome>("outcome");
    QTest::newRow("wins on a light palette") << false << Outcome::Win;
    QTest::newRow("losses on a light palette") << false << Outcome::Lose;
    QTest::newRow("wins on a dark palette") << true << Outcome::Win;
    QTest::newRow("losses on a dark palette") << true << Outcome::Lose;
}

void TestHeatmap::fasterResultsAreStronger()
{
    QFETCH(bool, dark);
    QFETCH(Outcome, outcome);

    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    const QColor base = palette.color(QPalette::Base);
    double previous = 1e9;
    for (const Evaluation& evaluation : shades(outcome)) { // fastest first
        const double fromBase = deltaE(Heatmap::fillColor(evaluation, palette), base);
        QVERIFY2(
            fromBase < previous - 3, qPrintable(QStringLiteral("plies %1").arg(evaluation.plies)));
        previous = fromBase;
    }
}

void TestHeatmap::everyFillStandsOutFromTheBoard_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestHeatmap::everyFillStandsOutFromTheBoard()
{
    QFETCH(bool, dark);
    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    for (Outcome outcome : { Outcome::Win, Outcome::Tie, Outcome::Lose }) {
        for (const Evaluation& evaluation : shades(outcome)) {
            const QColor fill = Heatmap::fillColor(evaluation, palette);
            QVERIFY(deltaE(fill, palette.color(QPalette::Base)) >= 15);
            QVERIFY(deltaE(fill, palette.color(QPalette::Window)) >= 10);
            QVERIFY(deltaE(fill, BoardRenderer::trayColor(palette)) >= 10);
        }
    }
}

void TestHeatmap::labelsAreReadable_data()
{
    everyFillStandsOutFromTheBoard_data();
}

void TestHeatmap::labelsAreReadable()
{
    QFETCH(bool, dark);
    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    for (Outcome outcome : { Outcome::Win, Outcome::Tie, Outcome::Lose }) {
        for (const Evaluation& evaluation : shades(outcome)) {
            const QColor fill = Heatmap::fillColor(evaluation, palette);
            // WCAG AA for normal text.
            QVERIFY(Heatmap::contrastRatio(Heatmap::textColor(fill), fill) >= 4.5);
        }
    }
}

void TestHeatmap::fillsFollowThePalette()
{
    QPalette palette = lightPalette();
    const QColor onWhite = Heatmap::fillColor({ Outcome::Tie, 9 }, palette);
    palette.setColor(QPalette::Base, QColor(0xff, 0xf4, 0xd0));
    const QColor onCream = Heatmap::fillColor({ Outcome::Tie, 9 }, palette);
    QVERIFY(onWhite != onCream);
    QVERIFY(Heatmap::relativeLuminance(
                Heatmap::fillColor({ Outcome::Tie, 9 }, Appearance::darkPalette()))
        < Heatmap::relativeLuminance(onWhite));
}

namespace {
// Every score line-score can show: -8 .. +8 (a board full of one mark holds all eight lines).
std::vector<int> scores(int sign)
{
    std::vector<int> result;
    for (int lines = 1; lines <= ttt::kTicTacToe.lineCount(); ++lines)
        result.push_back(sign * lines);
    return result;
}
} // namespace

void TestHeatmap::scoreSidesStayApart_data()
{
    outcomesStayApart_data();
}

void TestHeatmap::scoreSidesStayApart()
{
    QFETCH(bool, dark);
    QFETCH(Vision, vision);
    QFETCH(double, least);

    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    const QColor level = Heatmap::scoreFillColor(0, palette);
    for (int oAhead : scores(+1)) {
        const QColor blue = Heatmap::scoreFillColor(oAhead, palette);
        QVERIFY2(deltaE(blue, level, vision) >= least, qPrintable(QString::number(oAhead)));
        for (int xAhead : scores(-1)) {
            const QColor orange = Heatmap::scoreFillColor(xAhead, palette);
            QVERIFY2(deltaE(orange, level, vision) >= least, qPrintable(QString::number(xAhead)));
            QVERIFY2(deltaE(blue, orange, vision) >= least,
                qPrintable(QStringLiteral("%1 and %2").arg(oAhead).arg(xAhead)));
        }
    }
}

void TestHeatmap::moreLinesAheadIsStronger_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("sign");
    QTest::newRow("o ahead on a light palette") << false << +1;
    QTest::newRow("x ahead on a light palette") << false << -1;
    QTest::newRow("o ahead on a dark palette") << true << +1;
    QTest::newRow("x ahead on a dark palette") << true << -1;
}

void TestHeatmap::moreLinesAheadIsStronger()
{
    QFETCH(bool, dark);
    QFETCH(int, sign);

    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    const QColor base = palette.color(QPalette::Base);
    double previous = 0;
    for (int lines = 1; lines <= Heatmap::kStrongestScore; ++lines) {
        const double fromBase = deltaE(Heatmap::scoreFillColor(sign * lines, palette), base);
        QVERIFY2(fromBase > previous + 3, qPrintable(QStringLiteral("%1 lines").arg(lines)));
        previous = fromBase;
    }
    // Beyond the strongest shade the colour stays (the label gives the number).
    QCOMPARE(Heatmap::scoreFillColor(sign * ttt::kTicTacToe.lineCount(), palette),
        Heatmap::scoreFillColor(sign * Heatmap::kStrongestScore, palette));
}

void TestHeatmap::levelScoreIsTheTiesGrey()
{
    for (const QPalette& palette : { lightPalette(), Appearance::darkPalette() })
        QCOMPARE(
            Heatmap::scoreFillColor(0, palette), Heatmap::fillColor({ Outcome::Tie, 9 }, palette));
}

void TestHeatmap::scoreHuesAreBlueAndOrange()
{
    const QPalette palette = lightPalette();
    const QColor oAhead = Heatmap::scoreFillColor(+3, palette);
    const QColor xAhead = Heatmap::scoreFillColor(-3, palette);
    QVERIFY(oAhead.blue() > oAhead.red() + 60 && oAhead.blue() > oAhead.green());
    // Orange: red over green over blue, and apart from the vermillion of a classic loss.
    QVERIFY(xAhead.red() > xAhead.green() && xAhead.green() > xAhead.blue() + 60);
    QVERIFY(deltaE(xAhead, Heatmap::fillColor({ Outcome::Lose, 2 }, palette)) >= 15);
}

void TestHeatmap::scoreFillsStandOutAndLabelsRead_data()
{
    everyFillStandsOutFromTheBoard_data();
}

void TestHeatmap::scoreFillsStandOutAndLabelsRead()
{
    QFETCH(bool, dark);
    const QPalette palette = dark ? Appearance::darkPalette() : lightPalette();
    std::vector<int> all = scores(+1);
    for (int score : scores(-1))
        all.push_back(score);
    all.push_back(0);
    for (int score : all) {
        const QColor fill = Heatmap::scoreFillColor(score, palette);
        QVERIFY(deltaE(fill, palette.color(QPalette::Base)) >= 15);
        QVERIFY(deltaE(fill, palette.color(QPalette::Window)) >= 10);
        QVERIFY(deltaE(fill, BoardRenderer::trayColor(palette)) >= 10);
        QVERIFY2(Heatmap::contrastRatio(Heatmap::textColor(fill), fill) >= 4.5,
            qPrintable(QString::number(score)));
    }
}

void TestHeatmap::rulesChooseTheScale()
{
    const QPalette palette = lightPalette();
    // The same evaluation: a win for the mover that leaves o one line ahead.
    const Evaluation evaluation { Outcome::Win, 5, 1 };
    QCOMPARE(Heatmap::fillColor(evaluation, ttt::Rules::Classic, palette),
        Heatmap::fillColor(evaluation, palette));
    QCOMPARE(Heatmap::fillColor(evaluation, ttt::Rules::Misere, palette),
        Heatmap::fillColor(evaluation, palette));
    QCOMPARE(Heatmap::fillColor(evaluation, ttt::Rules::LineScore, palette),
        Heatmap::scoreFillColor(1, palette));
}

TTT_TEST_MAIN(TestHeatmap)
#include "tst_heatmap.moc"
