// A Piskvork brain as a separate process (brainprocess.h).
#include "engines/brainprocess.h"

#include "words/wording.h"

#include <QDateTime>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace {

constexpr int kFive = 5;

} // namespace

BrainProcess::BrainProcess(QString program, QObject* parent)
    : QObject(parent)
    , m_program(std::move(program))
    , m_name(QFileInfo(m_program).fileName())
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &BrainProcess::timedOut);
}

BrainProcess::~BrainProcess()
{
    stop();
}

std::optional<QString> BrainProcess::unplayable(const ttt::Geometry& geometry, ttt::Rules rules)
{
    if (geometry.k() != kFive)
        return tr("Engines play five in a row; this board is %1 in a row.").arg(geometry.k());
    if (rules != ttt::Rules::Classic && rules != ttt::Rules::Exact && rules != ttt::Rules::Renju)
        return tr("Engines play free-style, exactly five or renju, not these rules.");
    if (std::min(geometry.columns(), geometry.rows()) < kFive)
        return tr("Engines play on boards of at least 5×5.");
    return std::nullopt;
}

void BrainProcess::ask(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules,
    const std::vector<ttt::Cell>& order, int thinkMilliseconds)
{
    m_pending = Question { board, toMove, rules, order, std::max(0, thinkMilliseconds) };
    switch (m_state) {
    case State::Thinking: {
        const qint64 left
            = m_sentAt + m_sent->thinkMilliseconds - QDateTime::currentMSecsSinceEpoch();
        if (left > kRelaunchMilliseconds)
            relaunch(); // no waiting for the rest of a question no longer wanted
        else
            m_dropAnswer = true; // the new question goes once the old answer is in
        break;
    }
    case State::Starting:
    case State::Restarting:
    case State::Describing:
        break; // sent when it is ready
    case State::Off:
        launch();
        if (m_state == State::Off)
            break; // it could not be started: failed() said so
        [[fallthrough]];
    case State::Idle:
        sendQuestion();
        break;
    }
}

void BrainProcess::describe()
{
    m_wantsName = true;
    if (m_state == State::Off)
        launch();
    if (m_state != State::Idle)
        return; // asked when the move in hand is done
    m_state = State::Describing;
    send(QStringLiteral("ABOUT"));
    m_deadline.start(kStartMilliseconds);
}

void BrainProcess::cancel()
{
    m_pending.reset();
    if (m_state == State::Thinking)
        m_dropAnswer = true;
}

std::optional<QString> BrainProcess::refusal(const ttt::Geometry& geometry) const
{
    for (const auto& [size, why] : m_refusals) {
        if (size.columns() == geometry.columns() && size.rows() == geometry.rows())
            return why;
    }
    return std::nullopt;
}

void BrainProcess::stop()
{
    m_pending.reset();
    m_sent.reset();
    m_deadline.stop();
    m_state = State::Off;
    m_started.reset();
    m_boardSent = false;
    m_echoes = 0;
    m_dropAnswer = false;
    if (!m_process)
        return;
    QProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() == QProcess::Running) {
        process->write("END\n");
        process->closeWriteChannel();
        if (!process->waitForFinished(300)) {
            process->kill();
            process->waitForFinished(300);
        }
    }
    process->deleteLater();
}

void BrainProcess::launch()
{
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    // What it writes on standard error (a brain's own log) is not the protocol's.
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this, &BrainProcess::readLines);
    connect(m_process, &QProcess::finished, this, &BrainProcess::processFinished);
    connect(m_process, &QProcess::errorOccurred, this, &BrainProcess::processError);
    m_buffer.clear();
    m_state = State::Idle;
    m_process->start();
    if (m_process && !m_process->waitForStarted(kStartMilliseconds) && m_state != State::Off)
        fail(tr("%1 could not be started: %2").arg(m_name, m_process->errorString()));
}

void BrainProcess::relaunch()
{
    const std::optional<Question> question = m_pending;
    const bool wantsName = m_wantsName;
    stop();
    m_pending = question;
    m_wantsName = wantsName;
    launch();
    if (m_state == State::Idle)
        proceed();
}

