// The window and ttt-solve in the person's language. This suite runs under a Korean locale
// (LC_ALL=ko_KR.UTF-8, set by CMake): with no language chosen the window must speak Korean,
// menus, verdict, solverlib's messages and Qt's own buttons alike; View › Language and
// Language::install switch to Simplified Chinese or English, whose plural forms are right.
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/analysispanel.h"
#include "testmain.h"
#include "window/language.h"
#include "window/preferences.h"
#include "words/wording.h"

#include "ttt/text.h"
#include "ttt/translate.h"

#include <QDialogButtonBox>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>

namespace {

const QRegularExpression kHangul(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"));
const QRegularExpression kHan(QStringLiteral("[\\x{4E00}-\\x{9FFF}]"));

// The top-level menus' titles, without their mnemonics.
QStringList menuTitles(const MainWindow& window)
{
    QStringList titles;
    for (const QAction* action : window.menuBar()->actions())
        titles << action->text().remove(QLatin1Char('&'));
    return titles;
}

// Runs `program` with `arguments` in the environment of this suite (a Korean locale) without a
// display; its standard output, or a failure naming what went wrong.
QString runWithoutDisplay(const QString& program, const QStringList& arguments, int* exitCode)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    if (!process.waitForFinished(30000))
        return QStringLiteral("(did not finish)");
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
}

} // namespace

class LanguageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestSettings(QStringLiteral("tst_language")); }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { Language::install(QStringLiteral("en")); }

    void theSystemsKoreanIsChosen()
    {
        QCOMPARE(Language::install(Preferences::language()).language(), QLocale::Korean);
    }

    void koreanMenusAndVerdict()
    {
        Language::install(QString());
        auto window = windowOnClearedSettings();
        const QStringList titles = menuTitles(*window);
        QVERIFY(titles.size() >= 5);
        for (const QString& title : titles)
            QVERIFY2(title.contains(kHangul), qPrintable(title));

        window->model()->setBoard(board(QStringLiteral("xx./oo./...")));
        QTRY_VERIFY(!window->analysisPanel()->verdict().isEmpty());
        const QString verdict = window->analysisPanel()->verdict();
        QVERIFY2(verdict.contains(kHangul), qPrintable(verdict));
        QVERIFY2(verdict.contains(QLatin1Char('x')), qPrintable(verdict));
    }

    void solverMessagesAndQtsOwnStringsAreKorean()
    {
        Language::install(QString());
        const ttt::Parsed<ttt::Board> parsed = ttt::parseBoard("xo\n");
        QVERIFY(!parsed);
        const QString message = QString::fromStdString(parsed.error().message);
        QVERIFY2(message.contains(kHangul), qPrintable(message));

        // Qt's own: the buttons of standard dialogs come from Qt's Korean translation.
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
            QStringLiteral("취소"));
    }

    void languageMenuIsRememberedAndChinese()
    {
        Language::install(QString());
        auto window = windowOnClearedSettings();
        QAction* chinese = window->findChild<QAction*>(QStringLiteral("languageAction_zh_CN"));
        QVERIFY(chinese);
        QVERIFY(window->findChild<QAction*>(QStringLiteral("languageAction_system"))->isChecked());
        chinese->trigger();
        QCOMPARE(Preferences::language(), QStringLiteral("zh_CN"));
        window.reset(); // its thread must not see the default locale change

        // The next start: what main() does with the remembered choice.
        QCOMPARE(Language::install(Preferences::language()).language(), QLocale::Chinese);
        auto next = std::make_unique<MainWindow>();
        QVERIFY(next->findChild<QAction*>(QStringLiteral("languageAction_zh_CN"))->isChecked());
        for (const QString& title : menuTitles(*next))
            QVERIFY2(title.contains(kHan), qPrintable(title));
        next->model()->setBoard(board(QStringLiteral("xx./oo./...")));
        QTRY_VERIFY(next->analysisPanel()->verdict().contains(kHan));
    }

    void pluralForms()
    {
        Language::install(QStringLiteral("en"));
        QCOMPARE(Wording::plies(1), QStringLiteral("1 ply"));
        QCOMPARE(Wording::plies(3), QStringLiteral("3 plies"));
        // solverlib's words (the legality sentences count marks) come through the same file.
        const auto marks = [](int count) {
            return QString::fromStdString(
                ttt::translate("ttt::legality", "%n mark(s)", "how many marks a side has", count));
        };
        QCOMPARE(marks(1), QStringLiteral("1 mark"));
        QCOMPARE(marks(2), QStringLiteral("2 marks"));
        // Korean and Chinese have one form, with the number in it.
        Language::install(QStringLiteral("ko"));
        QVERIFY(Wording::plies(1).contains(QLatin1Char('1')));
        QVERIFY(Wording::plies(3).contains(QLatin1Char('3')));
        QVERIFY(Wording::plies(3).contains(kHangul));
        Language::install(QStringLiteral("zh_CN"));
        QVERIFY(Wording::plies(5).contains(QLatin1Char('5')));
        QVERIFY(Wording::plies(5).contains(kHan));
    }

    void programsAnswerHelpInKoreanWithoutADisplay_data()
    {
        QTest::addColumn<QString>("program");
        QTest::newRow("ttt-analyzer") << QStringLiteral(TTT_ANALYZER);
        QTest::newRow("ttt-solve") << QStringLiteral(TTT_SOLVE);
    }

    void programsAnswerHelpInKoreanWithoutADisplay()
    {
        QFETCH(QString, program);
        int exitCode = -1;
        const QString help = runWithoutDisplay(program, { QStringLiteral("--help") }, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(help.contains(kHangul), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("--version")), qPrintable(help));
        const QString version
            = runWithoutDisplay(program, { QStringLiteral("--version") }, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(version.contains(QStringLiteral(PROJECT_VERSION)), qPrintable(version));
        // Short options run together are still only questions.
        const QString together = runWithoutDisplay(program, { QStringLiteral("-hv") }, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(together.contains(QStringLiteral(PROJECT_VERSION)) || together.contains(kHangul),
            qPrintable(together));
    }

    void solveKeepsJsonInEnglish()
    {
        // The same illegal board: the text in Korean, the JSON (for programs) in English.
        const QStringList board { QStringLiteral("analyze"), QStringLiteral("xxx/oo./o..") };
        int exitCode = -1;
        const QString text = runWithoutDisplay(QStringLiteral(TTT_SOLVE), board, &exitCode);
        QVERIFY2(text.contains(kHangul), qPrintable(text));
        const QString json = runWithoutDisplay(
            QStringLiteral(TTT_SOLVE), board + QStringList { QStringLiteral("--json") }, &exitCode);
        QVERIFY2(json.contains(QStringLiteral("\"message\"")), qPrintable(json));
        QVERIFY2(!json.contains(kHangul), qPrintable(json));
        QVERIFY2(json.contains(QStringLiteral("so x made the last move")), qPrintable(json));
    }

    void solveSpeaksKorean()
    {
        int exitCode = -1;
        const QString output = runWithoutDisplay(QStringLiteral(TTT_SOLVE),
            { QStringLiteral("analyze"), QStringLiteral("xo") }, &exitCode);
        QCOMPARE(exitCode, 1);
        QVERIFY2(output.contains(kHangul), qPrintable(output));
    }
};

TTT_TEST_MAIN(LanguageTest)
#include "tst_language.moc"
