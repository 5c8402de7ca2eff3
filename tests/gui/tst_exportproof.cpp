// File › Export Proof…: the certificate of the position shown, written in the background and
// verified by the independent checker; while the analysis runs it waits for it, Stop leaves a
// certificate of what is proven by then, and a file that cannot be written says why.
#include "checker.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/messagebar.h"
#include "window/mainwindow.h"

#include "testmain.h"
#include <QAction>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <QtTest>

#include <memory>

class TestExportProof : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void exportsTheProofOfTheBoardShown();
    void waitsForTheAnalysisRunning();
    void stopLeavesTheProofOfWhatIsProven();
    void saysWhatItWaitsForAndExportsWhatIsProvenNow();
    void ticTacToeAndLineScore();
    void aFileThatCannotBeWrittenSaysWhy();
    void gomokuThreatProofs();

private:
    PositionModel* model() const { return m_window->model(); }
    QAction* exportAction() const
    {
        return m_window->findChild<QAction*>(QStringLiteral("actionExportProof"));
    }
    // Exports to `path` through the window's menu action and waits for the proof to be written.
    void exportTo(const QString& path)
    {
        m_window->setFileDialogs(answeringDialogs({}, path));
        QSignalSpy written(model(), &PositionModel::proofWritten);
        QVERIFY(exportAction()->isEnabled());
        exportAction()->trigger();
        QVERIFY(!exportAction()->isEnabled()); // one proof at a time
        QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 120000);
    }
    check::Verdict checkFile(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QByteArray bytes = file.readAll();
        return check::checkCertificate(
            std::vector<std::uint8_t>(bytes.begin(), bytes.end()), std::uint64_t(1) << 30);
    }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
};

void TestExportProof::initTestCase()
{
    useTestSettings(QStringLiteral("tst_exportproof"));
    QVERIFY(m_folder.isValid());
}

void TestExportProof::init()
{
    m_window = windowOnClearedSettings();
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestExportProof::cleanup()
{
    m_window.reset();
}

void TestExportProof::exportsTheProofOfTheBoardShown()
{
    model()->changeBoard(ttt::Geometry(5, 5, 4));
    model()->setCellMark(12, ttt::Mark::X);
    QTRY_VERIFY_WITH_TIMEOUT(
        model()->analysisStatus().state == AnalysisStatus::State::Complete, 60000);
    const QString path = m_folder.filePath(QStringLiteral("centre"));
    exportTo(path);
    // The suffix is added, and the checker confirms what the window shows.
    const check::Verdict verdict = checkFile(path + QStringLiteral(".tttproof"));
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(QString::fromStdString(verdict.position), QStringLiteral("a tie"));
    for (const ttt::MoveAnnotation& move : model()->analysis().moves) {
        const QString result = QString::fromStdString(verdict.moves.at(std::size_t(move.cell)));
        QCOMPARE(result,
            move.evaluation.outcome == ttt::Outcome::Tie       ? QStringLiteral("a tie")
                : move.evaluation.outcome == ttt::Outcome::Win ? QStringLiteral("o wins")
                                                               : QStringLiteral("x wins"));
    }
    QVERIFY2(m_window->messageBar()->text().contains("Proof exported to")
            && m_window->messageBar()->text().contains("every result proven"),
        qPrintable(m_window->messageBar()->text()));
    QVERIFY(exportAction()->isEnabled());
}

void TestExportProof::waitsForTheAnalysisRunning()
{
    // 7×7 takes a moment: the export asked at once is made when the analysis is done.
    model()->changeBoard(ttt::Geometry(7, 7, 5));
    QVERIFY(model()->isAnalysing());
    const QString path = m_folder.filePath(QStringLiteral("seven.tttproof"));
    exportTo(path);
    QCOMPARE(model()->analysisStatus().state, AnalysisStatus::State::Complete);
    const check::Verdict verdict = checkFile(path);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(QString::fromStdString(verdict.position), QStringLiteral("a tie"));
    QVERIFY(!QString::fromStdString(verdict.text).contains("incomplete"));
}

void TestExportProof::stopLeavesTheProofOfWhatIsProven()
{
    // 8×8 is not proven in a test's time: Stop, and the certificate holds the bounds proven by
    // then, marked incomplete.
    model()->changeBoard(ttt::Geometry(8, 8, 5));
    QVERIFY(model()->isAnalysing());
    const QString path = m_folder.filePath(QStringLiteral("eight.tttproof"));
    m_window->setFileDialogs(answeringDialogs({}, path));
    QSignalSpy written(model(), &PositionModel::proofWritten);
    exportAction()->trigger();
    QTest::qWait(1500);
    QAction* stop = m_window->findChild<QAction*>(QStringLiteral("actionStopAnalysis"));
    QVERIFY(stop->isEnabled());
    stop->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 60000);
    const check::Verdict verdict = checkFile(path);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QVERIFY(QString::fromStdString(verdict.text).contains("incomplete"));
    const QString message = m_window->messageBar()->text();
    QVERIFY2(message.contains("when the analysis stopped") || message.contains("left out"),
        qPrintable(message));
}