void BrainProcess::proceed()
{
    if (m_wantsName)
        describe();
    else
        sendQuestion();
}

void BrainProcess::send(const QString& line)
{
    if (m_process)
        m_process->write((line + QLatin1Char('\n')).toUtf8());
}

void BrainProcess::startBoard(const ttt::Geometry& geometry)
{
    m_started.reset();
    m_state = State::Starting;
    if (geometry.columns() == geometry.rows())
        send(QStringLiteral("START %1").arg(geometry.columns()));
    else
        send(QStringLiteral("RECTSTART %1,%2").arg(geometry.columns()).arg(geometry.rows()));
    m_deadline.start(kStartMilliseconds);
    m_startedGeometry = geometry;
}

void BrainProcess::sendQuestion()
{
    if (!m_pending || m_state != State::Idle)
        return;
    const ttt::Geometry& geometry = m_pending->board.geometry();
    if (m_started
        && (m_started->columns() != geometry.columns() || m_started->rows() != geometry.rows())) {
        // A brain keeps the size START gave it: another size is another run of the program.
        relaunch();
        return;
    }
    if (!m_started) {
        startBoard(geometry);
        return;
    }
    if (m_boardSent) {
        // It still holds the last position and its own move: cleared first.
        if (!m_knowsRestart) {
            relaunch();
            return;
        }
        send(QStringLiteral("RESTART"));
        m_state = State::Restarting;
        m_deadline.start(kStartMilliseconds);
        return;
    }
    const Question& question = *m_pending;
    send(QStringLiteral("INFO timeout_turn %1").arg(question.thinkMilliseconds));
    send(QStringLiteral("INFO timeout_match 0"));
    send(QStringLiteral("INFO time_left 2147483647"));
    // Piskvork's rule bits: 1 exactly five, 4 renju.
    send(QStringLiteral("INFO rule %1")
             .arg(question.rules == ttt::Rules::Renju      ? 4
                     : question.rules == ttt::Rules::Exact ? 1
                                                           : 0));
    send(QStringLiteral("BOARD"));
    // The game's moves in their order, then any other stone, x and o by turns.
    std::vector<ttt::Cell> stones;
    std::set<ttt::Cell> sent;
    for (const ttt::Cell cell : question.order) {
        if (cell >= 0 && cell < geometry.cells() && question.board.at(cell) != ttt::Mark::Empty
            && sent.insert(cell).second)
            stones.push_back(cell);
    }
    std::vector<ttt::Cell> rest[2];
    for (ttt::Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (question.board.at(cell) != ttt::Mark::Empty && !sent.count(cell))
            rest[question.board.at(cell) == ttt::Mark::X ? 0 : 1].push_back(cell);
    }
    for (std::size_t i = 0; i < std::max(rest[0].size(), rest[1].size()); ++i) {
        for (const auto& side : rest) {
            if (i < side.size())
                stones.push_back(side[i]);
        }
    }
    for (const ttt::Cell cell : stones) {
        send(QStringLiteral("%1,%2,%3")
                 .arg(geometry.columnOf(cell))
                 .arg(geometry.rowOf(cell))
                 .arg(question.board.at(cell) == question.toMove ? 1 : 2));
    }
    send(QStringLiteral("DONE"));
    m_boardSent = true;
    m_sent = m_pending;
    m_pending.reset();
    m_dropAnswer = false;
    m_reading = BrainOpinion {};
    m_state = State::Thinking;
    m_sentAt = QDateTime::currentMSecsSinceEpoch();
    m_deadline.start(question.thinkMilliseconds + kGraceMilliseconds);
}

