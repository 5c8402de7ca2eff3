// Icons drawn from their shapes: at every display scale an icon is drawn at the device pixels it
// is shown at (never a smaller pixmap scaled up), and the application icon drawn by the window is
// the picture of resources/ttt-analyzer.svg that the icon theme installs.
#include "window/appearance.h"

#include "testmain.h"
#include <QImage>
#include <QPainter>

#include <QtTest>

#include <cmath>

namespace {

// The mean difference per channel (0 to 255) of two images of one size.
double meanDifference(const QImage& a, const QImage& b)
{
    const QImage left = a.convertToFormat(QImage::Format_RGBA8888);
    const QImage right = b.convertToFormat(QImage::Format_RGBA8888);
    double total = 0;
    for (int y = 0; y < left.height(); ++y) {
        const uchar* l = left.constScanLine(y);
        const uchar* r = right.constScanLine(y);
        for (int x = 0; x < left.width() * 4; ++x)
            total += std::abs(int(l[x]) - int(r[x]));
    }
    return total / (left.width() * left.height() * 4.0);
}

// The share of pixels of which some channel differs by more than a third of its range.
double strayPixels(const QImage& a, const QImage& b)
{
    const QImage left = a.convertToFormat(QImage::Format_RGBA8888);
    const QImage right = b.convertToFormat(QImage::Format_RGBA8888);
    int stray = 0;
    for (int y = 0; y < left.height(); ++y) {
        const uchar* l = left.constScanLine(y);
        const uchar* r = right.constScanLine(y);
        for (int x = 0; x < left.width(); ++x) {
            for (int channel = 0; channel < 4; ++channel) {
                if (std::abs(int(l[4 * x + channel]) - int(r[4 * x + channel])) > 85) {
                    ++stray;
                    break;
                }
            }
        }
    }
    return double(stray) / (left.width() * left.height());
}

// Of the pixels an icon covers at all, the share it covers only partly (its soft edges).
double softEdgeShare(const QImage& icon)
{
    const QImage image = icon.convertToFormat(QImage::Format_ARGB32);
    int covered = 0;
    int soft = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const int alpha = qAlpha(image.pixel(x, y));
            covered += alpha > 0;
            soft += alpha > 0 && alpha < 255;
        }
    }
    return covered ? double(soft) / covered : 1.0;
}

QList<QPair<QString, QIcon>> drawnIcons()
{
    const QColor ink(0x20, 0x20, 0x20);
    using Appearance::ActionIcon;
    return {
        { QStringLiteral("application"), Appearance::applicationIcon() },
        { QStringLiteral("new"), Appearance::actionIcon(ActionIcon::New, ink) },
        { QStringLiteral("open"), Appearance::actionIcon(ActionIcon::Open, ink) },
        { QStringLiteral("save"), Appearance::actionIcon(ActionIcon::Save, ink) },
        { QStringLiteral("undo"), Appearance::actionIcon(ActionIcon::Undo, ink) },
        { QStringLiteral("redo"), Appearance::actionIcon(ActionIcon::Redo, ink) },
        { QStringLiteral("clear"), Appearance::actionIcon(ActionIcon::Clear, ink) },
        { QStringLiteral("x"), Appearance::markIcon(ttt::Mark::X, ink) },
        { QStringLiteral("rotate"),
            Appearance::symmetryIcon(ttt::Symmetry::QuarterTurnClockwise, ink) },
        { QStringLiteral("star"), Appearance::glyphIcon(QStringLiteral("★"), ink) },
    };
}

} // namespace

class AppearanceTest : public QObject {
    Q_OBJECT

private slots:
    void iconsAreDrawnAtTheScaleShown_data()
    {
        QTest::addColumn<QIcon>("icon");
        QTest::addColumn<double>("scale");
        for (const auto& [name, icon] : drawnIcons()) {
            for (double scale : { 1.0, 1.5, 2.0 })
                QTest::addRow("%s at %.1f", qPrintable(name), scale) << icon << scale;
        }
    }

    void iconsAreDrawnAtTheScaleShown()
    {
        QFETCH(QIcon, icon);
        QFETCH(double, scale);
        const int logical = 24;
        const QPixmap shown = icon.pixmap(QSize(logical, logical), scale);
        const int device = int(std::lround(logical * scale));
        QCOMPARE(shown.size(), QSize(device, device));
        QCOMPARE(shown.devicePixelRatio(), scale);
        // The same pixels as the icon drawn for that many device pixels at scale 1: drawn there,
        // not scaled from a pixmap of another size.
        const QPixmap direct = icon.pixmap(QSize(device, device), 1.0);
        QCOMPARE(meanDifference(shown.toImage(), direct.toImage()), 0.0);
        // Sharp: a drawing's antialiased edge is about one device pixel wide at any size, so at
        // a bigger scale a smaller share of its pixels is half-covered; a pixmap scaled up keeps
        // (or widens) its soft edges.
        if (scale > 1.0) {
            const double atScale = softEdgeShare(shown.toImage());
            const double atOne = softEdgeShare(icon.pixmap(QSize(logical, logical), 1.0).toImage());
            QVERIFY2(atScale < 0.9 * atOne,
                qPrintable(QStringLiteral("%1 of the pixels soft, %2 at scale 1")
                               .arg(atScale)
                               .arg(atOne)));
        }
        // And something is drawn, not the whole square.
        const QImage image = shown.toImage().convertToFormat(QImage::Format_RGBA8888);
        int inked = 0;
        for (int y = 0; y < device; ++y) {
            for (int x = 0; x < device; ++x)
                inked += qAlpha(image.pixel(x, y)) > 0;
        }
        QVERIFY(inked > 0);
        QVERIFY(inked < device * device);
    }

    void applicationIconIsTheSvgPicture_data()
    {
        QTest::addColumn<int>("size");
        for (int size : { 32, 64, 256 })
            QTest::addRow("%d px", size) << size;
    }

    void applicationIconIsTheSvgPicture()
    {
        QFETCH(int, size);
        // resources/icons/ttt-analyzer-N.png: the SVG rendered by an SVG renderer, installed as the
        // icon theme's fixed sizes.
        const QImage rendered(
            QStringLiteral(TTT_RESOURCES_DIR "/icons/ttt-analyzer-%1.png").arg(size));
        QVERIFY(!rendered.isNull());
        const QImage drawn = Appearance::applicationIcon().pixmap(QSize(size, size), 1.0).toImage();
        QCOMPARE(drawn.size(), rendered.size());
        // Renderers antialias edges differently, which moves a pixel's colour a little along
        // every edge; a different picture (a cell's colour, a mark's place) moves many pixels a
        // long way. So: few pixels far apart, and a small difference on average.
        QVERIFY2(strayPixels(drawn, rendered) < 0.05,
            qPrintable(QString::number(strayPixels(drawn, rendered))));
        QVERIFY2(meanDifference(drawn, rendered) < 10.0,
            qPrintable(QString::number(meanDifference(drawn, rendered))));
    }
};

TTT_TEST_MAIN(AppearanceTest)
#include "tst_appearance.moc"