void TestExportProof::saysWhatItWaitsForAndExportsWhatIsProvenNow()
{
    // 8×8 takes minutes: the export says at once that it waits, with the search's figures as
    // they grow, and offers the proof of what is proven now; the search then goes on.
    model()->changeBoard(ttt::Geometry(8, 8, 5));
    QVERIFY(model()->isAnalysing());
    const QString path = m_folder.filePath(QStringLiteral("now.tttproof"));
    m_window->setFileDialogs(answeringDialogs({}, path));
    QSignalSpy written(model(), &PositionModel::proofWritten);
    exportAction()->trigger();
    MessageBar* bar = m_window->messageBar();
    QVERIFY(bar->isVisibleTo(m_window.get()));
    QCOMPARE(bar->headline(), QStringLiteral("The proof is exported once the analysis is done"));
    QVERIFY2(
        bar->details().contains(QStringLiteral("of 64 moves proven")), qPrintable(bar->text()));
    QCOMPARE(bar->buttonText(), QStringLiteral("Export What Is Proven Now"));
    const QString first = bar->details();
    QTRY_VERIFY_WITH_TIMEOUT(bar->details() != first, 10000); // the figures follow the search
    QCOMPARE(written.count(), 0);

    auto* button = bar->findChild<QPushButton*>(QStringLiteral("messageButton"));
    QVERIFY(button && button->isVisibleTo(m_window.get()));
    button->click();
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 60000);
    const check::Verdict verdict = checkFile(path);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QVERIFY(QString::fromStdString(verdict.text).contains("incomplete"));
    QVERIFY2(bar->text().contains(QStringLiteral("Proof exported to")), qPrintable(bar->text()));
    // The search was paused for the proof, not stopped.
    QTRY_VERIFY(model()->isAnalysing());
    QVERIFY(!model()->isExportingProof());
    QVERIFY(exportAction()->isEnabled());
}

void TestExportProof::ticTacToeAndLineScore()
{
    // Tic-tac-toe is answered from tables; its proof comes from the engine all the same.
    model()->setCellMark(4, ttt::Mark::X);
    const QString path = m_folder.filePath(QStringLiteral("three.tttproof"));
    exportTo(path);
    const check::Verdict verdict = checkFile(path);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(QString::fromStdString(verdict.position), QStringLiteral("a tie"));

    // Certificates prove wins and ties: not line-score's scores.
    model()->setRules(ttt::Rules::LineScore);
    QVERIFY(!exportAction()->isEnabled());
    model()->setRules(ttt::Rules::Misere);
    QTRY_VERIFY(exportAction()->isEnabled());
}

void TestExportProof::aFileThatCannotBeWrittenSaysWhy()
{
    model()->changeBoard(ttt::Geometry(4, 4, 4));
    QTRY_VERIFY(model()->analysisStatus().state == AnalysisStatus::State::Complete);
    const QString path = m_folder.filePath(QStringLiteral("no/such/folder/proof.tttproof"));
    exportTo(path);
    QVERIFY(!QFile::exists(path));
    const QString message = m_window->messageBar()->text();
    QVERIFY2(message.contains("Could not export the proof") && message.contains("cannot create"),
        qPrintable(message));
}

void TestExportProof::gomokuThreatProofs()
{
    // 15×15: black (x) to move with an open three h8 i8 j8 against white's h9 i9 a1. The threat
    // proofs of the moves proven (g8 and k8 win) are exported, and the checker confirms them.
    const ttt::Geometry gomoku(15, 15, 5);
    const auto at = [&gomoku](const char* name) { return *ttt::cellFromName(gomoku, name); };
    ttt::Board position(gomoku);
    for (const char* name : { "h8", "i8", "j8" })
        position.set(at(name), ttt::Mark::X);
    for (const char* name : { "h9", "i9", "a1" })
        position.set(at(name), ttt::Mark::O);
    // Half a million positions: enough for these two, and quick under the sanitizers.
    m_window->findChild<QAction*>(QStringLiteral("actionThreatQuick"))->trigger();
    model()->setBoard(position);
    QTRY_VERIFY_WITH_TIMEOUT(
        model()->analysisStatus().positions > 0 && !model()->isAnalysing(), 120000);
    const QString path = m_folder.filePath(QStringLiteral("gomoku.tttproof"));
    exportTo(path);
    const check::Verdict verdict = checkFile(path);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    for (const char* name : { "g8", "k8" })
        QCOMPARE(QString::fromStdString(verdict.moves.at(std::size_t(at(name)))),
            QStringLiteral("x wins"));
    QVERIFY2(m_window->messageBar()->text().contains("Proof exported to"),
        qPrintable(m_window->messageBar()->text()));
}

TTT_TEST_MAIN(TestExportProof)
#include "tst_exportproof.moc"