void BrainProcess::readLines()
{
    if (!m_process)
        return;
    m_buffer += m_process->readAllStandardOutput();
    // A brain that writes without end and never a line end is cut off.
    if (m_buffer.size() > (1 << 20) && !m_buffer.contains('\n') && !m_buffer.contains('\r')) {
        fail(tr("%1 wrote a line of more than a megabyte; it was stopped.").arg(m_name));
        return;
    }
    // Lines end in LF, CR LF, or a lone CR (all three are the protocol's).
    const auto lineEnd = [this] {
        const qsizetype feed = m_buffer.indexOf('\n');
        const qsizetype ret = m_buffer.indexOf('\r');
        return feed < 0 ? ret : ret < 0 ? feed : std::min(feed, ret);
    };
    qsizetype end;
    while (m_process && (end = lineEnd()) >= 0) {
        const QString line = QString::fromUtf8(m_buffer.left(end)).trimmed();
        m_buffer.remove(0, end + 1);
        handleLine(line);
    }
}

void BrainProcess::handleLine(const QString& line)
{
    if (line.isEmpty())
        return;
    const QString word = line.section(QLatin1Char(' '), 0, 0).toUpper();
    const QString rest = line.section(QLatin1Char(' '), 1).trimmed();
    if (word == QLatin1String("DEBUG"))
        return;
    if (word == QLatin1String("MESSAGE")) {
        if (m_state == State::Thinking)
            readMessage(rest);
        return;
    }
    static const QRegularExpression moveForm(
        QStringLiteral("^(SUGGEST\\s+)?(-?\\d+)\\s*,\\s*(-?\\d+)$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch move = moveForm.match(line);
    if (m_echoes > 0 && move.hasMatch() && move.captured(1).isEmpty()) {
        --m_echoes; // its confirmation of a PLAY: it comes before anything asked after it
        return;
    }
    switch (m_state) {
    case State::Off:
    case State::Idle:
        return; // nothing was asked: a late echo or a banner
    case State::Starting:
        if (word == QLatin1String("OK")) {
            m_deadline.stop();
            m_started = m_startedGeometry;
            m_boardSent = false;
            m_state = State::Idle;
            proceed();
        } else if (word == QLatin1String("ERROR") || word == QLatin1String("UNKNOWN")) {
            const QString why = tr("%1 refused a board of %2×%3: “%4”.")
                                    .arg(m_name)
                                    .arg(m_startedGeometry.columns())
                                    .arg(m_startedGeometry.rows())
                                    .arg(line);
            m_refusals.push_back({ m_startedGeometry, why });
            fail(why);
        }
        return; // anything else before OK: a banner
    case State::Restarting:
        if (word == QLatin1String("OK")) {
            m_deadline.stop();
            m_boardSent = false;
            m_state = State::Idle;
            proceed();
        } else if (word == QLatin1String("ERROR") || word == QLatin1String("UNKNOWN")) {
            // The protocol's way: END, and the program run again.
            m_knowsRestart = false;
            relaunch();
        }
        return;
    case State::Describing: {
        static const QRegularExpression nameField(QStringLiteral("name\\s*=\\s*\"([^\"]*)\""));
        static const QRegularExpression versionField(
            QStringLiteral("version\\s*=\\s*\"([^\"]*)\""));
        // Old brains answer in free text: they keep their file's name.
        const QRegularExpressionMatch name = nameField.match(line);
        m_deadline.stop();
        if (name.hasMatch() && !name.captured(1).trimmed().isEmpty()) {
            m_name = name.captured(1).trimmed();
            const QRegularExpressionMatch version = versionField.match(line);
            if (version.hasMatch() && !version.captured(1).trimmed().isEmpty())
                m_name += QLatin1Char(' ') + version.captured(1).trimmed();
        }
        m_wantsName = false;
        m_state = State::Idle;
        emit described(m_name);
        sendQuestion();
        return;
    }
    case State::Thinking:
        break;
    }
    // Thinking: its move, "x,y" (or "SUGGEST x,y", a move it proposes).
    if (!move.hasMatch()) {
        if (word == QLatin1String("ERROR") || word == QLatin1String("UNKNOWN"))
            fail(tr("%1 gave no move but said “%2”; it was stopped.").arg(m_name, line));
        else
            fail(tr("%1 answered “%2”, which is not a move; it was stopped.")
                     .arg(m_name, line.left(80)));
        return;
    }
    m_deadline.stop();
    const Question question = *m_sent;
    m_sent.reset();
    m_state = State::Idle;
    if (!move.captured(1).isEmpty()) {
        send(QStringLiteral("PLAY %1,%2").arg(move.captured(2), move.captured(3)));
        ++m_echoes;
    }
    if (m_dropAnswer) {
        m_dropAnswer = false;
        sendQuestion();
        return;
    }
    const ttt::Geometry& geometry = question.board.geometry();
    const int x = move.captured(2).toInt();
    const int y = move.captured(3).toInt();
    if (x < 0 || y < 0 || x >= geometry.columns() || y >= geometry.rows()) {
        fail(tr("%1 answered %2,%3, which is off the board; it was stopped.")
                 .arg(m_name)
                 .arg(x)
                 .arg(y));
        return;
    }
    const ttt::Cell cell = geometry.cellAt(y, x);
    if (question.board.at(cell) != ttt::Mark::Empty) {
        fail(tr("%1 answered %2, which is taken; it was stopped.")
                 .arg(m_name, Wording::cellName(geometry, cell)));
        return;
    }
    BrainOpinion opinion = m_reading;
    opinion.move = cell;
    opinion.milliseconds = int(QDateTime::currentMSecsSinceEpoch() - m_sentAt);
    emit answered(opinion);
    proceed();
}

void BrainProcess::readMessage(const QString& text)
{
    // Yixin's board messages ("REALTIME BEST 7,7") drive its own display; they are not words.
    if (text.startsWith(QLatin1String("REALTIME"), Qt::CaseInsensitive))
        return;
    m_reading.message = text;
    static const QRegularExpression depth(
        QStringLiteral("\\bdepth\\s+(\\d+(?:-\\d+)?)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression evaluation(
        QStringLiteral("\\b(?:ev|eval)\\s+([-+]?[0-9A-Za-z.]+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression line(
        QStringLiteral("\\b(?:pv|bestline)\\s+([^|]+)"), QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = depth.match(text); match.hasMatch())
        m_reading.depth = match.captured(1);
    if (const QRegularExpressionMatch match = evaluation.match(text); match.hasMatch())
        m_reading.evaluation = match.captured(1);
    if (const QRegularExpressionMatch match = line.match(text); match.hasMatch())
        m_reading.line = match.captured(1).trimmed();
}

void BrainProcess::fail(const QString& why)
{
    stop();
    m_wantsName = false;
    m_dropAnswer = false;
    emit failed(why);
}

void BrainProcess::timedOut()
{
    switch (m_state) {
    case State::Starting:
        fail(tr("%1 did not answer START within %2; it was stopped.")
                 .arg(m_name, seconds(kStartMilliseconds)));
        break;
    case State::Restarting:
        fail(tr("%1 did not answer RESTART within %2; it was stopped.")
                 .arg(m_name, seconds(kStartMilliseconds)));
        break;
    case State::Describing:
        fail(tr("%1 did not answer ABOUT within %2; it was stopped.")
                 .arg(m_name, seconds(kStartMilliseconds)));
        break;
    case State::Thinking:
        fail(tr("%1 did not answer within %2 (it was given %3); it was stopped.")
                 .arg(m_name, seconds(m_sent->thinkMilliseconds + kGraceMilliseconds),
                     seconds(m_sent->thinkMilliseconds)));
        break;
    case State::Off:
    case State::Idle:
        break;
    }
}

void BrainProcess::processFinished(int exitCode, QProcess::ExitStatus status)
{
    if (status == QProcess::CrashExit)
        fail(tr("%1 crashed; it was stopped.").arg(m_name));
    else
        fail(tr("%1 quit (exit code %2).").arg(m_name).arg(exitCode));
}

void BrainProcess::processError(QProcess::ProcessError error)
{
    if (error == QProcess::FailedToStart)
        fail(tr("%1 could not be started: %2")
                 .arg(m_name, m_process ? m_process->errorString() : QString()));
    // A crash comes with finished() too; reading and writing errors end in one of the two.
}

QString BrainProcess::seconds(int milliseconds) const
{
    return tr("%n s", nullptr, (milliseconds + 999) / 1000);
}
